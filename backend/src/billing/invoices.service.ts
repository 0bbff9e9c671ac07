import { AuditContext } from '../common/audit/audit-context';
import { Inject, Injectable } from '@nestjs/common';
import { ConflictError, InvalidInputError, NotFoundError } from '../common/errors/domain-error';
import { InjectRepository } from '@nestjs/typeorm';
import { Readable } from 'node:stream';
import { DataSource, EntityManager, In, IsNull, Repository } from 'typeorm';
import { BillingTransactions } from './billing-transactions';
import { Clock } from '../common/clock/clock';
import { ActivityService } from '../activity/activity.service';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { FILE_STORAGE, FileStorage, StoredObject } from '../storage/file-storage';
import { newInvoiceProofKey } from '../storage/storage-keys';
import { StorageQuotaService } from '../documents/quota/storage-quota.service';
import { creditNoteNumberText, invoiceNumberText, toCents, toRand, wholeSeconds } from './billing-rules';
import { BillingMail } from './billing-mail';
import { CreditNoteResponseDto, MarkPaidDto, RefundDto } from './dto/billing-requests.dto';
import { InvoiceDetailResponseDto, InvoiceResponseDto, StaffInvoiceResponseDto } from './dto/invoice-response.dto';
import { CreditNote } from './entities/credit-note.entity';
import { Invoice } from './entities/invoice.entity';
import { InvoiceIssuer, invoicePdfFileName } from './invoice-issuer';
import { PaymentsService } from './payments.service';
import { OwnerScope } from '../common/scope/owner-scope';
import { BillingSubscriptionsService } from './subscriptions.service';
import { ClientAccessService } from '../access/client-access.service';
import { BusinessesService } from '../businesses/businesses.service';
import { DomainEvents } from '../common/events/domain-events';
import { displayName } from '../users/display-name';
import type { User } from '../users/user.entity';
import { paymentMethodLabel, type PaymentMethod } from '@table-bay/shared';

export const INVOICE_NOT_FOUND = 'Invoice not found';
export const INVOICE_NOT_OPEN = 'Only an unpaid invoice can be paid or voided';
export const REFUND_NOT_PAID = 'Only a paid invoice can be refunded';
export const REFUND_TOO_LARGE = 'The refund cannot exceed what is left unrefunded on the invoice';
export const PROOF_NOT_OPEN = 'Proof of payment can only be attached to an unpaid invoice';

export interface Settlement {
  /** How the money really came: docs/billing.md, "How a payment is recorded". */
  method: PaymentMethod;
  reference: string;
  paidAt: Date;
  gatewayPaymentId?: string;
}

/** Accepted proof-of-payment files, recognised by their first bytes rather than by what the browser claims. */
const PROOF_TYPES: Array<{ magic: number[]; type: string; ext: string }> = [
  { magic: [0x25, 0x50, 0x44, 0x46], type: 'application/pdf', ext: 'pdf' },
  { magic: [0xff, 0xd8, 0xff], type: 'image/jpeg', ext: 'jpg' },
  { magic: [0x89, 0x50, 0x4e, 0x47], type: 'image/png', ext: 'png' },
];
export const PROOF_TYPE_MESSAGE = 'Proof of payment must be a PDF, JPEG or PNG file';
export const PROOF_MISSING_MESSAGE = 'Please attach the proof of payment';

/**
 * Invoices and their transitions: issued → paid (EFT confirmed by staff, a reconciled bank line or
 * PayFast) → refunded in part or whole by credit notes; issued → void (keeps its number).
 */
