import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../database/db-errors';
import { ErrorBody } from '../common/errors/error-body';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** How long a question may be answered after it was issued. */
export const CHALLENGE_TTL_MS = 30 * 60_000;
export const CHALLENGE_MIN = 1;
export const CHALLENGE_MAX = 10;

/** The messages of the check, on the `captcha` field the visitor typed into (docs/enquiries.md). */
export const CHALLENGE_MESSAGES = {
  missing: 'Please complete the verification.',
  wrong: "Please enter the correct answer to confirm you're not a robot.",
  expired: 'This question has expired. Please answer the new one.',
  used: 'This question has already been answered. Please answer the new one.',
} as const;

export interface IssuedChallenge {
  /** `v1.<id>.<expiresAtMs>.<mac>`: the MAC covers the id, the expiry and the sum, so the answer is not in it. */
  token: string;
  a: number;
  b: number;
  expiresAt: Date;
}

/** A correctly answered question, not yet used up: what `take` stores. */
export interface SolvedChallenge {
  id: string;
  expiresAt: number;
}

/** A consumed question is kept this long past its expiry, then pruned now and then. */
const PRUNE_EVERY = 200;

/**
 * The enquiry forms' arithmetic check, issued and checked by the server (docs/enquiries.md): a sum
 * of two numbers from 1 to 10, signed with the session secret and valid for 30 minutes. Issuing
 * writes nothing; a correct answer is taken once by inserting the question's id into
 * `enquiry_challenges` (primary key) in the enquiry's own transaction, so it holds across
 * instances and only solved questions are ever stored.
 */
@Injectable()
export class EnquiryChallengeService {
  private consumedSincePrune = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  issue(now = Date.now()): IssuedChallenge {
    const a = randomInt(CHALLENGE_MIN, CHALLENGE_MAX + 1);
    const b = randomInt(CHALLENGE_MIN, CHALLENGE_MAX + 1);
    const id = randomUUID();
    const expires = now + CHALLENGE_TTL_MS;
    return { token: `v1.${id}.${expires}.${this.mac(id, expires, a + b)}`, a, b, expiresAt: new Date(expires) };
  }

  /**
   * Throws 400 on the `captcha` field unless `answer` solves the question of `token`; writes
   * nothing. The answer is used up by `take`, in the transaction that stores the enquiry.
   */
  check(token: string | null | undefined, answer: string, now = Date.now()): SolvedChallenge {
    const parts = typeof token === 'string' ? token.split('.') : [];
    const [version, id, expiresText, mac] = parts;
    const expires = Number(expiresText);
    if (parts.length !== 4 || version !== 'v1' || !/^[0-9a-f-]{36}$/.test(id) || !/^\d{1,15}$/.test(expiresText) || !mac) {
      throw refused(CHALLENGE_MESSAGES.missing);
    }
    if (expires <= now) throw refused(CHALLENGE_MESSAGES.expired);
    // Read as the form reads it (an integer, leading digits), so both agree on what is right.
    const sum = Number.parseInt(answer, 10);
    const expected = Buffer.from(this.mac(id, expires, sum));
    const given = Buffer.from(mac);
    if (
      !Number.isInteger(sum) ||
      sum < 2 * CHALLENGE_MIN ||
      sum > 2 * CHALLENGE_MAX ||
      expected.length !== given.length ||
      !timingSafeEqual(expected, given)
    ) {
      throw refused(CHALLENGE_MESSAGES.wrong);
    }
    return { id, expiresAt: expires };
  }

  /**
   * Uses up a solved question inside the caller's transaction (the one that stores the enquiry):
   * one commit fewer per enquiry, and a question is spent only if its enquiry is stored. Throws
   * 400 "already answered" when another request took it first; the primary key decides, across
   * instances.
   */
  async take(manager: EntityManager, solved: SolvedChallenge): Promise<void> {
    try {
      await manager.query('INSERT INTO enquiry_challenges (id, expiresAt) VALUES (?, ?)', [solved.id, solved.expiresAt]);
    } catch (err) {
      if (isUniqueViolation(err)) throw refused(CHALLENGE_MESSAGES.used);
      throw err;
    }
  }

  /** Now and then, after a commit: clears questions past their expiry (an expired one is refused before the table is read). */
  async pruneNowAndThen(now = Date.now()): Promise<void> {
    if (++this.consumedSincePrune < PRUNE_EVERY) return;
    this.consumedSincePrune = 0;
    await this.dataSource.query('DELETE FROM enquiry_challenges WHERE expiresAt < ?', [now]);
  }

  private mac(id: string, expires: number, sum: number): string {
    return createHmac('sha256', this.config.session.secret).update(`enquiry-challenge|${id}|${expires}|${sum}`).digest('base64url');
  }
}

function refused(message: string): BadRequestException {
  const body: ErrorBody = { statusCode: 400, message, errors: { captcha: message } };
  return new BadRequestException(body);
}
