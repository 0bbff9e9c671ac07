import { payfastPaymentMethod } from '@table-bay/shared';
import { systemAudit } from '../../common/audit/audit-context';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { NotFoundError } from '../../common/errors/domain-error';
import { InjectRepository } from '@nestjs/typeorm';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { DataSource, Repository } from 'typeorm';
import { BillingTransactions } from '../billing-transactions';
import { Clock } from '../../common/clock/clock';
import { ActivityService } from '../../activity/activity.service';
import { AppConfig, PayfastConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { PaymentsService } from '../payments.service';
import { User } from '../../users/user.entity';
import { invoiceNumberText, toCents, toRand, wholeSeconds } from '../billing-rules';
import { BillingMail } from '../billing-mail';
import { isUniqueViolation } from '../../database/db-errors';
import { PayfastFormResponseDto } from '../dto/billing-requests.dto';
import { Invoice } from '../entities/invoice.entity';
import { InvoicesService } from '../invoices.service';
import { payfastParamString, payfastSignature } from './payfast-signature';

export const PAYFAST_NOT_CONFIGURED = 'Card payment is not available';
export const INVOICE_NOT_PAYABLE = 'This invoice is not open for payment';

/**
 * What became of one notification. Only the verified ones that change something (`completed`,
 * `failed`) are written to the activity log; the rest are logged by the process (docs/billing.md).
 */
export type NotifyOutcome =
  | 'completed'
  | 'failed'
  | 'replayed'
  | 'bad-signature'
  | 'bad-host'
  | 'wrong-merchant'
  | 'unknown-invoice'
  | 'wrong-amount'
  | 'not-validated'
  | 'not-open'
  | 'ignored';

/**
 * PayFast (card and instant EFT): the signed checkout form, and the notification (ITN) handler
 * with PayFast's four security checks (signature, source host, amount, server confirmation), made
 * idempotent by the unique pf_payment_id on payments.
 */
@Injectable()
export class PayfastService {
  private readonly logger = new Logger(PayfastService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(Invoice) private readonly invoices: Repository<Invoice>,
    private readonly dataSource: DataSource,
    private readonly tx: BillingTransactions,
    private readonly invoicesService: InvoicesService,
    private readonly payments: PaymentsService,
    private readonly mail: BillingMail,
    private readonly activity: ActivityService,
    private readonly clock: Clock,
  ) {}

  private get pf(): PayfastConfig {
    if (!this.config.billing.payfast) throw new NotFoundError('payfast.not_configured', PAYFAST_NOT_CONFIGURED);
    return this.config.billing.payfast;
  }

  form(inv: Invoice, user: User): PayfastFormResponseDto {
    const pf = this.pf;
    if (inv.status !== 'issued') throw new NotFoundError('invoice.not_payable', INVOICE_NOT_PAYABLE);
    const base = this.config.publicUrl;
    // PayFast's documented field order; blank fields are left out of the form and the signature.
    const fields: Array<[string, string]> = (
      [
        ['merchant_id', pf.merchantId],
        ['merchant_key', pf.merchantKey],
        ['return_url', `${base}/checkout/${inv.id}?payfast=return`],
        ['cancel_url', `${base}/checkout/${inv.id}?payfast=cancel`],
        ['notify_url', `${base}/api/billing/payfast/notify`],
        ['name_first', user.firstName ?? ''],
        ['name_last', user.lastName ?? ''],
        ['email_address', user.email],
        ['m_payment_id', inv.reference],
        ['amount', toRand(inv.totalCents).toFixed(2)],
        ['item_name', `${invoiceNumberText(inv.number)}: ${inv.description}`.slice(0, 100)],
      ] as Array<[string, string]>
    ).filter(([, v]) => v.trim() !== '');
    const signature = payfastSignature(fields, pf.passphrase);
    return { action: pf.processUrl, fields: [...fields, ['signature', signature]].map(([name, value]) => ({ name, value })) };
  }

  /** Handles one notification; never throws, so PayFast always gets its 200. */
  async notify(body: Record<string, unknown>, remoteIp: string): Promise<NotifyOutcome> {
    let outcome: NotifyOutcome;
    let invoiceId: number | null = null;
    try {
      ({ outcome, invoiceId } = await this.process(body, remoteIp));
    } catch (err) {
      this.logger.error('PayFast notification could not be processed', err instanceof Error ? err.stack : String(err));
      outcome = 'ignored';
    }
    const str = (k: string) => (typeof body[k] === 'string' ? (body[k] as string).slice(0, 100) : null);
    const details = {
      invoiceId,
      m_payment_id: str('m_payment_id'),
      pf_payment_id: str('pf_payment_id'),
      payment_status: str('payment_status'),
      amount_gross: str('amount_gross'),
      ip: remoteIp,
    };
    // The route is open to anyone: a row per post would let anybody fill the activity log. Only a
    // verified notification that changed an invoice or payment is recorded (docs/billing.md).
    if (outcome === 'completed' || outcome === 'failed') {
      try {
        await this.activity.record(systemAudit(null), `billing.payfast.${outcome}`, details);
      } catch (err) {
        this.logger.error('PayFast notification could not be logged', err instanceof Error ? err.stack : String(err));
      }
    } else if (outcome !== 'replayed') {
      this.logger.warn(`PayFast notification refused: ${outcome} ${JSON.stringify(details)}`);
    }
    return outcome;
  }

  private async process(body: Record<string, unknown>, remoteIp: string): Promise<{ outcome: NotifyOutcome; invoiceId: number | null }> {
    const pf = this.config.billing.payfast;
    if (!pf) return { outcome: 'ignored', invoiceId: null };
    // The posted order is the signed order; anything not a plain string is not from PayFast.
    const pairs: Array<[string, string]> = [];
    let signature = '';
    for (const [k, v] of Object.entries(body)) {
      if (typeof v !== 'string') return { outcome: 'bad-signature', invoiceId: null };
      if (k === 'signature') signature = v;
      else pairs.push([k, v]);
    }
    if (!signature || payfastSignature(pairs, pf.passphrase) !== signature.toLowerCase())
      return { outcome: 'bad-signature', invoiceId: null };
    if (!pf.sandbox && !(await this.fromValidHost(remoteIp, pf.validHosts))) return { outcome: 'bad-host', invoiceId: null };

    const get = (k: string) => pairs.find(([n]) => n === k)?.[1] ?? '';
    // A notification for another PayFast account (its own passphrase, or none) is not about our money.
    if (get('merchant_id') !== pf.merchantId) return { outcome: 'wrong-merchant', invoiceId: null };
    const inv = await this.invoices.findOne({ where: { reference: get('m_payment_id') } });
    if (!inv) return { outcome: 'unknown-invoice', invoiceId: null };
    let gross: number;
    try {
      gross = toCents(get('amount_gross'));
    } catch {
      return { outcome: 'wrong-amount', invoiceId: inv.id };
    }
    if (gross !== inv.totalCents) return { outcome: 'wrong-amount', invoiceId: inv.id };
    const pfPaymentId = get('pf_payment_id');
    if (!pfPaymentId) return { outcome: 'bad-signature', invoiceId: inv.id };
    if (await this.payments.gatewayPaymentSeen(pfPaymentId)) {
      return { outcome: 'replayed', invoiceId: inv.id };
    }
    const status = get('payment_status');
    // A failure reported for an invoice already paid or void would go backwards: ignored.
    if ((status === 'FAILED' || status === 'CANCELLED') && inv.status !== 'issued') return { outcome: 'not-open', invoiceId: inv.id };
    if (!(await this.confirmWithPayfast(pf, pairs))) return { outcome: 'not-validated', invoiceId: inv.id };

    try {
      if (status === 'COMPLETE') {
        const done = await this.tx.runForClient(inv.businessId, (m) =>
          this.invoicesService.settle(m, inv, {
            // Card or instant EFT, as PayFast's payment_method says when it sends one.
            method: payfastPaymentMethod(get('payment_method')),
            reference: pfPaymentId,
            paidAt: this.clock.now(),
            gatewayPaymentId: pfPaymentId,
          }),
        );
        return { outcome: done ? 'completed' : 'not-open', invoiceId: inv.id };
      }
      if (status === 'FAILED' || status === 'CANCELLED') {
        const recorded = await this.tx.runForClient(inv.businessId, async (m) => {
          // Still open? The no-op conditional update also holds the invoice's row (MariaDB) until this
          // commits, so a payment settled meanwhile is not followed by a "did not go through" mail.
          const open = await m.getRepository(Invoice).update({ id: inv.id, status: 'issued' }, { status: 'issued' });
          if (!open.affected) return false;
          // A failed attempt is recorded as its own payment; the invoice stays open for another try.
          await this.payments.recordPaymentForInvoice(m, inv, {
            status: 'failed',
            paymentMethod: 'PayFast',
            stripePaymentId: pfPaymentId.slice(0, 255),
            gatewayPaymentId: pfPaymentId,
            paymentDate: wholeSeconds(this.clock.now()),
            description: `${inv.description} (${status === 'FAILED' ? 'card payment failed' : 'card payment cancelled'})`,
          });
          await this.mail.paymentFailed(m, inv);
          return true;
        });
        return { outcome: recorded ? 'failed' : 'not-open', invoiceId: inv.id };
      }
      return { outcome: 'ignored', invoiceId: inv.id };
    } catch (err) {
      // Two copies of one notification racing: the unique pf_payment_id let only one through.
      if (isUniqueViolation(err)) return { outcome: 'replayed', invoiceId: inv.id };
      throw err;
    }
  }

  private async fromValidHost(ip: string, hosts: string[]): Promise<boolean> {
    const bare = ip.replace(/^::ffff:/, '');
    for (const host of hosts) {
      if (isIP(host)) {
        if (host === bare || host === ip) return true;
        continue;
      }
      try {
        const addrs = await lookup(host, { all: true });
        if (addrs.some((a) => a.address === bare || a.address === ip)) return true;
      } catch {
        // An unresolvable host vouches for nobody.
      }
    }
    return false;
  }

  /** PayFast's server-to-server confirmation: post the data back, expect "VALID". */
  private async confirmWithPayfast(pf: PayfastConfig, pairs: Array<[string, string]>): Promise<boolean> {
    try {
      const res = await fetch(pf.validateUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: payfastParamString(pairs),
        signal: AbortSignal.timeout(10_000),
      });
      return res.ok && (await res.text()).trim() === 'VALID';
    } catch (err) {
      this.logger.warn(`PayFast validate call failed: ${err instanceof Error ? err.message : String(err)}`);
      return false;
    }
  }
}
