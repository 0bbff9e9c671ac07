import { Injectable } from '@nestjs/common';
import { ConflictError, InvalidInputError, NotFoundError } from '../../common/errors/domain-error';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, IsNull, Not, Repository } from 'typeorm';
import { ClientAccessService } from '../../access/client-access.service';
import { User } from '../../users/user.entity';
import { invoiceNumberText, toRand } from '../billing-rules';
import { formatCents } from '@table-bay/shared';
import { BillingTransactions } from '../billing-transactions';
import { Clock } from '../../common/clock/clock';
import { BankStatement, BankStatementLine, STATEMENT_DESCRIPTION_LENGTH } from '../entities/bank-statement.entity';
import { Invoice } from '../entities/invoice.entity';
import { INVOICE_NOT_FOUND, InvoicesService } from '../invoices.service';
import { Bank, GenericMapping, parseBankDate, parseStatement, StatementFormatError } from './bank-layouts';
import { ReconciliationResponseDto } from './reconciliation.dto';

export const STATEMENT_NOT_FOUND = 'Statement not found';
export const STATEMENT_CONFIRMED = 'This statement has already been confirmed';

/** An invoice reference anywhere in a bank line's description: INV000042, INV-000042 or "inv 000042". */
const REFERENCE = /INV[\s-]?(\d{6})/i;

/**
 * Values bound per statement: a statement of tens of thousands of lines would exceed SQLite's and
 * MariaDB's bound-parameter limits in one IN list or one INSERT.
 */
const BATCH = 500;

type LineRow = Omit<BankStatementLine, 'id' | 'statementId'>;

/** `work` over `items` BATCH at a time, the results in order. */
async function inBatches<T, R>(items: readonly T[], work: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(...(await work(items.slice(i, i + BATCH))));
  return out;
}

/**
 * Bank reconciliation: every credit line of a statement is matched to an open invoice by its
 * reference and exact amount; staff confirm the matches in one step, each settling its invoice
 * exactly as "mark paid" does.
 */
@Injectable()
export class ReconciliationService {
  constructor(
    @InjectRepository(BankStatement) private readonly statements: Repository<BankStatement>,
    @InjectRepository(BankStatementLine) private readonly statementLines: Repository<BankStatementLine>,
    @InjectRepository(Invoice) private readonly invoices: Repository<Invoice>,
    private readonly invoicesService: InvoicesService,
    private readonly access: ClientAccessService,
    private readonly tx: BillingTransactions,
    private readonly clock: Clock,
  ) {}

  /** The invoices with these numbers or ids that `staff` may see (docs/staff-console.md, client scope). */
  private visibleInvoices(staff: User, where: 'number' | 'id', values: number[]): Promise<Invoice[]> {
    return inBatches(values, (batch) =>
      this.access
        .scope(this.invoices.createQueryBuilder('i').where(`i.${where} IN (:...batch)`, { batch }), staff, 'i.businessId')
        .getMany(),
    );
  }

  async upload(staff: User, bank: Bank, csv: string, mapping?: GenericMapping): Promise<ReconciliationResponseDto> {
    let parsed;
    try {
      parsed = parseStatement(bank, csv, mapping);
    } catch (err) {
      if (err instanceof StatementFormatError) {
        const message = `The statement could not be read: ${err.message}`;
        throw new InvalidInputError('statement.unreadable', message, { file: message });
      }
      throw err;
    }
    const credits = parsed
      .filter((l) => l.amountCents > 0)
      .map((l) => {
        const ref = REFERENCE.exec(l.description);
        return { ...l, number: ref ? Number(ref[1]) : null };
      });
    const numbers = [...new Set(credits.map((l) => l.number).filter((n): n is number => n !== null))];
    const byNumber = new Map((await this.visibleInvoices(staff, 'number', numbers)).map((i) => [i.number, i]));
    const claimed = new Set<number>();
    const lines: LineRow[] = credits.map(({ number, ...l }) => {
      const inv = number !== null ? byNumber.get(number) : undefined;
      let reason: string | null = null;
      if (number === null) reason = 'No invoice reference';
      else if (!inv) reason = `No open invoice ${invoiceNumberText(number)}`;
      else if (inv.status !== 'issued') reason = `${invoiceNumberText(inv.number)} is ${inv.status}`;
      else if (inv.totalCents !== l.amountCents)
        reason = `Amount differs from ${invoiceNumberText(inv.number)} (${formatCents(inv.totalCents)})`;
      else if (claimed.has(inv.id)) reason = `${invoiceNumberText(inv.number)} is matched by an earlier line`;
      const invoiceId = reason === null && inv ? inv.id : null;
      if (invoiceId !== null) claimed.add(invoiceId);
      return { ...l, description: l.description.slice(0, STATEMENT_DESCRIPTION_LENGTH), invoiceId, reason };
    });
    const saved = await this.tx.run(async (m) => {
      const statement = await m.getRepository(BankStatement).save({ bank, uploadedBy: staff.id, confirmedAt: null });
      await inBatches(lines, async (batch) => {
        await m.getRepository(BankStatementLine).insert(batch.map((l) => ({ ...l, statementId: statement.id })));
        return [];
      });
      return statement;
    });
    return this.view(saved, lines);
  }

