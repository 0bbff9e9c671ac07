import { Inject, Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { FILE_STORAGE, FileStorage } from '../storage/file-storage';
import { ClientBusiness } from '../businesses/client-business.entity';
import { addDays, invoiceNumberText, paymentReference, vatIncluded, wholeSeconds } from './billing-rules';
import { BillingSequence } from './entities/billing-sequence.entity';
import { CreditNote } from './entities/credit-note.entity';
import { Invoice } from './entities/invoice.entity';
import { FIRM_DETAILS, isVatRegistered, type FirmDetails } from '../config/firm-details';
import { renderCreditNotePdf, renderInvoicePdf } from './pdf/invoice-pdf';
import { PaymentsService } from './payments.service';

export interface InvoiceDraft {
  /** The client business billed. */
  businessId: number;
  /** The person it is issued for (who subscribed); null when staff opened the subscription. */
  userId: number | null;
  subscriptionId: number;
  description: string;
  totalCents: number;
  periodStart: Date;
  periodEnd: Date;
  issuedAt: Date;
}

export const invoicePdfKey = (inv: Invoice): string => `invoices/invoice-${String(inv.number).padStart(6, '0')}.pdf`;
/** The name an invoice's PDF goes by, in a download and as a mail attachment: INV-000042.pdf. */
export const invoicePdfFileName = (inv: Pick<Invoice, 'number'>): string => `${invoiceNumberText(inv.number)}.pdf`;
export const creditNotePdfKey = (note: CreditNote): string => `invoices/credit-note-${String(note.number).padStart(6, '0')}.pdf`;

/**
 * Issues invoices and credit notes inside the caller's transaction: takes the next serial number,
 * freezes everything printed, writes the pending payment the client sees, and stores the PDF.
 * The PDF's key is derived from the number, so if the transaction rolls back the number and its
 * key are simply reused by the next issue: nothing is left half-issued.
 */
@Injectable()
export class InvoiceIssuer {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(FIRM_DETAILS) private readonly firm: FirmDetails,
    private readonly payments: PaymentsService,
  ) {}

  /** The next number of a series; the row stays locked until the caller's transaction ends. */
  async nextNumber(m: EntityManager, series: 'invoice' | 'credit-note'): Promise<number> {
    await m
      .createQueryBuilder()
      .update(BillingSequence)
      .set({ nextNumber: () => 'nextNumber + 1' })
      .where('name = :series', { series })
      .execute();
    const row = await m.getRepository(BillingSequence).findOneByOrFail({ name: series });
    return row.nextNumber - 1;
  }

  async issue(m: EntityManager, draft: InvoiceDraft): Promise<Invoice> {
    // Billed to the business: its name, address and VAT number, from its company profile.
    const business = await m.getRepository(ClientBusiness).findOneByOrFail({ id: draft.businessId });
    const number = await this.nextNumber(m, 'invoice');
    const taxInvoice = isVatRegistered(this.firm);
    const issuedAt = wholeSeconds(draft.issuedAt);
    const repo = m.getRepository(Invoice);
    const inv = await repo.save(
      repo.create({
        number,
        reference: paymentReference(number),
        businessId: draft.businessId,
        userId: draft.userId,
        subscriptionId: draft.subscriptionId,
        status: 'issued',
        issuedAt,
        dueAt: addDays(issuedAt, this.config.billing.paymentTermsDays),
        periodStart: wholeSeconds(draft.periodStart),
        periodEnd: wholeSeconds(draft.periodEnd),
        description: draft.description,
        quantity: 1,
        totalCents: draft.totalCents,
        vatCents: taxInvoice ? vatIncluded(draft.totalCents) : 0,
        taxInvoice,
        creditedCents: 0,
        clientName: business.name,
        clientAddress: clientAddress(business),
        clientVatNumber: business.vatNumber?.trim() || null,
        clientRegistrationNumber: business.companyRegistrationNumber?.trim() || null,
        pdfKey: null,
        paidAt: null,
        paidReference: null,
        paidMethod: null,
        voidedAt: null,
        proofKey: null,
        proofName: null,
        proofSize: null,
        proofUploadedAt: null,
        renewalNoticeAt: null,
      }),
    );
    // The client's payment history shows what is owed as a pending payment, settled with the invoice.
    await this.payments.recordPaymentForInvoice(m, inv, {
      status: 'pending',
      paymentMethod: null,
      stripePaymentId: null,
      gatewayPaymentId: null,
      paymentDate: issuedAt,
    });
    const pdf = await renderInvoicePdf(inv, this.firm, this.config.billing.bank);
    inv.pdfKey = invoicePdfKey(inv);
    await this.storage.put(inv.pdfKey, Readable.from(pdf), 'application/pdf');
    await repo.update({ id: inv.id }, { pdfKey: inv.pdfKey });
    return inv;
  }

  async issueCreditNote(m: EntityManager, inv: Invoice, totalCents: number, reason: string, now: Date): Promise<CreditNote> {
    const number = await this.nextNumber(m, 'credit-note');
    const repo = m.getRepository(CreditNote);
    const note = await repo.save(
      repo.create({
        number,
        invoiceId: inv.id,
        businessId: inv.businessId,
        // Staff issue credit notes: no client person acted.
        userId: null,
        reason,
        totalCents,
        vatCents: inv.taxInvoice ? vatIncluded(totalCents) : 0,
        issuedAt: wholeSeconds(now),
        pdfKey: null,
      }),
    );
    const pdf = await renderCreditNotePdf(note, inv, this.firm);
    note.pdfKey = creditNotePdfKey(note);
    await this.storage.put(note.pdfKey, Readable.from(pdf), 'application/pdf');
    await repo.update({ id: note.id }, { pdfKey: note.pdfKey });
    return note;
  }
}

function clientAddress(u: Pick<ClientBusiness, 'address' | 'city' | 'postalCode' | 'country'>): string | null {
  const parts = [u.address, u.city, u.postalCode].map((p) => p?.trim()).filter(Boolean);
  return parts.length ? [...parts, u.country].join(', ') : null;
}
