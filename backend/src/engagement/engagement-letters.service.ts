import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  engagementLetterSections,
  isAddOnPackage,
  SIGNABLE_LETTER_STATUSES,
  SIGNATURE_PNG_MAX_BYTES,
  toCents,
  type CataloguePackage,
  type EngagementLetterStatus,
} from '@table-bay/shared';
import { DataSource, EntityManager, In, IsNull, LessThanOrEqual, Repository } from 'typeorm';
import { BusinessPeople } from '../access/business-people';
import { ClientAccessService } from '../access/client-access.service';
import { ActivityService } from '../activity/activity.service';
import { monthlyCentsOf } from '../billing/billing-rules';
import { InvoiceResponseDto } from '../billing/dto/invoice-response.dto';
import type { Invoice } from '../billing/entities/invoice.entity';
import { SubscriptionResponseDto } from '../billing/dto/subscription-response.dto';
import { BillingSubscriptionsService, CLIENT_ALREADY_SUBSCRIBED, PACKAGE_NOT_FOUND } from '../billing/subscriptions.service';
import { PackageChangesService } from '../billing/package-changes.service';
import { BusinessesService } from '../businesses/businesses.service';
import { ClientBusiness } from '../businesses/client-business.entity';
import { CatalogueService } from '../catalogue/catalogue.service';
import { ServicePackage } from '../catalogue/service-package.entity';
import type { AuditContext } from '../common/audit/audit-context';
import { Clock } from '../common/clock/clock';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../common/errors/domain-error';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { writeClientLists } from '../client-lists/lists-version';
import { runWriteTransaction } from '../database/write-transaction';
import { MailService } from '../mail/mail.service';
import { formatDate, formatRand } from '../mail/render';
import type { MailTemplate } from '../mail/mail-template';
import { FILE_STORAGE, FileStorage, type StoredObject } from '../storage/file-storage';
import { greetingName } from '../users/display-name';
import { User } from '../users/user.entity';
import { CreateProposalDto, CreateSubscriptionDto, SignLetterDto, WithdrawLetterDto } from './dto/engagement-requests.dto';
import {
  EngagementLetterDto,
  EngagementLetterSummaryDto,
  PurchaseResponseDto,
  SignResponseDto,
  StaffEngagementLetterDto,
  VerifyResponseDto,
} from './dto/engagement-responses.dto';
import { EngagementLetter, type EngagementLetterKind } from './engagement-letter.entity';
import { letterCompletedMail, letterWithdrawnMail, proposalSentMail, type LetterMailData } from './mail/engagement.mails';
import { isPrintablePng, renderPresentedLetter, renderSignedLetter, type LetterPrint } from './pdf/letter-pdf';

export const LETTER_NOT_FOUND = 'Engagement letter not found';
export const ALREADY_SIGNED = 'This engagement letter has already been signed';
export const NOT_SIGNABLE = 'This engagement letter was withdrawn or replaced by a newer one and can no longer be signed';
export const NOT_COUNTERSIGNABLE = 'Only a letter the client has signed, and the firm has not, can be countersigned';
export const NOT_WITHDRAWABLE = 'Only a letter the client has not signed yet can be withdrawn';
export const EMAIL_UNVERIFIED = 'Please confirm your email address before signing: the audit certificate names it';
export const SIGNATURE_NOT_PNG = 'The drawn signature must be a PNG image';
/** A proposal can change a held main package only once it is active (docs/engagement-letters.md, "Changing a held package"). */
export const proposalForInactivePackage = (held: string): string =>
  `This business's ${held} package is not active: a change can be proposed once it is active (or, once it has ended, a new package).`;
export const proposalUnchanged = (held: string): string => `This business already has the ${held} package at that price`;
export const PURCHASE_ENDED = 'The purchase this letter belongs to has ended; choose the package again';
export const CHANGE_ENDED = 'The subscription this letter changes is no longer active; ask the firm for a new letter';
export const PROPOSAL_RACED = "The client's packages changed meanwhile: reload the page and send the proposal again";

/** What signing did: the letter, the subscription it opened or changes, and the invoice it issued (none for a change). */
interface SignOutcome {
  letter: EngagementLetter;
  subscriptionId: number;
  invoice: Invoice | null;
}

/** Where the letters' files live in the file storage (docs/storage.md): the prefix the orphan sweep asks about. */
export const ENGAGEMENT_LETTERS_PREFIX = 'engagement-letters/';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const USER_AGENT_MAX = 255;
const IP_MAX = 64;

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
const wholeSeconds = (d: Date): Date => new Date(Math.floor(d.getTime() / 1000) * 1000);
const clip = (value: string | null, max: number): string | null => (value === null ? null : value.slice(0, max));

/** A fresh key under the letter's folder; each attempt writes its own, so a failed one can only remove its own file. */
const newKey = (reference: string, name: string, ext: string) => `${ENGAGEMENT_LETTERS_PREFIX}${reference}/${name}-${randomUUID()}.${ext}`;