  /**
   * Settles every matched invoice still open, all in one transaction: the statement is marked
   * confirmed only together with its payments. Every matched invoice's client must still be in the
   * staff member's scope (an accountant unassigned since the upload), else nothing is settled.
   */
  async confirm(staff: User, id: number): Promise<ReconciliationResponseDto & { confirmed: number }> {
    const statement = await this.statements.findOne({ where: { id, uploadedBy: staff.id } });
    if (!statement) throw new NotFoundError('statement.not_found', STATEMENT_NOT_FOUND);
    if (statement.confirmedAt) throw new ConflictError('statement.already_confirmed', STATEMENT_CONFIRMED);
    const matched = await this.statementLines.find({
      where: { statementId: id, invoiceId: Not(IsNull()) },
      order: { line: 'ASC', id: 'ASC' },
    });
    const ids = [...new Set(matched.map((l) => l.invoiceId as number))];
    const byId = new Map((await this.visibleInvoices(staff, 'id', ids)).map((i) => [i.id, i]));
    if (byId.size < ids.length) throw new NotFoundError('invoice.not_found', INVOICE_NOT_FOUND);
    const clients = [...new Set([...byId.values()].map((i) => i.businessId).filter((c): c is number => c !== null))];
    const confirmedAt = this.clock.now();
    const confirmed = await this.tx.runForClient(clients, async (m) => {
      const r = await m.getRepository(BankStatement).update({ id, confirmedAt: IsNull() }, { confirmedAt });
      if (!r.affected) throw new ConflictError('statement.already_confirmed', STATEMENT_CONFIRMED);
      let n = 0;
      for (const l of matched) n += (await this.settleLine(m, l, byId.get(l.invoiceId as number) as Invoice)) ? 1 : 0;
      return n;
    });
    return { ...(await this.view({ ...statement, confirmedAt })), confirmed };
  }

  /** Settles one matched line's invoice in the confirmation's transaction; notes why when it was no longer open. */
  private async settleLine(m: EntityManager, l: BankStatementLine, inv: Invoice): Promise<boolean> {
    // Dates are checked at upload; a statement stored before that was can still hold one that is
    // no date. Refused here, inside the transaction, so the lines settled before it roll back too.
    if (parseBankDate(l.date) === null) {
      throw new InvalidInputError(
        'statement.line_date_invalid',
        `Line ${l.line} has no valid date (${l.date}): upload the statement again`,
      );
    }
    const paidAt = new Date(`${l.date}T12:00:00+02:00`);
    if (await this.invoicesService.settle(m, inv, { method: 'bank_statement', reference: l.description, paidAt })) return true;
    l.reason = `${invoiceNumberText(inv.number)} was settled meanwhile`;
    await m.getRepository(BankStatementLine).update({ id: l.id }, { reason: l.reason });
    return false;
  }

  private async view(s: BankStatement, given?: LineRow[]): Promise<ReconciliationResponseDto> {
    const rows = given ?? (await this.statementLines.find({ where: { statementId: s.id }, order: { line: 'ASC', id: 'ASC' } }));
    const ids = [...new Set(rows.map((l) => l.invoiceId).filter((x): x is number => x !== null))];
    const invs = await inBatches(ids, (batch) => this.invoices.find({ where: { id: In(batch) } }));
    const byId = new Map(invs.map((i) => [i.id, i]));
    const lines = rows.map((l) => {
      const inv = l.invoiceId !== null ? byId.get(l.invoiceId) : undefined;
      return {
        line: l.line,
        date: l.date,
        description: l.description,
        amount: toRand(l.amountCents),
        invoiceId: inv?.id ?? null,
        invoiceNumber: inv ? invoiceNumberText(inv.number) : null,
        clientName: inv?.clientName ?? null,
        reason: l.reason,
      };
    });
    return {
      id: s.id,
      bank: s.bank,
      confirmedAt: s.confirmedAt,
      matched: lines.filter((l) => l.invoiceId !== null),
      unmatched: lines.filter((l) => l.invoiceId === null),
    };
  }
}