@Injectable()
export class InvoicesService {
  constructor(
    @InjectRepository(Invoice) private readonly invoices: Repository<Invoice>,
    @InjectRepository(CreditNote) private readonly creditNotes: Repository<CreditNote>,
    private readonly dataSource: DataSource,
    private readonly tx: BillingTransactions,
    private readonly issuer: InvoiceIssuer,
    private readonly payments: PaymentsService,
    private readonly subscriptions: BillingSubscriptionsService,
    private readonly mail: BillingMail,
    private readonly activity: ActivityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly quota: StorageQuotaService,
    private readonly access: ClientAccessService,
    private readonly businesses: BusinessesService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  async listForBusiness(businessId: number, now = this.clock.now()): Promise<InvoiceResponseDto[]> {
    const rows = await this.invoices.find({ where: { businessId }, order: { number: 'DESC' } });
    return rows.map((i) => InvoiceResponseDto.from(i, now));
  }

  async detailOwn(businessId: number, id: number): Promise<InvoiceDetailResponseDto> {
    const inv = await this.findOwn(businessId, id);
    return {
      ...InvoiceResponseDto.from(inv, this.clock.now()),
      bank: { ...this.config.billing.bank },
      payfastAvailable: this.config.billing.payfast !== null,
    };
  }

  /** Another business's invoice is answered exactly like a missing one. */
  async findOwn(businessId: number, id: number): Promise<Invoice> {
    const inv = await this.invoices.findOne({ where: { id, businessId } });
    if (!inv) throw new NotFoundError('invoice.not_found', INVOICE_NOT_FOUND);
    return inv;
  }

  /**
   * Open invoices whose client attached a proof of payment that nobody has confirmed yet, across
   * the businesses `scope` admits, the oldest upload first, at most `limit`, with how many there
   * are in all. The invoice keeps one proof; confirming it is marking the invoice paid.
   */
  async proofsAwaitingConfirmation(scope: OwnerScope, limit: number): Promise<[Invoice[], number]> {
    const qb = this.invoices
      .createQueryBuilder('i')
      .innerJoinAndSelect('i.business', 'b')
      .where('i.status = :issued', { issued: 'issued' })
      .andWhere('i.proofKey IS NOT NULL');
    scope(qb, 'i.businessId');
    return qb.orderBy('i.proofUploadedAt', 'ASC').addOrderBy('i.id', 'ASC').take(limit).getManyAndCount();
  }

  /** The stored PDF, exactly as issued. */
  async pdf(inv: Invoice): Promise<{ file: StoredObject; fileName: string }> {
    if (!inv.pdfKey) throw new NotFoundError('invoice.not_found', INVOICE_NOT_FOUND);
    return { file: await this.storage.get(inv.pdfKey), fileName: invoicePdfFileName(inv) };
  }

  /**
   * Attaches a proof of payment, replacing the one before: an invoice keeps one file however many
   * uploads race (docs/billing.md). Its bytes are reserved in the business's storage quota before
   * they are stored; the row is swapped by a conditional update on the key it held, and the file
   * it replaced is deleted only once that update is committed. The member who uploaded it becomes
   * the invoice's person. The staff who confirm payments (the client's accountants and the firm's
   * finance people) are mailed in the transaction of the swap and notified in the staff console.
   */
  async attachProof(
    businessId: number,
    uploader: Pick<User, 'id' | 'firstName' | 'lastName' | 'username'>,
    id: number,
    file: { buffer: Buffer; originalname: string } | undefined,
    audit: AuditContext,
  ) {
    const inv = await this.findOwn(businessId, id);
    if (!file || file.buffer.length === 0) throw invalidField('invoice.proof_missing', 'file', PROOF_MISSING_MESSAGE);
    const kind = PROOF_TYPES.find((t) => t.magic.every((b, i) => file.buffer[i] === b));
    if (!kind) throw invalidField('invoice.proof_type', 'file', PROOF_TYPE_MESSAGE);
    if (inv.status !== 'issued') throw new ConflictError('invoice.proof_not_open', PROOF_NOT_OPEN);
    const name = file.originalname.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 200) || `proof.${kind.ext}`;
    const business = await this.businesses.get(businessId);
    const sentBy = whoSent(displayName(uploader), business.name);
    const reservation = await this.quota.reserveFile(businessId, file.buffer.length);
    const key = newInvoiceProofKey(inv.id, kind.ext);
    let replaced: string | null | undefined;
    try {
      await this.storage.put(key, Readable.from(file.buffer), kind.type);
      replaced = await this.swapProof(
        inv,
        { proofKey: key, proofName: name, proofSize: file.buffer.length, userId: uploader.id },
        async (m) => this.mail.proofReceived(m, inv, sentBy, await this.access.financeStaffFor(businessId, m)),
      );
      if (replaced === undefined) throw new ConflictError('invoice.proof_not_open', PROOF_NOT_OPEN);
    } catch (err) {
      await this.storage.delete(key).catch(() => undefined);
      throw err;
    } finally {
      await reservation.release();
    }
    if (replaced) await this.storage.delete(replaced);
    await this.activity.record(audit, 'invoice.proof_of_payment', {
      invoiceId: inv.id,
      invoiceNumber: invoiceNumberText(inv.number),
      businessId,
    });
    this.events.emit('invoice.proof_received', {
      businessId,
      userId: uploader.id,
      invoiceId: inv.id,
      invoiceNumber: invoiceNumberText(inv.number),
    });
    return InvoiceResponseDto.from(await this.findOwn(businessId, id), this.clock.now());
  }