/**
 * Engagement letters (docs/engagement-letters.md): a letter is sent when a client buys a package or
 * staff propose one; an owner reads and signs it, which issues the first invoice through billing in
 * the same transaction; the firm countersigns (a manager or admin, or automatically) and the final
 * PDF with its audit certificate is stored once. Every state change is a conditional update on the
 * state before it, so two racing requests cannot both sign or countersign.
 */
@Injectable()
export class EngagementLettersService {
  private readonly logger = new Logger(EngagementLettersService.name);

  constructor(
    @InjectRepository(EngagementLetter) private readonly letters: Repository<EngagementLetter>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly catalogue: CatalogueService,
    private readonly businesses: BusinessesService,
    private readonly people: BusinessPeople,
    private readonly subscriptions: BillingSubscriptionsService,
    private readonly changes: PackageChangesService,
    private readonly access: ClientAccessService,
    private readonly activity: ActivityService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  // ---- Sending --------------------------------------------------------------------------------

  /**
   * A member buys a package (POST /api/subscriptions): the subscription waits for the signature of
   * the letter sent with it, and no invoice exists yet. An earlier purchase of the business still
   * waiting for its signature is replaced by this one, so a client who changes their mind is never
   * stuck with a letter they will not sign.
   */
  async purchase(businessId: number, user: User, dto: CreateSubscriptionDto, audit: AuditContext): Promise<PurchaseResponseDto> {
    const service = await this.packageOrFail(dto.serviceId);
    const held = (await this.subscriptions.listForBusiness(businessId)).find((s) => s.serviceId === service.id && s.status !== 'expired');
    if (held?.status === 'awaiting_signature') {
      // Chosen again while its letter waits: the same letter, not a second one.
      const waiting = await this.letters.findOne({
        where: { businessId, subscriptionId: held.id, status: In([...SIGNABLE_LETTER_STATUSES]) },
      });
      if (waiting) return { subscription: held, engagementLetter: EngagementLetterDto.fromLetter(waiting) };
    }
    if (held) throw new ConflictError('subscription.already_subscribed', CLIENT_ALREADY_SUBSCRIBED);
    // Another package's purchase still waiting for its signature ends first, so its subscription
    // no longer holds the business's one main package.
    await runWriteTransaction(this.dataSource, (m) => this.supersedeReplacedBy(m, businessId, service));
    const prepared = await this.prepare(businessId, service, toCents(service.price), null);
    const { subscriptionId, invoice: letter } = await this.afterStoring([prepared.presentedKey], () =>
      this.subscriptions.createPending(
        businessId,
        user.id,
        service,
        CLIENT_ALREADY_SUBSCRIBED,
        async (m, sub) => {
          // Again in the transaction that opens the subscription (it holds the business row, see
          // createPending): a proposal sent since the first pass would otherwise stay waiting.
          await this.supersedeReplacedBy(m, businessId, service);
          return this.insertLetter(m, prepared, { businessId, kind: 'purchase', subscriptionId: sub.id, sentByUserId: user.id });
        },
        { status: 'awaiting_signature' },
      ),
    );
    await this.activity.record(audit, 'engagement.letter.sent', {
      letterId: letter.id,
      reference: letter.reference,
      kind: 'purchase',
      package: service.title,
      subscriptionId,
      businessId,
    });
    return {
      subscription: SubscriptionResponseDto.from(await this.subscriptions.load(businessId, subscriptionId)),
      engagementLetter: EngagementLetterDto.fromLetter(letter),
    };
  }

  /**
   * What a purchase of `service` replaces among the business's letters still waiting for a
   * signature: another purchase (the client chose this one instead), and, when `service` is a main
   * package, a proposal of a main package (once the business holds one, that proposal could not be
   * signed, see propose). Each is superseded and its waiting subscription ends.
   */
  private async supersedeReplacedBy(m: EntityManager, businessId: number, service: ServicePackage): Promise<void> {
    const waiting = await m.getRepository(EngagementLetter).find({
      where: { businessId, status: In([...SIGNABLE_LETTER_STATUSES]) },
      relations: { service: true },
    });
    const buyingMain = !isAddOnPackage(service.packageType);
    for (const old of waiting) {
      const replaced = old.kind === 'purchase' || (buyingMain && old.service != null && !isAddOnPackage(old.service.packageType));
      if (!replaced) continue;
      await this.close(m, old.id, 'superseded');
      if (old.subscriptionId) await this.subscriptions.endAwaitingSignatureIn(m, old.subscriptionId);
    }
  }

  /**
   * Staff propose a package, at its price or their own, with their own scope and a covering note:
   * the letter goes to the business's owners (mail through the outbox). A business holds one main
   * package at a time, so a main package proposed to a business that holds one is a change of it
   * (kind `change`, docs/engagement-letters.md "Changing a held package"); otherwise signing opens
   * a subscription (kind `proposal`). An earlier unsigned letter of the same purpose is superseded:
   * a proposal of the same package, or any change still waiting.
   */
  async propose(staff: User, clientId: number, dto: CreateProposalDto, audit: AuditContext): Promise<StaffEngagementLetterDto> {
    await this.access.clientFor(staff, clientId);
    const service = await this.packageOrFail(dto.serviceId);
    const priceCents = dto.monthlyPrice === undefined || dto.monthlyPrice === null ? toCents(service.price) : toCents(dto.monthlyPrice);
    const main = !isAddOnPackage(service.packageType);
    /** What the letter will be: a proposal, or a change of the main package held (which must be active and differ). */
    type Purpose = { kind: 'proposal'; subscriptionId: null; held: null } | { kind: 'change'; subscriptionId: number; held: string };
    const purposeOf = async (m?: EntityManager): Promise<Purpose> => {
      const held = main ? await this.subscriptions.heldMainPackage(clientId, m) : null;
      if (!held) return { kind: 'proposal', subscriptionId: null, held: null };
      const title = held.service?.title ?? 'another';
      if (held.status !== 'active') throw new ConflictError('engagement.main_package_not_active', proposalForInactivePackage(title));
      if (held.serviceId === service.id && monthlyCentsOf(held) === priceCents && held.scheduledServiceId === null)
        throw new ConflictError('engagement.change_unchanged', proposalUnchanged(title));
      return { kind: 'change', subscriptionId: held.id, held: title };
    };
    const intended = await purposeOf();
    const prepared = await this.prepare(clientId, service, priceCents, dto.scope ?? null, intended.held);
    const letter = await this.afterStoring([prepared.presentedKey], () =>
      runWriteTransaction(this.dataSource, async (m) => {
        // Decided again behind the business row's lock: a package bought meanwhile either committed
        // before it (and is seen here, making this a change) or supersedes this proposal in its own transaction.
        await this.businesses.lockIn(m, clientId);
        const purpose = await purposeOf(m);
        // The letter's wording was filled for what was held before: if that changed meanwhile, it no longer fits.
        if (purpose.kind !== intended.kind || purpose.subscriptionId !== intended.subscriptionId)
          throw new ConflictError('engagement.changed_meanwhile', PROPOSAL_RACED);
        const earlier = await m.getRepository(EngagementLetter).find({
          where:
            purpose.kind === 'change'
              ? { businessId: clientId, kind: 'change', status: In([...SIGNABLE_LETTER_STATUSES]) }
              : { businessId: clientId, kind: 'proposal', serviceId: service.id, status: In([...SIGNABLE_LETTER_STATUSES]) },
        });
        for (const old of earlier) await this.close(m, old.id, 'superseded');
        const saved = await this.insertLetter(m, prepared, {
          businessId: clientId,
          kind: purpose.kind,
          subscriptionId: purpose.subscriptionId,
          sentByUserId: staff.id,
          note: dto.note ?? null,
        });
        await this.mailSigners(m, saved, proposalSentMail);
        return saved;
      }),
    );
    await this.activity.record(audit, 'engagement.proposal.sent', {
      letterId: letter.id,
      reference: letter.reference,
      kind: letter.kind,
      package: service.title,
      monthlyPriceCents: priceCents,
      businessId: clientId,
    });
    letter.business = await this.businesses.get(clientId);
    return StaffEngagementLetterDto.fromStaff(letter);
  }

  // ---- The client's side ----------------------------------------------------------------------

  async listForBusiness(businessId: number): Promise<EngagementLetterSummaryDto[]> {
    const rows = await this.letters.find({ where: { businessId }, order: { sentAt: 'DESC', id: 'DESC' } });
    return rows.map((l) => EngagementLetterSummaryDto.from(l));
  }

  /** Reading a letter records its first view (time, IP and browser), which the audit certificate prints. */
  async open(businessId: number, id: number, audit: AuditContext): Promise<EngagementLetterDto> {
    const letter = await this.own(businessId, id);
    if (!letter.firstViewedAt) {
      const at = wholeSeconds(this.clock.now());
      const viewed = {
        firstViewedAt: at,
        firstViewedIp: clip(audit.ip, IP_MAX),
        firstViewedUserAgent: clip(audit.userAgent, USER_AGENT_MAX),
      };
      await runWriteTransaction(this.dataSource, async (m) => {
        await m.getRepository(EngagementLetter).update({ id, firstViewedAt: IsNull() }, viewed);
        await m.getRepository(EngagementLetter).update({ id, status: 'sent' }, { status: 'viewed' });
      });
      return EngagementLetterDto.fromLetter(await this.own(businessId, id));
    }
    return EngagementLetterDto.fromLetter(letter);
  }

  /** The final signed PDF once both sides have signed; until then the letter as presented. */
  async pdf(businessId: number, id: number): Promise<{ file: StoredObject; filename: string }> {
    return this.fileOf(await this.own(businessId, id));
  }

  /**
   * An owner signs: typed full name, consent, optionally a drawn signature. In one transaction the
   * letter becomes signed and billing issues the first invoice (the purchase's subscription leaves
   * "awaiting signature"; a proposal's subscription is created). With automatic countersigning the
   * final PDF is made and stored in the same step.
   */
  async sign(businessId: number, user: User, id: number, dto: SignLetterDto, audit: AuditContext): Promise<SignResponseDto> {
    const letter = await this.own(businessId, id);
    this.assertSignable(letter);
    if (!user.emailVerifiedAt) throw new ForbiddenError('engagement.email_unverified', EMAIL_UNVERIFIED);
    const signaturePng = dto.signature ? decodeSignature(dto.signature) : null;
    if (signaturePng && !(await isPrintablePng(signaturePng)))
      throw new InvalidInputError('engagement.signature_not_png', SIGNATURE_NOT_PNG);
    const signedAt = wholeSeconds(this.clock.now());
    const signer = {
      signedAt,
      signerUserId: user.id,
      signerName: dto.fullName,
      signerEmail: user.email,
      signerIp: clip(audit.ip, IP_MAX),
      signerUserAgent: clip(audit.userAgent, USER_AGENT_MAX),
    };
    const signatureKey = signaturePng ? newKey(letter.reference, 'signature', 'png') : null;
    const auto = this.config.engagement.autoCountersign;
    const countersign = auto
      ? {
          countersignedAt: signedAt,
          countersignerUserId: null,
          countersignerName: this.config.firm.legalName,
          countersignerIp: null,
          countersignerUserAgent: null,
          countersignedAutomatically: true,
        }
      : null;
    let final: { key: string; sha: string } | null = null;
    if (signatureKey && signaturePng) await this.storage.put(signatureKey, Readable.from(signaturePng), 'image/png');
    try {
      if (countersign) final = await this.storeFinal({ ...letter, ...signer, ...countersign }, signaturePng);
    } catch (err) {
      if (signatureKey) await this.removeQuietly([signatureKey]);
      throw err;
    }
    const stored = [signatureKey, final?.key ?? null].filter((k): k is string => k !== null);
    /** Marks the letter signed (and countersigned when automatic), in the transaction that issues the invoice. */
    const markSigned = async (m: EntityManager, subscriptionId: number): Promise<EngagementLetter> => {
      const repo = m.getRepository(EngagementLetter);
      const moved = await repo.update(
        { id, businessId, status: In([...SIGNABLE_LETTER_STATUSES]) },
        {
          ...signer,
          signatureKey,
          subscriptionId,
          status: countersign ? 'countersigned' : 'signed',
          ...(countersign ?? {}),
          ...(final ? { signedKey: final.key, signedSha256: final.sha } : {}),
        },
      );
      if (!moved.affected) {
        // Lost a race: signed by another request, or withdrawn or superseded meanwhile; say which.
        // A locking read (FOR UPDATE) on MariaDB sees the committed row, not this transaction's
        // snapshot (SQLite runs write transactions one at a time).
        const qb = repo.createQueryBuilder('l').where('l.id = :id', { id });
        if (m.connection.options.type === 'mysql') qb.setLock('pessimistic_write');
        const now = await qb.getOne();
        if (now) this.assertSignable(now);
        throw new ConflictError('engagement.already_signed', ALREADY_SIGNED);
      }
      const saved = await repo.findOneByOrFail({ id });
      if (countersign) await this.mailSigners(m, saved, letterCompletedMail);
      return saved;
    };
    const outcome = await this.afterStoring(stored, async (): Promise<SignOutcome> => {
      if (letter.kind === 'change') {
        // A change of the package held: scheduled from the first period not yet invoiced, at the
        // agreed price; nothing is invoiced now (docs/engagement-letters.md, "Changing a held package").
        const subscriptionId = letter.subscriptionId;
        if (!subscriptionId || !letter.serviceId) throw new ConflictError('engagement.change_ended', CHANGE_ENDED);
        const serviceId = letter.serviceId;
        return writeClientLists(this.dataSource, { clients: businessId }, async (m) => {
          const saved = await markSigned(m, subscriptionId);
          const scheduled = await this.changes.scheduleAgreedIn(m, businessId, subscriptionId, serviceId, letter.monthlyPriceCents);
          if (!scheduled) throw new ConflictError('engagement.change_ended', CHANGE_ENDED);
          return { letter: saved, subscriptionId, invoice: null };
        });
      }
      if (letter.kind === 'purchase') {
        const subscriptionId = letter.subscriptionId;
        if (!subscriptionId) throw new ConflictError('engagement.purchase_ended', PURCHASE_ENDED);
        return writeClientLists(this.dataSource, { clients: businessId }, async (m) => {
          const saved = await markSigned(m, subscriptionId);
          const invoice = await this.subscriptions.startAfterSignatureIn(m, subscriptionId, letter.monthlyPriceCents, signedAt);
          if (!invoice) throw new ConflictError('engagement.purchase_ended', PURCHASE_ENDED);
          return { letter: saved, subscriptionId, invoice };
        });
      }
      // A proposal accepted: the subscription is made now, at the proposed price, with its first invoice.
      const service = await this.packageOrFail(letter.serviceId ?? 0);
      const created = await this.subscriptions.createPending(
        businessId,
        user.id,
        service,
        CLIENT_ALREADY_SUBSCRIBED,
        async (m, sub) => ({
          letter: await markSigned(m, sub.id),
          invoice: await this.subscriptions.issueFirstInvoiceIn(m, sub, signedAt),
        }),
        { monthlyPriceCents: letter.monthlyPriceCents },
      );
      return { ...created.invoice, subscriptionId: created.subscriptionId };
    });
    await this.activity.record(audit, 'engagement.letter.signed', {
      letterId: id,
      reference: letter.reference,
      subscriptionId: outcome.subscriptionId,
      invoiceId: outcome.invoice?.id ?? null,
      countersignedAutomatically: auto,
      drawnSignature: signaturePng !== null,
      businessId,
    });
    return {
      engagementLetter: EngagementLetterDto.fromLetter(outcome.letter),
      subscription: SubscriptionResponseDto.from(await this.subscriptions.load(businessId, outcome.subscriptionId)),
      invoice: outcome.invoice ? InvoiceResponseDto.from(outcome.invoice, this.clock.now()) : null,
    };
  }

  // ---- The firm's side ------------------------------------------------------------------------

  async listForStaff(staff: User, status?: EngagementLetterStatus): Promise<StaffEngagementLetterDto[]> {
    const qb = this.letters
      .createQueryBuilder('l')
      .leftJoinAndSelect('l.business', 'b')
      .where('l.businessId IS NOT NULL')
      .orderBy('l.sentAt', 'DESC')
      .addOrderBy('l.id', 'DESC')
      .take(200);
    if (status) qb.andWhere('l.status = :status', { status });
    this.access.scope(qb, staff, 'l.businessId');
    return (await qb.getMany()).map((l) => StaffEngagementLetterDto.fromStaff(l));
  }

  /**
   * Letters still waiting for a client's signature, of the clients in `staff`'s scope, oldest first:
   * for the staff "needs attention" list.
   */
  /**
   * For the staff overview's "What needs attention": how many letters in the staff member's scope
   * wait for the client's signature, and the `first` sent longest ago. One counted query.
   */
  async unsignedAttention(staff: User, first: number): Promise<{ count: number; letters: StaffEngagementLetterDto[] }> {
    const qb = this.letters
      .createQueryBuilder('l')
      .leftJoinAndSelect('l.business', 'b')
      .where('l.businessId IS NOT NULL')
      .andWhere('l.status IN (:...open)', { open: [...SIGNABLE_LETTER_STATUSES] })
      .orderBy('l.sentAt', 'ASC')
      .addOrderBy('l.id', 'ASC')
      .take(first);
    this.access.scope(qb, staff, 'l.businessId');
    const [rows, count] = await qb.getManyAndCount();
    return { count, letters: rows.map((l) => StaffEngagementLetterDto.fromStaff(l)) };
  }

  async unsignedForStaff(staff: User): Promise<StaffEngagementLetterDto[]> {
    const qb = this.letters
      .createQueryBuilder('l')
      .leftJoinAndSelect('l.business', 'b')
      .where('l.businessId IS NOT NULL')
      .andWhere('l.status IN (:...open)', { open: [...SIGNABLE_LETTER_STATUSES] })
      .orderBy('l.sentAt', 'ASC')
      .addOrderBy('l.id', 'ASC')
      .take(200);
    this.access.scope(qb, staff, 'l.businessId');
    return (await qb.getMany()).map((l) => StaffEngagementLetterDto.fromStaff(l));
  }

  /** A manager or admin countersigns a signed letter: the final PDF with its audit certificate is stored, once. */
  async countersign(staff: User, id: number, audit: AuditContext): Promise<StaffEngagementLetterDto> {
    const letter = await this.inScope(staff, id);
    if (letter.status !== 'signed') throw new ConflictError('engagement.not_countersignable', NOT_COUNTERSIGNABLE);
    const countersign = {
      countersignedAt: wholeSeconds(this.clock.now()),
      countersignerUserId: staff.id,
      countersignerName: `${[staff.firstName, staff.lastName].filter(Boolean).join(' ') || staff.username}, for ${this.config.firm.legalName}`,
      countersignerIp: clip(audit.ip, IP_MAX),
      countersignerUserAgent: clip(audit.userAgent, USER_AGENT_MAX),
      countersignedAutomatically: false,
    };
    const signaturePng = letter.signatureKey ? await this.read(letter.signatureKey) : null;
    const final = await this.storeFinal({ ...letter, ...countersign }, signaturePng);
    const saved = await this.afterStoring([final.key], () =>
      runWriteTransaction(this.dataSource, async (m) => {
        const repo = m.getRepository(EngagementLetter);
        const moved = await repo.update(
          { id, status: 'signed' },
          { ...countersign, status: 'countersigned', signedKey: final.key, signedSha256: final.sha },
        );
        if (!moved.affected) throw new ConflictError('engagement.not_countersignable', NOT_COUNTERSIGNABLE);
        const row = await repo.findOneOrFail({ where: { id }, relations: { business: true } });
        await this.mailSigners(m, row, letterCompletedMail);
        return row;
      }),
    );
    await this.activity.record(audit, 'engagement.letter.countersigned', {
      letterId: id,
      reference: letter.reference,
      signedSha256: final.sha,
      businessId: letter.businessId,
    });
    return StaffEngagementLetterDto.fromStaff(saved);
  }

  /**
   * A manager or admin withdraws a letter the client has not signed: it can no longer be signed, a
   * purchase waiting for it ends without an invoice (the package can be bought again), and the
   * business's owners are mailed the reason, all in one transaction. Conditional on the state
   * before it, like every change of a letter: of a withdrawal and a signature racing, one wins and
   * the other gets 409.
   */
  async withdraw(staff: User, id: number, dto: WithdrawLetterDto, audit: AuditContext): Promise<StaffEngagementLetterDto> {
    const letter = await this.inScope(staff, id);
    const saved = await runWriteTransaction(this.dataSource, async (m) => {
      if (!(await this.close(m, id, 'withdrawn', dto.reason))) throw new ConflictError('engagement.not_withdrawable', NOT_WITHDRAWABLE);
      if (letter.kind === 'purchase' && letter.subscriptionId) await this.subscriptions.endAwaitingSignatureIn(m, letter.subscriptionId);
      const row = await m.getRepository(EngagementLetter).findOneOrFail({ where: { id }, relations: { business: true } });
      await this.mailSigners(m, row, letterWithdrawnMail, { reason: dto.reason });
      return row;
    });
    await this.activity.record(audit, 'engagement.letter.withdrawn', {
      letterId: id,
      reference: letter.reference,
      kind: letter.kind,
      subscriptionId: letter.subscriptionId,
      businessId: letter.businessId,
    });
    return StaffEngagementLetterDto.fromStaff(saved);
  }

  async pdfForStaff(staff: User, id: number): Promise<{ file: StoredObject; filename: string }> {
    return this.fileOf(await this.inScope(staff, id));
  }

  // ---- Verification ---------------------------------------------------------------------------

  /** Whether `file` is, byte for byte, a final signed letter the firm stored. */
  async verify(file: Buffer): Promise<VerifyResponseDto> {
    const letter = await this.letters.findOne({ where: { signedSha256: sha256(file), status: 'countersigned' } });
    if (!letter?.signedAt || !letter.signerName) return { valid: false };
    return { valid: true, letterId: letter.id, signedAt: letter.signedAt, signer: letter.signerName };
  }

  // ---- Reminders --------------------------------------------------------------------------------

  /**
   * Unsigned letters sent at least `days` days before `now` whose reminder for that day has not
   * gone: the reminder job's work list.
   */
  dueForReminder(days: 3 | 7, now: Date): Promise<EngagementLetter[]> {
    const column = days === 3 ? 'reminder3dAt' : 'reminder7dAt';
    return this.letters.find({
      where: {
        status: In([...SIGNABLE_LETTER_STATUSES]),
        sentAt: LessThanOrEqual(new Date(now.getTime() - days * 86_400_000)),
        [column]: IsNull(),
      },
      order: { sentAt: 'ASC', id: 'ASC' },
      take: 500,
    });
  }

  /**
   * Marks a letter's reminder sent and queues it, in one transaction; false when it was already
   * marked (another instance, an earlier run). A 7-day reminder also marks the 3-day one, so a
   * letter first reached after a week gets one reminder, not two.
   */
  async remind(
    letter: EngagementLetter,
    days: 3 | 7,
    now: Date,
    template: MailTemplate<LetterMailData & { days: number }>,
  ): Promise<boolean> {
    return runWriteTransaction(this.dataSource, async (m) => {
      const repo = m.getRepository(EngagementLetter);
      const at = wholeSeconds(now);
      const marked =
        days === 3
          ? await repo.update({ id: letter.id, reminder3dAt: IsNull(), status: In([...SIGNABLE_LETTER_STATUSES]) }, { reminder3dAt: at })
          : await repo.update({ id: letter.id, reminder7dAt: IsNull(), status: In([...SIGNABLE_LETTER_STATUSES]) }, { reminder7dAt: at });
      if (!marked.affected) return false;
      if (days === 7) await repo.update({ id: letter.id, reminder3dAt: IsNull() }, { reminder3dAt: at });
      await this.mailSigners(m, letter, template, { days });
      return true;
    });
  }

  // ---- Internals --------------------------------------------------------------------------------

  private async packageOrFail(serviceId: number): Promise<ServicePackage> {
    const service = await this.catalogue.findPackage(serviceId);
    if (!service) throw new NotFoundError('catalogue.package_not_found', PACKAGE_NOT_FOUND);
    return service;
  }

  /** Fills the wording and stores the letter as it will be presented; the row is written by the caller. */
  private async prepare(
    businessId: number,
    service: ServicePackage,
    priceCents: number,
    customScope: string | null,
    changesPackage: string | null = null,
  ) {
    const business = await this.businesses.get(businessId);
    const sentAt = wholeSeconds(this.clock.now());
    const reference = `EL-${randomBytes(4).toString('hex').toUpperCase()}`;
    const sections = engagementLetterSections({
      firm: {
        name: this.config.firm.name,
        legalName: this.config.firm.legalName,
        address: this.config.firm.addressLines.filter(Boolean).join(', '),
        email: this.config.firm.email,
        phone: this.config.firm.phone,
        vatNumber: this.config.firm.vatNumber?.trim() || null,
        saipaNumber: this.config.firm.saipaNumber ?? null,
        saitNumber: this.config.firm.saitNumber ?? null,
      },
      client: {
        name: business.name,
        address: addressOf(business),
        registrationNumber: business.companyRegistrationNumber ?? business.registrationNumber ?? null,
        vatNumber: business.vatNumber,
      },
      packageType: service.packageType as CataloguePackage['packageType'],
      title: service.title,
      customScope,
      monthlyFee: formatRand(priceCents / 100),
      feeIncludesVat: Boolean(this.config.firm.vatNumber?.trim()),
      paymentTermsDays: this.config.billing.paymentTermsDays,
      issuedOn: formatDate(sentAt),
      changesPackage,
    });
    const print: LetterPrint = { reference, title: service.title, clientName: business.name, sentAt, sections };
    const pdf = await renderPresentedLetter(this.config.firm, print);
    const presentedKey = newKey(reference, 'presented', 'pdf');
    await this.storage.put(presentedKey, Readable.from(pdf), 'application/pdf');
    return { reference, sentAt, sections, service, priceCents, customScope, presentedKey, presentedSha256: sha256(pdf) };
  }

  private async insertLetter(
    m: EntityManager,
    p: Awaited<ReturnType<EngagementLettersService['prepare']>>,
    o: { businessId: number; kind: EngagementLetterKind; subscriptionId: number | null; sentByUserId: number; note?: string | null },
  ): Promise<EngagementLetter> {
    const repo = m.getRepository(EngagementLetter);
    return repo.save(
      repo.create({
        reference: p.reference,
        businessId: o.businessId,
        serviceId: p.service.id,
        subscriptionId: o.subscriptionId,
        kind: o.kind,
        title: p.service.title,
        customScope: p.customScope,
        note: o.note ?? null,
        monthlyPriceCents: p.priceCents,
        status: 'sent',
        content: p.sections,
        sentByUserId: o.sentByUserId,
        sentAt: p.sentAt,
        presentedKey: p.presentedKey,
        presentedSha256: p.presentedSha256,
        firstViewedAt: null,
        firstViewedIp: null,
        firstViewedUserAgent: null,
        signedAt: null,
        signerUserId: null,
        signerName: null,
        signerEmail: null,
        signerIp: null,
        signerUserAgent: null,
        signatureKey: null,
        countersignedAt: null,
        countersignerUserId: null,
        countersignerName: null,
        countersignerIp: null,
        countersignerUserAgent: null,
        countersignedAutomatically: false,
        signedKey: null,
        signedSha256: null,
        reminder3dAt: null,
        reminder7dAt: null,
        closedAt: null,
        withdrawnReason: null,
      }),
    );
  }

  /**
   * Closes a letter that is still waiting for its signature (withdrawn with the manager's reason, or
   * superseded); conditional on that state, so of two racing changes one wins. True when it moved the row.
   */
  private async close(
    m: EntityManager,
    id: number,
    status: Extract<EngagementLetterStatus, 'withdrawn' | 'superseded'>,
    withdrawnReason: string | null = null,
  ): Promise<boolean> {
    const moved = await m
      .getRepository(EngagementLetter)
      .update({ id, status: In([...SIGNABLE_LETTER_STATUSES]) }, { status, closedAt: wholeSeconds(this.clock.now()), withdrawnReason });
    return !!moved.affected;
  }

  /** Renders the final signed PDF and stores it under a key of its own; the caller writes key and hash on the row. */
  private async storeFinal(l: EngagementLetter, signaturePng: Buffer | null): Promise<{ key: string; sha: string }> {
    if (!l.signedAt || !l.signerName || !l.signerEmail || !l.countersignedAt || !l.countersignerName)
      throw new Error(`Letter ${l.id} is not signed by both sides`);
    const business = l.businessId ? await this.businesses.get(l.businessId) : null;
    const pdf = await renderSignedLetter(
      this.config.firm,
      { reference: l.reference, title: l.title, clientName: business?.name ?? '', sentAt: l.sentAt, sections: l.content },
      {
        presentedSha256: l.presentedSha256,
        signerName: l.signerName,
        signerEmail: l.signerEmail,
        signaturePng,
        sentAt: l.sentAt,
        firstViewedAt: l.firstViewedAt,
        firstViewedIp: l.firstViewedIp,
        firstViewedUserAgent: l.firstViewedUserAgent,
        signedAt: l.signedAt,
        signerIp: l.signerIp,
        signerUserAgent: l.signerUserAgent,
        countersignerName: l.countersignerName,
        countersignedAt: l.countersignedAt,
        countersignedAutomatically: l.countersignedAutomatically,
        countersignerIp: l.countersignerIp,
        countersignerUserAgent: l.countersignerUserAgent,
        verifyUrl: `${this.config.publicUrl.replace(/\/$/, '')}/verify-letter`,
      },
    );
    const key = newKey(l.reference, 'signed', 'pdf');
    await this.storage.put(key, Readable.from(pdf), 'application/pdf');
    return { key, sha: sha256(pdf) };
  }

  /** Runs the transaction that points rows at files already stored; if it fails, those files are removed again. */
  private async afterStoring<T>(keys: string[], work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      await this.removeQuietly(keys);
      throw err;
    }
  }

