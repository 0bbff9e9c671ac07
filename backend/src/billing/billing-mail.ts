import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MailService } from '../mail/mail.service';
import { Subscription } from './entities/subscription.entity';
import { User } from '../users/user.entity';
import { invoiceNumberText, toRand } from './billing-rules';
import type { Invoice } from './entities/invoice.entity';
import {
  invoiceIssuedMail,
  InvoiceMailData,
  paymentFailedMail,
  paymentReceivedMail,
  renewalSoonMail,
  subscriptionExpiredMail,
} from './mail/billing-mails';

/**
 * The billing mails, queued through the outbox in the caller's transaction, so that a mail goes
 * out exactly when the change it reports is committed. An invoice whose client account is gone
 * mails nobody.
 */
@Injectable()
export class BillingMail {
  constructor(private readonly mail: MailService) {}

  async invoiceIssued(m: EntityManager, inv: Invoice): Promise<void> {
    const to = await this.recipient(m, inv.userId);
    if (to) await this.mail.queue(m, invoiceIssuedMail, to.email, this.data(inv, to), { userId: to.id });
  }

  async paymentReceived(m: EntityManager, inv: Invoice, method: string): Promise<void> {
    const to = await this.recipient(m, inv.userId);
    if (to) await this.mail.queue(m, paymentReceivedMail, to.email, { ...this.data(inv, to), method }, { userId: to.id });
  }

  async paymentFailed(m: EntityManager, inv: Invoice): Promise<void> {
    const to = await this.recipient(m, inv.userId);
    if (to) await this.mail.queue(m, paymentFailedMail, to.email, this.data(inv, to), { userId: to.id });
  }

  async renewalSoon(m: EntityManager, inv: Invoice, packageTitle: string): Promise<void> {
    const to = await this.recipient(m, inv.userId);
    if (to) {
      await this.mail.queue(
        m,
        renewalSoonMail,
        to.email,
        { ...this.data(inv, to), packageTitle, renewsOn: inv.periodStart },
        { userId: to.id },
      );
    }
  }

  async subscriptionExpired(m: EntityManager, userId: number, subscriptionId: number): Promise<void> {
    const to = await this.recipient(m, userId);
    const sub = await m.getRepository(Subscription).findOne({ where: { id: subscriptionId }, relations: { service: true } });
    if (to && sub?.service) {
      await this.mail.queue(
        m,
        subscriptionExpiredMail,
        to.email,
        { firstName: to.firstName, packageTitle: sub.service.title },
        { userId: to.id },
      );
    }
  }

  private recipient(m: EntityManager, userId: number | null): Promise<User | null> {
    return userId === null ? Promise.resolve(null) : m.getRepository(User).findOne({ where: { id: userId } });
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