  /**
   * Sets the proof on an open invoice if its key is still the one last read, reading again when
   * another upload swapped it first. Returns the key replaced (null if none), or undefined when the
   * invoice is no longer open.
   */
  private async swapProof(
    inv: Invoice,
    proof: { proofKey: string; proofName: string; proofSize: number; userId: number },
    notice: (m: EntityManager) => Promise<void>,
  ): Promise<string | null | undefined> {
    let current = inv.proofKey;
    // Each failed attempt means another upload's swap succeeded; the hourly upload limit bounds how many can.
    for (let attempt = 0; attempt < 100; attempt++) {
      const expected = current;
      const swapped = await this.tx.runForClient(inv.businessId, async (m) => {
        const r = await m
          .getRepository(Invoice)
          .update(
            { id: inv.id, status: 'issued', proofKey: expected === null ? IsNull() : expected },
            { ...proof, proofUploadedAt: wholeSeconds(this.clock.now()) },
          );
        if (!r.affected) return false;
        await notice(m);
        return true;
      });
      if (swapped) return current;
      const now = await this.invoices.findOne({ where: { id: inv.id }, select: { id: true, status: true, proofKey: true } });
      if (!now || now.status !== 'issued') return undefined;
      current = now.proofKey;
    }
    return undefined;
  }

  // ---- staff ----

  async listForClient(businessId: number): Promise<StaffInvoiceResponseDto[]> {
    const rows = await this.invoices.find({ where: { businessId }, order: { number: 'DESC' } });
    return this.toStaff(rows);
  }

  async toStaff(rows: Invoice[]): Promise<StaffInvoiceResponseDto[]> {
    const notes = rows.length
      ? await this.creditNotes.find({ where: { invoiceId: In(rows.map((r) => r.id)) }, order: { number: 'ASC' } })
      : [];
    const now = this.clock.now();
    return rows.map((r) =>
      StaffInvoiceResponseDto.fromStaff(
        r,
        notes.filter((n) => n.invoiceId === r.id).map((n) => creditNoteNumberText(n.number)),
        now,
      ),
    );
  }

  async findForStaff(id: number): Promise<Invoice> {
    const inv = await this.invoices.findOne({ where: { id } });
    if (!inv) throw new NotFoundError('invoice.not_found', INVOICE_NOT_FOUND);
    return inv;
  }

  /** Staff mark an invoice paid (an EFT seen in the bank); the audit row commits with the settlement. */
  async markPaid(inv: Invoice, dto: MarkPaidDto, audit: AuditContext): Promise<StaffInvoiceResponseDto> {
    const paidAt = new Date(dto.paidOn.length === 10 ? `${dto.paidOn}T12:00:00+02:00` : dto.paidOn);
    if (Number.isNaN(paidAt.getTime()))
      throw invalidField('invoice.paid_on_invalid', 'paidOn', 'Date paid must be a date such as 2026-11-23');
    if (paidAt.getTime() > this.clock.nowMs() + 86_400_000)
      throw invalidField('invoice.paid_on_future', 'paidOn', 'Date paid cannot be in the future');
    const done = await this.tx.runForClient(inv.businessId, async (m) => {
      if (!(await this.settle(m, inv, { method: 'eft', reference: dto.reference, paidAt }))) return false;
      await this.activity.recordIn(m, audit, 'staff.invoice.mark_paid', {
        businessId: inv.businessId,
        invoiceId: inv.id,
        invoiceNumber: invoiceNumberText(inv.number),
        reference: dto.reference,
        paidOn: dto.paidOn,
      });
      return true;
    });
    if (!done) throw new ConflictError('invoice.not_open', INVOICE_NOT_OPEN);
    return (await this.toStaff([await this.findForStaff(inv.id)]))[0];
  }

  /**
   * issued → paid, in the caller's transaction: the pending payment completes with the method the
   * money really came by, and the subscription's period starts (BillingSubscriptionsService.startPaidPeriod).
   * False when the invoice was no longer open (someone else settled or voided it first). The
   * caller opened the transaction with `tx.runForClient(inv.businessId, …)`.
   */
  async settle(m: EntityManager, inv: Invoice, s: Settlement): Promise<boolean> {
    const paidAt = wholeSeconds(s.paidAt);
    const r = await m
      .getRepository(Invoice)
      .update({ id: inv.id, status: 'issued' }, { status: 'paid', paidAt, paidReference: s.reference.slice(0, 100), paidMethod: s.method });
    if (!r.affected) return false;
    const fields = {
      paymentMethod: s.method,
      stripePaymentId: s.reference.slice(0, 255),
      gatewayPaymentId: s.gatewayPaymentId ?? null,
      paymentDate: paidAt,
    };
    const settled = await this.payments.closePendingPayment(m, inv.id, 'completed', fields);
    if (!settled) {
      // The pending row was closed (a failed card attempt, say): record the money that did arrive.
      await this.payments.recordPaymentForInvoice(m, inv, { status: 'completed', ...fields });
    }
    if (inv.businessId !== null) await this.subscriptions.startPaidPeriod(m, inv, this.clock.now());
    await this.mail.paymentReceived(m, { ...inv, status: 'paid', paidAt }, paymentMethodLabel(s.method) ?? s.method);
    return true;
  }

