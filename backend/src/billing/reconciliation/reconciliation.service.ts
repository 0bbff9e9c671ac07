import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Repository } from 'typeorm';
import { ClientAccessService } from '../../staff/access/client-access.service';
import { User } from '../../users/user.entity';
import { invoiceNumberText, toRand } from '../billing-rules';
import { BillingTransactions } from '../billing-transactions';
import { BankStatement, StatementLine } from '../entities/bank-statement.entity';
import { Invoice } from '../entities/invoice.entity';
import { InvoicesService } from '../invoices.service';
import { Bank, GenericMapping, parseStatement, StatementFormatError } from './bank-layouts';
import { ReconciliationResponseDto } from './reconciliation.dto';

export const STATEMENT_NOT_FOUND = 'Statement not found';
export const STATEMENT_CONFIRMED = 'This statement has already been confirmed';

/** An invoice reference anywhere in a bank line's description: INV000042, INV-000042 or "inv 000042". */
const REFERENCE = /INV[\s-]?(\d{6})/i;

/**
 * Bank reconciliation: every credit line of a statement is matched to an open invoice by its
 * reference and exact amount; staff confirm the matches in one step, each settling its invoice
 * exactly as "mark paid" does.
 */
@Injectable()
export class ReconciliationService {
  constructor(
    @InjectRepository(BankStatement) private readonly statements: Repository<BankStatement>,
    @InjectRepository(Invoice) private readonly invoices: Repository<Invoice>,
    private readonly invoicesService: InvoicesService,
    private readonly access: ClientAccessService,
    private readonly tx: BillingTransactions,
  ) {}

  async upload(staff: User, bank: Bank, csv: string, mapping?: GenericMapping): Promise<ReconciliationResponseDto> {
    let parsed;
    try {
      parsed = parseStatement(bank, csv, mapping);
    } catch (err) {
      if (err instanceof StatementFormatError || (err instanceof Error && 'code' in err && String(err.code).startsWith('CSV_'))) {
        const message = `The statement could not be read: ${err.message}`;
        throw new BadRequestException({ statusCode: 400, message, errors: { file: message } });
      }
      throw err;
    }
    const credits = parsed.filter((l) => l.amountCents > 0);
    const numbers = [
      ...new Set(
        credits
          .map((l) => REFERENCE.exec(l.description)?.[1])
          .filter((n): n is string => Boolean(n))
          .map(Number),
      ),
    ];
    const found = numbers.length
      ? await this.access
          .scope(this.invoices.createQueryBuilder('i').where('i.number IN (:...numbers)', { numbers }), staff, 'i.userId')
          .getMany()
      : [];
    const byNumber = new Map(found.map((i) => [i.number, i]));
    const claimed = new Set<number>();
    const lines: StatementLine[] = credits.map((l) => {
      const ref = REFERENCE.exec(l.description);
      const inv = ref ? byNumber.get(Number(ref[1])) : undefined;
      let reason: string | null = null;
      if (!ref) reason = 'No invoice reference';
      else if (!inv) reason = `No open invoice ${invoiceNumberText(Number(ref[1]))}`;
      else if (inv.status !== 'issued') reason = `${invoiceNumberText(inv.number)} is ${inv.status}`;
      else if (inv.totalCents !== l.amountCents)
        reason = `Amount differs from ${invoiceNumberText(inv.number)} (${toRand(inv.totalCents).toFixed(2)})`;
      else if (claimed.has(inv.id)) reason = `${invoiceNumberText(inv.number)} is matched by an earlier line`;
      const invoiceId = reason === null && inv ? inv.id : null;
      if (invoiceId !== null) claimed.add(invoiceId);
      return { ...l, invoiceId, reason };
    });
    const saved = await this.statements.save(this.statements.create({ bank, uploadedBy: staff.id, lines, confirmedAt: null }));
    return this.view(saved);
  }

  /** Settles every matched invoice still open; the statement can be confirmed once. */
  async confirm(staff: User, id: number): Promise<ReconciliationResponseDto & { confirmed: number }> {
    const statement = await this.statements.findOne({ where: { id, uploadedBy: staff.id } });
    if (!statement) throw new NotFoundException(STATEMENT_NOT_FOUND);
    const r = await this.statements.update({ id, confirmedAt: IsNull() }, { confirmedAt: new Date() });
    if (!r.affected) throw new ConflictException(STATEMENT_CONFIRMED);
    let confirmed = 0;
    for (const l of statement.lines) {
      if (l.invoiceId === null) continue;
      const inv = await this.invoices.findOne({ where: { id: l.invoiceId } });
      if (!inv) continue;
      const ok = await this.tx.runForClient(inv.userId, (m) =>
        this.invoicesService.settle(m, inv, { method: 'EFT', reference: l.description, paidAt: new Date(`${l.date}T12:00:00+02:00`) }),
      );
      if (ok) confirmed++;
      else l.reason = `${invoiceNumberText(inv.number)} was settled meanwhile`;
    }
    return { ...(await this.view({ ...statement, confirmedAt: new Date() })), confirmed };
  }

  private async view(s: BankStatement): Promise<ReconciliationResponseDto> {
    const ids = s.lines.map((l) => l.invoiceId).filter((x): x is number => x !== null);
    const invs = ids.length ? await this.invoices.find({ where: { id: In(ids) } }) : [];
    const byId = new Map(invs.map((i) => [i.id, i]));
    const lines = s.lines.map((l) => {
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
