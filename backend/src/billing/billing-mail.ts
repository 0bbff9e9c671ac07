import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BusinessPeople } from '../access/business-people';
import { MailService, type QueuedMail } from '../mail/mail.service';
import { Subscription } from './entities/subscription.entity';
import type { User } from '../users/user.entity';
import { invoiceNumberText, toRand } from './billing-rules';
import type { Invoice } from './entities/invoice.entity';
import { invoicePdfFileName } from './invoice-issuer';
import {
  invoiceIssuedMail,
  InvoiceMailData,
  paymentFailedMail,
  paymentReceivedMail,
  renewalSoonMail,
  subscriptionExpiredMail,
} from './mail/billing-mails';
import type { MailTemplate } from '../mail/mail-template';
import type { OutboxAttachment } from '../mail/outbox-message.entity';
import { proofReceivedMail } from './mail/proof-of-payment.mails';
import { greetingName } from '../users/display-name';

/**
 * The billing mails, queued through the outbox in the caller's transaction, so that a mail goes
 * out exactly when the change it reports is committed. Each goes to the members of the invoice's
 * business whose role holds billing (owners and finance, docs/client-businesses.md "Mail"), each
 * addressed by their own name. An invoice whose business is gone mails nobody. No billing mail is
 * optional, so no notification setting turns them off (backend/src/notifications).
 */
@Injectable()
export class BillingMail {
  constructor(
    private readonly mail: MailService,
    private readonly people: BusinessPeople,
  ) {}

  /** The invoice's mail, with its PDF attached (the stored file, read when the mail is sent). */
  async invoiceIssued(m: EntityManager, inv: Invoice): Promise<void> {
    await this.toBilling(m, inv.businessId, invoiceIssuedMail, (to) => this.data(inv, to), invoicePdfAttachment(inv));
  }

  async paymentReceived(m: EntityManager, inv: Invoice, method: string): Promise<void> {
    await this.toBilling(m, inv.businessId, paymentReceivedMail, (to) => ({ ...this.data(inv, to), method }));
  }

  async paymentFailed(m: EntityManager, inv: Invoice): Promise<void> {
    await this.toBilling(m, inv.businessId, paymentFailedMail, (to) => this.data(inv, to));
  }

  async renewalSoon(m: EntityManager, inv: Invoice, packageTitle: string): Promise<void> {
    // The renewal notice is the renewal invoice's mail, so it carries that invoice's PDF too.
    await this.toBilling(
      m,
      inv.businessId,
      renewalSoonMail,
      (to) => ({ ...this.data(inv, to), packageTitle, renewsOn: inv.periodStart }),
      invoicePdfAttachment(inv),
    );
  }

  async subscriptionExpired(m: EntityManager, businessId: number, subscriptionId: number): Promise<void> {
    const sub = await m.getRepository(Subscription).findOne({ where: { id: subscriptionId }, relations: { service: true } });
    const service = sub?.service;
    if (!service) return;
    await this.toBilling(m, businessId, subscriptionExpiredMail, (to) => ({ firstName: to.firstName, packageTitle: service.title }));
  }

  /** A client's proof of payment: one message to each staff member who confirms it (ClientAccessService.financeStaffFor). */
  async proofReceived(m: EntityManager, inv: Invoice, sentBy: string, staff: readonly User[]): Promise<void> {
    if (inv.businessId === null) return;
    const clientId = inv.businessId;
    await this.mail.queueAll(
      m,
      staff.map((to) => ({
        template: proofReceivedMail as MailTemplate<unknown>,
        to: to.email,
        data: {
          staffName: greetingName(to),
          sentBy,
          clientId,
          number: invoiceNumberText(inv.number),
          reference: inv.reference,
          total: toRand(inv.totalCents),
          dueAt: inv.dueAt,
        },
        opts: { userId: to.id },
      })),
    );
  }

  /** One message per member who holds billing, in one INSERT. */
  private async toBilling<T>(
    m: EntityManager,
    businessId: number | null,
    template: MailTemplate<T>,
    data: (to: User) => T,
    attachments: OutboxAttachment[] = [],
  ): Promise<void> {
    if (businessId === null) return;
    const recipients = await this.people.whoMay(businessId, 'billing', 'read', m);
    const messages: Array<QueuedMail<unknown>> = recipients.map((to) => ({
      template: template as MailTemplate<unknown>,
      to: to.email,
      data: data(to),
      opts: { userId: to.id, attachments },
    }));
    await this.mail.queueAll(m, messages);
  }

  private data(inv: Invoice, to: User): InvoiceMailData {
    return {
      firstName: to.firstName,
      number: invoiceNumberText(inv.number),
      reference: inv.reference,
      description: inv.description,
      total: toRand(inv.totalCents),
      dueAt: inv.dueAt,
      invoiceId: inv.id,
    };
  }
}

/** The invoice's stored PDF under the name the download route gives it (INV-000042.pdf). */
function invoicePdfAttachment(inv: Invoice): OutboxAttachment[] {
  return inv.pdfKey ? [{ filename: invoicePdfFileName(inv), contentType: 'application/pdf', storageKey: inv.pdfKey }] : [];
}