  /**
   * Staff void an open invoice; it keeps its number, and the audit row commits with it. Voiding the
   * first invoice of a subscription still waiting for it calls that purchase off.
   */
  async void(inv: Invoice, audit: AuditContext): Promise<StaffInvoiceResponseDto> {
    const done = await this.tx.runForClient(inv.businessId, async (m) => {
      const r = await m
        .getRepository(Invoice)
        .update({ id: inv.id, status: 'issued' }, { status: 'void', voidedAt: wholeSeconds(this.clock.now()) });
      if (!r.affected) return false;
      await this.payments.closePendingPayment(m, inv.id, 'failed');
      const purchaseEnded =
        inv.subscriptionId !== null && (await this.subscriptions.endUnpaidPurchase(m, inv.subscriptionId, this.clock.now()));
      await this.activity.recordIn(m, audit, 'staff.invoice.void', {
        businessId: inv.businessId,
        invoiceId: inv.id,
        invoiceNumber: invoiceNumberText(inv.number),
        subscriptionEnded: purchaseEnded,
      });
      return true;
    });
    if (!done) throw new ConflictError('invoice.not_open', INVOICE_NOT_OPEN);
    return (await this.toStaff([await this.findForStaff(inv.id)]))[0];
  }

  /** A refund issues a credit note; the whole amount refunded marks the payment refunded. The audit row commits with it. */
  async refund(inv: Invoice, dto: RefundDto, audit: AuditContext): Promise<CreditNoteResponseDto> {
    const cents = toCents(dto.amount);
    const note = await this.tx.runForClient(inv.businessId, async (m) => {
      // The conditional update reserves the amount, so two refunds racing cannot exceed the total.
      const r = await m
        .createQueryBuilder()
        .update(Invoice)
        .set({ creditedCents: () => 'creditedCents + :cents' })
        .where('id = :id AND status = :paid AND creditedCents + :cents <= totalCents', { id: inv.id, paid: 'paid', cents })
        .execute();
      if (!r.affected) {
        const fresh = await m.getRepository(Invoice).findOneByOrFail({ id: inv.id });
        throw new ConflictError(
          fresh.status === 'paid' ? 'invoice.refund_too_large' : 'invoice.refund_not_paid',
          fresh.status === 'paid' ? REFUND_TOO_LARGE : REFUND_NOT_PAID,
        );
      }
      const fresh = await m.getRepository(Invoice).findOneByOrFail({ id: inv.id });
      if (fresh.creditedCents === fresh.totalCents) {
        await this.payments.markInvoiceRefunded(m, inv.id);
      }
      const issued = await this.issuer.issueCreditNote(m, fresh, cents, dto.reason, this.clock.now());
      await this.activity.recordIn(m, audit, 'staff.invoice.refund', {
        businessId: inv.businessId,
        invoiceId: inv.id,
        invoiceNumber: invoiceNumberText(inv.number),
        creditNote: creditNoteNumberText(issued.number),
        amount: toRand(issued.totalCents),
        reason: dto.reason,
      });
      return issued;
    });
    return {
      id: note.id,
      number: creditNoteNumberText(note.number),
      invoiceNumber: invoiceNumberText(inv.number),
      invoiceId: inv.id,
      reason: note.reason,
      total: toRand(note.totalCents),
      vat: toRand(note.vatCents),
      issuedAt: note.issuedAt,
    };
  }

  async creditNotePdf(inv: Invoice, noteId: number): Promise<{ file: StoredObject; fileName: string }> {
    const note = await this.creditNotes.findOne({ where: { id: noteId, invoiceId: inv.id } });
    if (!note?.pdfKey) throw new NotFoundError('credit_note.not_found', 'Credit note not found');
    return { file: await this.storage.get(note.pdfKey), fileName: `${creditNoteNumberText(note.number)}.pdf` };
  }

  async proof(inv: Invoice): Promise<{ file: StoredObject; fileName: string }> {
    if (!inv.proofKey) throw new NotFoundError('invoice.no_proof', 'No proof of payment attached');
    return { file: await this.storage.get(inv.proofKey), fileName: inv.proofName ?? 'proof-of-payment' };
  }
}

/** "Thandi Nkosi (Nkosi Catering)"; just the person when the business bears their name. */
function whoSent(person: string, business: string): string {
  return business.trim().toLowerCase() === person.trim().toLowerCase() ? person : `${person} (${business})`;
}

/** A form error on one field (the API's `errors` map names it). */
export function invalidField(code: string, field: string, message: string): InvalidInputError {
  return new InvalidInputError(code, message, { [field]: message });
}
