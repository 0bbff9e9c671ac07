import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays, firmToday } from '@table-bay/shared';
import { Brackets, DataSource, EntityManager, In, Not } from 'typeorm';
import { ClientAccessService, CLIENT_NOT_FOUND } from '../access/client-access.service';
import { ActivityService } from '../activity/activity.service';
import { BusinessProfileService } from '../businesses/business-profile.service';
import { ClientBusiness } from '../businesses/client-business.entity';
import type { AuditContext } from '../common/audit/audit-context';
import { toDateOnly } from '../common/calendar/firm-calendar';
import { Clock } from '../common/clock/clock';
import { InvalidInputError, NotFoundError } from '../common/errors/domain-error';
import { runWriteTransaction } from '../database/write-transaction';
import { DocumentsService } from '../documents/documents.service';
import { EmployeesService } from '../employees/employees.service';
import type { User } from '../users/user.entity';
import { ComplianceObligation, ObligationProof } from './compliance-obligation.entity';
import type {
  ObligationDto,
  StaffObligationPageDto,
  StaffObligationQueryDto,
  StaffUpdateObligationDto,
  UpdateObligationProofDto,
} from './dto/obligation.dto';
import { isOverdue, SETTLED_STATUSES } from './obligation-status';
import { obligationsDue, toComplianceProfile, type ComplianceProfile, type Obligation, type ObligationType } from './rules';

export const OBLIGATION_NOT_FOUND = 'Obligation not found';
export const PROOF_NOT_FOUND = 'Document not found';
/** The longest window one request may ask for: three years of due dates. */
export const MAX_WINDOW_DAYS = 3 * 366;

/** A window of due dates, both ends included (yyyy-MM-dd). */
export interface DueWindow {
  from: string;
  to: string;
}

const INSERT_BATCH = 200;
/** Businesses whose rules are applied per pass when many are asked for at once. */
const RULES_BATCH = 100;

/** What another domain (the work planner) reads of an obligation. */
export interface ObligationRef {
  id: number;
  businessId: number;
  type: ObligationType;
  label: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  status: ComplianceObligation['status'];
  prn: string | null;
}

function toRef(r: ComplianceObligation): ObligationRef {
  return {
    id: r.id,
    businessId: r.businessId,
    type: r.type,
    label: r.label,
    periodStart: toDateOnly(r.periodStart)!,
    periodEnd: toDateOnly(r.periodEnd)!,
    dueDate: toDateOnly(r.dueDate)!,
    status: r.status,
    prn: r.prn,
  };
}
/** Windows whose applied profiles an instance remembers. */
const MEMO_WINDOWS = 32;

/**
 * The compliance calendar of client businesses (docs/compliance.md). The rules say which
 * obligations a business has; this keeps one row per obligation and period for what people do
 * about it, and both sides read the same rows. Rows are made when a window is read ("applied"):
 * adding is idempotent (the unique key), so two instances reading at once make each row once.
 */