  private async removeQuietly(keys: string[]): Promise<void> {
    for (const key of keys) {
      // Left behind, the orphan sweep removes it later (EngagementFileReferences).
      await this.storage.delete(key).catch((e: unknown) => this.logger.warn(`Could not remove ${key}: ${String(e)}`));
    }
  }

  private async read(key: string): Promise<Buffer> {
    const { body } = await this.storage.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  private async fileOf(letter: EngagementLetter): Promise<{ file: StoredObject; filename: string }> {
    const signedKey = letter.status === 'countersigned' ? letter.signedKey : null;
    const file = await this.storage.get(signedKey ?? letter.presentedKey);
    return { file, filename: `engagement-letter-${letter.reference}${signedKey ? '-signed' : ''}.pdf` };
  }

  private assertSignable(letter: EngagementLetter): void {
    if (SIGNABLE_LETTER_STATUSES.includes(letter.status)) return;
    if (letter.status === 'signed' || letter.status === 'countersigned')
      throw new ConflictError('engagement.already_signed', ALREADY_SIGNED);
    throw new ConflictError('engagement.not_signable', NOT_SIGNABLE);
  }

  /** The letter of this business; another business's is answered exactly like a missing one. */
  private async own(businessId: number, id: number): Promise<EngagementLetter> {
    const letter = await this.letters.findOne({ where: { id, businessId } });
    if (!letter) throw new NotFoundError('engagement.not_found', LETTER_NOT_FOUND);
    return letter;
  }

  private async inScope(staff: User, id: number): Promise<EngagementLetter> {
    const qb = this.letters.createQueryBuilder('l').leftJoinAndSelect('l.business', 'b').where('l.id = :id', { id });
    this.access.scope(qb, staff, 'l.businessId');
    const letter = await qb.getOne();
    if (!letter?.businessId) throw new NotFoundError('engagement.not_found', LETTER_NOT_FOUND);
    return letter;
  }

  /** One mail to each person who may sign for the business (its owners), greeted by name. */
  private async mailSigners<E extends object>(
    m: EntityManager,
    letter: EngagementLetter,
    template: MailTemplate<LetterMailData & E>,
    extra?: E,
  ): Promise<void> {
    if (!letter.businessId) return;
    const business = await m.getRepository(ClientBusiness).findOneBy({ id: letter.businessId });
    for (const person of await this.people.whoMay(letter.businessId, 'engagement', 'write', m)) {
      const data = {
        firstName: greetingName(person),
        businessName: business?.name ?? '',
        title: letter.title,
        monthlyFee: letter.monthlyPriceCents / 100,
        letterId: letter.id,
        note: letter.note,
        change: letter.kind === 'change',
        ...(extra ?? {}),
      } as LetterMailData & E;
      await this.mail.queue(m, template, person.email, data, { userId: person.id });
    }
  }
}

function addressOf(b: ClientBusiness): string | null {
  const parts = [b.address, b.city, b.postalCode].map((p) => p?.trim()).filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** The drawn signature's bytes: a PNG (by its first bytes) of at most SIGNATURE_PNG_MAX_BYTES. */
function decodeSignature(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > SIGNATURE_PNG_MAX_BYTES)
    throw new InvalidInputError(
      'engagement.signature_too_large',
      `The drawn signature must be at most ${SIGNATURE_PNG_MAX_BYTES / 1024} kB`,
    );
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_MAGIC) || bytes.subarray(12, 16).toString('latin1') !== 'IHDR')
    throw new InvalidInputError('engagement.signature_not_png', SIGNATURE_NOT_PNG);
  return bytes;
}
