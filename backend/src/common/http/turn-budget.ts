import type { NextFunction, Request, Response } from 'express';

/**
 * Starts work in first-come order, at most `budgetMs` of it per turn of the event loop, so that a
 * saturated server still returns to the loop often enough to accept new connections.
 *
 * Why: Node (libuv 1.45 and later) accepts one new connection per turn of its event loop, and on
 * a busy server one turn serves a request on every open connection. So the n-th connection that
 * arrives while the server is saturated waits for n turns of up to n requests each: with 100
 * connections and 1.5 ms requests, the last one's first answer came after about 7 s while every
 * open connection was answered in under 200 ms (docs/performance.md, "New connections under
 * load"). With a budget, a turn ends after about `budgetMs` of work and the n-th connection waits
 * for n short turns instead; requests already open wait their turn in order, so their latency is
 * still what the work queued before them takes.
 *
 * How: the first start of a turn marks the turn's beginning and an immediate (the loop's check
 * phase, after its poll phase) marks its end. A start that comes when the turn has used its
 * budget, when the cost of a start lately says another would not fit, or while others wait, joins
 * the queue; the queue is drained in the check phase, again up to the budget, and the rest waits
 * for the next turn's check phase, after that turn's poll phase has accepted a connection and read
 * the sockets. The first start of a turn always runs. A start is never dropped and never overtakes
 * one that came before it; when the server is not saturated every start runs at once.
 */
export class TurnBudget {
  // At most one waiting start per open connection (HTTP_MAX_CONNECTIONS), so shift() stays cheap,
  // as in ConcurrencyLimit.
  private readonly queue: Array<() => void> = [];
  private turnStartedAt: number | null = null;
  private startsThisTurn = 0;
  /** What one start has cost lately, in ms of the turn it ran in (see endTurn). */
  private msPerStart = 0;
  private drainScheduled = false;

  /** `budgetMs` 0 turns the scheduling off: everything starts at once, as without it. */
  constructor(
    private readonly budgetMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * Calls `start` now if this turn has budget left and nobody waits, else after the ones waiting.
   * `start` should not throw (Express's `next` does not); if one does, the error leaves the turn's
   * drain, and the starts behind it still run in the next turn.
   */
  run(start: () => void): void {
    if (this.budgetMs <= 0 || (this.waiting === 0 && this.mayStartNow())) {
      start();
      return;
    }
    this.queue.push(start);
    this.scheduleDrain();
  }

  /** Starts queued and not yet run. */
  get waiting(): number {
    return this.queue.length;
  }

  private mayStartNow(): boolean {
    const now = this.now();
    if (this.turnStartedAt === null) {
      // The first start of a turn always goes: the queue moves whatever a start costs.
      this.turnStartedAt = now;
      this.startsThisTurn = 0;
      setImmediate(this.endTurn);
    } else if (now - this.turnStartedAt >= this.budgetMs || (this.startsThisTurn + 1) * this.msPerStart > this.budgetMs) {
      return false;
    }
    this.startsThisTurn++;
    return true;
  }

  /**
   * Most of a request's work comes after its start returns: a start runs to the request's first
   * `await`, and the rest runs as promise callbacks before the turn ends. So the time passed at a
   * start undercounts; the turn's whole length, known when it ends, is shared among its starts and
   * kept as a moving average, and a turn starts only as many as that says fit in the budget.
   */
  private readonly endTurn = (): void => {
    // Scheduled only by a turn's first start, so the turn has a beginning and at least one start.
    if (this.turnStartedAt !== null) {
      const perStart = (this.now() - this.turnStartedAt) / this.startsThisTurn;
      this.msPerStart = this.msPerStart === 0 ? perStart : 0.8 * this.msPerStart + 0.2 * perStart;
    }
    this.turnStartedAt = null;
  };

  private scheduleDrain(): void {
    if (this.drainScheduled) return;
    this.drainScheduled = true;
    // Queued after the current turn's endTurn (scheduled when the turn began), so the drain
    // begins a turn of its own.
    setImmediate(this.drain);
  }

  private readonly drain = (): void => {
    this.drainScheduled = false;
    try {
      while (this.queue.length > 0 && this.mayStartNow()) this.queue.shift()!();
    } finally {
      if (this.queue.length > 0) this.scheduleDrain();
    }
  };
}

/**
 * The Express middleware: each request's way through the rest of the app starts under the budget
 * (HTTP_TURN_BUDGET_MS). Placed after the request logger, so a request's logged time includes its
 * wait here, which is part of what its client waited.
 */
export function shareEventLoopTurns(budgetMs: number) {
  const turns = new TurnBudget(budgetMs);
  return (_req: Request, _res: Response, next: NextFunction): void => turns.run(next);
}