@Injectable()
export class ComplianceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly profiles: BusinessProfileService,
    private readonly employees: EmployeesService,
    private readonly documents: DocumentsService,
    private readonly activity: ActivityService,
    private readonly access: ClientAccessService,
    private readonly clock: Clock,
  ) {}

  /** Per window: the profile each business's rows were last brought in line with (see needingRules). */
  private readonly applied = new Map<string, Map<number, string>>();

  /** The firm's today, by the app's clock. */
  today(): string {
    return firmToday(this.clock.now());
  }

  /** The window asked for, with its defaults (today to a year later), or a 400 naming the field. */
  window(query: { from?: string; to?: string }): DueWindow {
    const from = query.from ?? this.today();
    const to = query.to ?? addDays(addDays(from, 365), -1);
    if (to < from) throw new InvalidInputError('compliance.window', 'to must not be before from', { to: 'to must not be before from' });
    if (to > addDays(from, MAX_WINDOW_DAYS)) {
      throw new InvalidInputError('compliance.window', 'The window may span at most three years', {
        to: 'The window may span at most three years',
      });
    }
    return { from, to };
  }

  /**
   * Brings the rows of these businesses in `window` in line with the rules: adds the obligations
   * missing, moves due dates and labels the rules changed (a new year's filing window), and drops
   * rows the profile no longer calls for, but only while nobody has touched them (status
   * upcoming, no PRN, amount, note or proof): what was done stays on record.
   */
  async applyRules(allBusinessIds: readonly number[], window: DueWindow): Promise<void> {
    if (allBusinessIds.length === 0) return;
    const [profiles, employing] = await Promise.all([
      this.profiles.profilesOf(allBusinessIds),
      this.employees.businessesWithEmployees(allBusinessIds),
    ]);
    const rulesProfiles = new Map([...profiles].map(([id, profile]) => [id, toComplianceProfile(profile, employing.has(id))]));
    const businessIds = await this.needingRules(rulesProfiles, window);
    if (businessIds.length === 0) return;
    const expected = new Map<string, Obligation & { businessId: number }>();
    for (const businessId of businessIds) {
      for (const o of obligationsDue(rulesProfiles.get(businessId)!, window.from, window.to)) {
        expected.set(rowKey(businessId, o.type, o.periodEnd), { ...o, businessId });
      }
    }
    const repo = this.dataSource.getRepository(ComplianceObligation);
    const periodEnds = [...new Set([...expected.values()].map((o) => o.periodEnd))];
    const existing = await repo
      .createQueryBuilder('o')
      .where('o.businessId IN (:...ids)', { ids: [...businessIds] })
      .andWhere(
        new Brackets((or) => {
          or.where('o.dueDate BETWEEN :from AND :to', window);
          if (periodEnds.length > 0) or.orWhere('o.periodEnd IN (:...periodEnds)', { periodEnds });
        }),
      )
      .getMany();
    const have = new Map(existing.map((row) => [rowKey(row.businessId, row.type, row.periodEnd), row]));

    // In a stable order (business, type, period), so two instances writing the same rows take
    // their locks in the same order; a deadlock or a busy file runs the whole write again.
    const missing = [...expected.entries()]
      .filter(([key]) => !have.has(key))
      .map(([, o]) => o)
      .sort((a, b) => a.businessId - b.businessId || a.type.localeCompare(b.type) || a.periodEnd.localeCompare(b.periodEnd));
    const moved = [...have.entries()].flatMap(([key, row]) => {
      const o = expected.get(key);
      return o && (o.dueDate !== row.dueDate || o.label !== row.label || o.periodStart !== row.periodStart) ? [{ row, o }] : [];
    });
    const stale = existing.filter(
      (row) => row.dueDate >= window.from && row.dueDate <= window.to && !expected.has(rowKey(row.businessId, row.type, row.periodEnd)),
    );
    if (missing.length === 0 && moved.length === 0 && stale.length === 0) return;

    await runWriteTransaction(this.dataSource, async (m) => {
      const rows = m.getRepository(ComplianceObligation);
      for (let i = 0; i < missing.length; i += INSERT_BATCH) {
        await rows
          .createQueryBuilder()
          .insert()
          .values(
            missing.slice(i, i + INSERT_BATCH).map((o) => ({
              businessId: o.businessId,
              type: o.type,
              label: o.label,
              periodStart: o.periodStart,
              periodEnd: o.periodEnd,
              dueDate: o.dueDate,
            })),
          )
          // Another instance may have added the same rows a moment ago: the unique key keeps one.
          .orIgnore()
          // No generated ids to read back: with rows ignored, MariaDB's insert id names none of them.
          .updateEntity(false)
          .execute();
      }
      for (const { row, o } of moved) {
        await rows.update({ id: row.id }, { dueDate: o.dueDate, label: o.label, periodStart: o.periodStart });
      }
      if (stale.length > 0) {
        // The conditions are in the statement itself, so a change made meanwhile keeps its row.
        const proofs = rows
          .createQueryBuilder()
          .subQuery()
          .select('1')
          .from(ObligationProof, 'p')
          .where('p.obligationId = compliance_obligations.id')
          .getQuery();
        await rows
          .createQueryBuilder()
          .delete()
          .where('id IN (:...ids)', { ids: stale.map((row) => row.id) })
          .andWhere('status = :upcoming', { upcoming: 'upcoming' })
          .andWhere('prn IS NULL AND amount IS NULL AND note IS NULL')
          .andWhere(`NOT EXISTS ${proofs}`)
          .execute();
      }
    });
    this.remember(businessIds, rulesProfiles, window);
  }

  /**
   * The businesses whose rows for `window` may not match the rules: all but those this instance
   * already brought in line with the same profile (kept per window in memory) and that still have
   * as many rows there as the rules give. A profile change, rows gone (a business closed and its
   * id reused, a test emptying the tables) or a restart (new rules) all lead to a full pass; the
   * firm-wide calendar otherwise costs one count per read instead of reading every row.
   */
  private async needingRules(profiles: ReadonlyMap<number, ComplianceProfile>, window: DueWindow): Promise<number[]> {
    const memo = this.applied.get(windowKey(window));
    const ids = [...profiles.keys()];
    const candidates = memo ? ids.filter((id) => memo.get(id) === profileStamp(profiles.get(id)!)) : [];
    if (candidates.length === 0) return ids;
    const counted = await this.dataSource
      .getRepository(ComplianceObligation)
      .createQueryBuilder('o')
      .select('o.businessId', 'businessId')
      .addSelect('COUNT(*)', 'n')
      .where('o.businessId IN (:...ids)', { ids: candidates })
      .andWhere('o.dueDate BETWEEN :from AND :to', window)
      .groupBy('o.businessId')
      .getRawMany<{ businessId: number | string; n: number | string }>();
    const counts = new Map(counted.map((r) => [Number(r.businessId), Number(r.n)]));
    const settled = new Set(
      candidates.filter((id) => (counts.get(id) ?? 0) === obligationsDue(profiles.get(id)!, window.from, window.to).length),
    );
    return ids.filter((id) => !settled.has(id));
  }

  private remember(businessIds: readonly number[], profiles: ReadonlyMap<number, ComplianceProfile>, window: DueWindow): void {
    const key = windowKey(window);
    let memo = this.applied.get(key);
    if (!memo) {
      memo = new Map();
      this.applied.set(key, memo);
      // A few windows are in use at a time (this year, a quarter, the reminders' week): keep the latest.
      if (this.applied.size > MEMO_WINDOWS) this.applied.delete(this.applied.keys().next().value!);
    }
    for (const id of businessIds) memo.set(id, profileStamp(profiles.get(id)!));
  }

  /** The business's obligations due in the window, earliest first. */
  async listForBusiness(businessId: number, query: { from?: string; to?: string }): Promise<ObligationDto[]> {
    const window = this.window(query);
    await this.applyRules([businessId], window);
    const rows = await this.dataSource
      .getRepository(ComplianceObligation)
      .createQueryBuilder('o')
      .where('o.businessId = :businessId', { businessId })
      .andWhere('o.dueDate BETWEEN :from AND :to', window)
      .orderBy('o.dueDate', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .getMany();
    return this.describe(rows);
  }

  /** Every obligation row the business has, earliest due first: the owners' copy of the business's data. */
  async exportForBusiness(businessId: number): Promise<ObligationDto[]> {
    const rows = await this.dataSource
      .getRepository(ComplianceObligation)
      .find({ where: { businessId }, order: { dueDate: 'ASC', id: 'ASC' } });
    return this.describe(rows);
  }

  /** The client's change: the documents that prove it (docs/compliance.md). 404 for another business's. */
  async updateProof(businessId: number, id: number, dto: UpdateObligationProofDto, audit: AuditContext): Promise<ObligationDto> {
    const row = await this.findOfBusiness(businessId, id);
    await this.write(row, { proofDocumentIds: dto.proofDocumentIds }, audit.actorId ?? null, audit);
    return (await this.describe([await this.findOfBusiness(businessId, id)]))[0];
  }

  /**
   * Staff's firm-wide calendar: the obligations of the clients `scope` admits, due in the window,
   * earliest first, with the filters of the staff screen.
   */
  async listForStaff(staff: User, query: StaffObligationQueryDto): Promise<StaffObligationPageDto> {
    const window = this.window(query);
    const businesses = this.dataSource.getRepository(ClientBusiness).createQueryBuilder('b').select('b.id', 'id');
    if (query.clientId !== undefined) businesses.where('b.id = :clientId', { clientId: query.clientId });
    this.access.scope(businesses, staff, 'b.id');
    const ids = (await businesses.getRawMany<{ id: number | string }>()).map((r) => Number(r.id));
    if (query.clientId !== undefined && ids.length === 0) throw new NotFoundError('client.not_found', CLIENT_NOT_FOUND);
    await this.applyRules(ids, window);
    if (ids.length === 0) return { items: [], total: 0, limit: query.limit, offset: query.offset };

    const qb = this.dataSource
      .getRepository(ComplianceObligation)
      .createQueryBuilder('o')
      .innerJoinAndSelect('o.business', 'b')
      .where('o.businessId IN (:...ids)', { ids })
      .andWhere('o.dueDate BETWEEN :from AND :to', window);
    if (query.status) qb.andWhere('o.status = :status', { status: query.status });
    if (query.type) qb.andWhere('o.type = :type', { type: query.type });
    if (query.overdue !== undefined) {
      const settled = { settled: [...SETTLED_STATUSES], today: this.today() };
      qb.andWhere(
        query.overdue ? 'o.dueDate < :today AND o.status NOT IN (:...settled)' : '(o.dueDate >= :today OR o.status IN (:...settled))',
        settled,
      );
    }
    const [rows, total] = await qb
      .orderBy('o.dueDate', 'ASC')
      .addOrderBy('b.name', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .take(query.limit)
      .skip(query.offset)
      .getManyAndCount();
    const described = await this.describe(rows);
    return {
      items: described.map((o, i) => ({ ...o, client: { id: rows[i].businessId, name: rows[i].business?.name ?? '' } })),
      total,
      limit: query.limit,
      offset: query.offset,
    };
  }

  /** Staff's change to an obligation of a client in their scope; 404 otherwise. */
  async updateByStaff(staff: User, id: number, dto: StaffUpdateObligationDto, audit: AuditContext): Promise<ObligationDto> {
    const row = await this.dataSource.getRepository(ComplianceObligation).findOneBy({ id });
    if (!row) throw new NotFoundError('compliance.not_found', OBLIGATION_NOT_FOUND);
    // A client out of scope is answered as a missing obligation.
    await this.access.clientFor(staff, row.businessId).catch(() => {
      throw new NotFoundError('compliance.not_found', OBLIGATION_NOT_FOUND);
    });
    await this.write(row, dto, staff.id, audit);
    return (await this.describe([await this.findOfBusiness(row.businessId, id)]))[0];
  }

  /**
   * The obligations of these businesses of `types` due in `window`, the rules applied first (in
   * batches): the work planner's periods for jobs that follow the calendar (docs/work.md).
   */
  async obligationsFor(businessIds: readonly number[], window: DueWindow, types: readonly ObligationType[]): Promise<ObligationRef[]> {
    if (businessIds.length === 0 || types.length === 0) return [];
    for (let i = 0; i < businessIds.length; i += RULES_BATCH) await this.applyRules(businessIds.slice(i, i + RULES_BATCH), window);
    const out: ObligationRef[] = [];
    for (let i = 0; i < businessIds.length; i += RULES_BATCH) {
      const rows = await this.dataSource
        .getRepository(ComplianceObligation)
        .createQueryBuilder('o')
        .select(['o.id', 'o.businessId', 'o.type', 'o.label', 'o.periodStart', 'o.periodEnd', 'o.dueDate', 'o.status', 'o.prn'])
        .where('o.businessId IN (:...ids)', { ids: businessIds.slice(i, i + RULES_BATCH) })
        .andWhere('o.type IN (:...types)', { types: [...types] })
        .andWhere('o.dueDate BETWEEN :from AND :to', window)
        .getMany();
      out.push(...rows.map(toRef));
    }
    return out;
  }

  /** Obligations by id, as the work screens show the one a job follows. */
  async refsOf(ids: readonly number[]): Promise<Map<number, ObligationRef>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(ComplianceObligation).findBy({ id: In([...new Set(ids)]) });
    return new Map(rows.map((r) => [r.id, toRef(r)]));
  }

  /**
   * The work module's "done": the obligation is submitted, with the PRN when given, in the
   * caller's transaction, with its activity row. The caller has checked the staff member's scope
   * through the job. Nothing happens to an obligation already submitted, paid or not applicable.
   */
  async markSubmittedIn(m: EntityManager, obligationId: number, prn: string | null, audit: AuditContext): Promise<boolean> {
    const row = await m.getRepository(ComplianceObligation).findOneBy({ id: obligationId });
    if (!row || SETTLED_STATUSES.includes(row.status)) return false;
    const fields: Partial<ComplianceObligation> = { status: 'submitted', updatedById: audit.actorId ?? null, updatedAt: new Date() };
    if (prn) fields.prn = prn;
    const result = await m.getRepository(ComplianceObligation).update({ id: row.id, status: Not(In([...SETTLED_STATUSES])) }, fields);
    if (!result.affected) return false;
    await this.activity.recordIn(m, audit, 'compliance.obligation.update', {
      businessId: row.businessId,
      obligationId: row.id,
      type: row.type,
      periodEnd: row.periodEnd,
      fields: prn ? ['status', 'prn'] : ['status'],
      status: 'submitted',
      previousStatus: row.status,
      via: 'work',
    });
    return true;
  }

  /** One obligation of the business, or 404 (another business's is simply not found). */
  private async findOfBusiness(businessId: number, id: number): Promise<ComplianceObligation> {
    const row = await this.dataSource.getRepository(ComplianceObligation).findOneBy({ id, businessId });
    if (!row) throw new NotFoundError('compliance.not_found', OBLIGATION_NOT_FOUND);
    return row;
  }

  /** Writes a change and its proof in one transaction, then records who changed what. */
  private async write(
    row: ComplianceObligation,
    changes: StaffUpdateObligationDto,
    actorId: number | null,
    audit: AuditContext,
  ): Promise<void> {
    if (changes.proofDocumentIds) {
      const wanted = [...new Set(changes.proofDocumentIds)];
      const found = await this.documents.fileNames(row.businessId, wanted);
      if (found.length !== wanted.length) throw new NotFoundError('document.not_found', PROOF_NOT_FOUND);
    }
    const fields: Partial<ComplianceObligation> = {};
    if (changes.status !== undefined) fields.status = changes.status;
    if (changes.prn !== undefined) fields.prn = changes.prn;
    if (changes.amount !== undefined) fields.amount = changes.amount;
    if (changes.note !== undefined) fields.note = changes.note;
    const changed = [...Object.keys(fields), ...(changes.proofDocumentIds ? ['proofDocumentIds'] : [])];
    if (changed.length === 0) return;
    await runWriteTransaction(this.dataSource, async (m) => {
      await m.getRepository(ComplianceObligation).update({ id: row.id }, { ...fields, updatedById: actorId, updatedAt: new Date() });
      if (changes.proofDocumentIds) {
        const wanted = [...new Set(changes.proofDocumentIds)];
        await m.getRepository(ObligationProof).delete({ obligationId: row.id });
        if (wanted.length > 0)
          await m.getRepository(ObligationProof).insert(wanted.map((documentId) => ({ obligationId: row.id, documentId })));
      }
    });
    await this.activity.record(audit, 'compliance.obligation.update', {
      businessId: row.businessId,
      obligationId: row.id,
      type: row.type,
      periodEnd: row.periodEnd,
      fields: changed,
      ...(changes.status !== undefined ? { status: changes.status, previousStatus: row.status } : {}),
    });
  }

  /** Rows as the API shows them, with their proof documents' names. */
  private async describe(rows: ComplianceObligation[]): Promise<ObligationDto[]> {
    if (rows.length === 0) return [];
    const proofs = await this.dataSource.getRepository(ObligationProof).find({
      where: { obligationId: In(rows.map((r) => r.id)) },
      relations: { document: true },
      order: { id: 'ASC' },
    });
    const byObligation = new Map<number, Array<{ id: number; fileName: string }>>();
    for (const p of proofs) {
      const list = byObligation.get(p.obligationId) ?? [];
      list.push({ id: p.documentId, fileName: p.document?.fileName ?? '' });
      byObligation.set(p.obligationId, list);
    }
    const today = this.today();
    return rows.map((r) => {
      const attached = byObligation.get(r.id) ?? [];
      return {
        id: r.id,
        type: r.type,
        label: r.label,
        periodStart: r.periodStart,
        periodEnd: r.periodEnd,
        dueDate: r.dueDate,
        status: r.status,
        overdue: isOverdue(r, today),
        prn: r.prn,
        amount: r.amount,
        note: r.note,
        proofDocumentIds: attached.map((p) => p.id),
        proofs: attached,
        updatedAt: r.updatedAt,
      };
    });
  }
}

function windowKey(window: DueWindow): string {
  return `${window.from}|${window.to}`;
}

/** What the rules read of a business, as one comparable string. */
function profileStamp(profile: ComplianceProfile): string {
  return JSON.stringify(profile);
}

function rowKey(businessId: number, type: string, periodEnd: string): string {
  return `${businessId}|${type}|${periodEnd}`;
}
