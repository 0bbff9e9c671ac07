import { Injectable } from '@nestjs/common';
import { ConflictError, InvalidInputError, NotFoundError } from '../common/errors/domain-error';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { AuditContext } from '../common/audit/audit-context';
import { CompanyEmployee } from './company-employee.entity';
import { CreateEmployeeDto, END_BEFORE_START, START_AFTER_END } from './dto/create-employee.dto';
import { EmployeeRemovedDto } from './dto/employee-removed.dto';
import { EmployeeResponseDto } from './dto/employee-response.dto';
import { UpdateEmployeeDto } from './dto/update-employee.dto';
import { writeClientLists } from '../client-lists/lists-version';
import { listsVersionIn, listsVersionOf, VersionedList } from '../client-lists/versioned-list';

export const EMPLOYEE_NOT_FOUND = 'Employee not found';

const byName = new Intl.Collator('en-ZA', { sensitivity: 'base' });

@Injectable()
export class EmployeesService {
  constructor(
    @InjectRepository(CompanyEmployee) private readonly employees: Repository<CompanyEmployee>,
    private readonly activity: ActivityService,
  ) {}

  /** The business's employees, active first, then by last and first name (sorted here so SQLite and MySQL agree on case). */
  async listForBusiness(businessId: number): Promise<VersionedList<EmployeeResponseDto>> {
    const { entities: rows, raw } = await this.employees
      .createQueryBuilder('e')
      .addSelect(listsVersionOf('e.businessId'), 'listsVersion')
      .where('e.businessId = :businessId', { businessId })
      .getRawAndEntities<{ listsVersion: string | null }>();
    rows.sort(
      (a, b) =>
        Number(b.isActive) - Number(a.isActive) ||
        byName.compare(a.lastName, b.lastName) ||
        byName.compare(a.firstName, b.firstName) ||
        a.id - b.id,
    );
    return { items: rows.map((e) => EmployeeResponseDto.from(e)), listsVersion: listsVersionIn(raw) };
  }

  /**
   * Which of these businesses employ someone now (an active employee): the compliance calendar
   * gives them EMP201 and the EMP501 reconciliations even before a PAYE reference is filled in.
   */
  async businessesWithEmployees(businessIds: readonly number[]): Promise<Set<number>> {
    if (businessIds.length === 0) return new Set();
    const rows = await this.employees
      .createQueryBuilder('e')
      .select('DISTINCT e.businessId', 'businessId')
      .where('e.businessId IN (:...ids)', { ids: [...businessIds] })
      .andWhere('e.isActive = :active', { active: true })
      .getRawMany<{ businessId: number | string }>();
    return new Set(rows.map((r) => Number(r.businessId)));
  }

  /** Adds an employee to the business, recording the person who added them (`addedBy`). */
  async create(businessId: number, addedBy: number, dto: CreateEmployeeDto, audit: AuditContext): Promise<EmployeeResponseDto> {
    const employee = this.employees.create({
      businessId,
      userId: addedBy,
      firstName: dto.firstName,
      lastName: dto.lastName,
      email: dto.email ?? null,
      phone: dto.phone ?? null,
      position: dto.position ?? null,
      employeeId: dto.employeeId ?? null,
      taxNumber: dto.taxNumber ?? null,
      salaryAmount: dto.salaryAmount,
      startDate: dto.startDate ?? null,
      endDate: dto.endDate ?? null,
      isActive: dto.isActive ?? true,
    });
    const saved = await writeClientLists(this.employees.manager, { clients: businessId }, async (m) => {
      const row = await m.getRepository(CompanyEmployee).save(employee);
      await this.trail(m, audit, 'employee.added', businessId, row.id);
      return row;
    });
    return EmployeeResponseDto.from(await this.findOfBusiness(businessId, saved.id));
  }

  async update(businessId: number, id: number, dto: UpdateEmployeeDto, audit: AuditContext): Promise<EmployeeResponseDto> {
    const employee = await this.findOfBusiness(businessId, id);
    const changes: Partial<CompanyEmployee> = {};
    for (const [key, value] of Object.entries(dto) as Array<[keyof UpdateEmployeeDto, unknown]>) {
      if (value !== undefined) Object.assign(changes, { [key]: value });
    }
    // The DTO compares the dates only when both are sent; the rule holds against the stored ones too.
    this.assertDatesInOrder({ ...employee, ...changes }, dto);
    if (Object.keys(changes).length === 0) return EmployeeResponseDto.from(employee);

    // The check above used a row read before this write. Another session (of this member or another) may
    // change the other date in between (the concurrent-edits resilience test did exactly that on
    // MariaDB, storing an end date before the start date), so the rule is checked again by the
    // UPDATE itself, against the row as it is when written. One conditional statement is atomic on
    // both databases; a row lock would not be (TypeORM's SQLite driver shares one connection, so
    // its "transactions" do not isolate concurrent requests).
    for (let attempt = 0; ; attempt++) {
      const written = await writeClientLists(this.employees.manager, { clients: businessId }, async (m) => {
        const update = m.createQueryBuilder().update(CompanyEmployee).set(changes).where({ id, businessId });
        if (changes.startDate && changes.endDate === undefined) {
          update.andWhere('(endDate IS NULL OR endDate >= :newStart)', { newStart: changes.startDate });
        }
        if (changes.endDate && changes.startDate === undefined) {
          update.andWhere('(startDate IS NULL OR startDate <= :newEnd)', { newEnd: changes.endDate });
        }
        const changed = (await update.execute()).affected !== 0;
        if (changed) await this.trail(m, audit, 'employee.changed', businessId, id, Object.keys(changes).sort());
        return changed;
      });
      if (written) break;
      // Nothing written: the employee is gone (404), the other date moved meanwhile (400), or
      // (MySQL counts changed rows only) every value was already stored. Decide from the row now;
      // if the rule holds again by then, the conditional write is simply tried again.
      const current = await this.findOfBusiness(businessId, id);
      this.assertDatesInOrder({ ...current, ...changes }, dto);
      if ((Object.keys(changes) as Array<keyof CompanyEmployee>).every((k) => current[k] === changes[k])) break;
      if (attempt >= 4)
        throw new ConflictError('employee.concurrent_change', 'This employee was changed at the same time. Please try again.');
    }
    return EmployeeResponseDto.from(await this.findOfBusiness(businessId, id));
  }

  /** 400 with the message on the date that was sent when the employment would end before it starts. */
  private assertDatesInOrder(merged: Pick<CompanyEmployee, 'startDate' | 'endDate'>, dto: UpdateEmployeeDto): void {
    if (merged.startDate && merged.endDate && merged.endDate < merged.startDate) {
      const field = dto.endDate !== undefined ? 'endDate' : 'startDate';
      const message = field === 'endDate' ? END_BEFORE_START : START_AFTER_END;
      throw new InvalidInputError('employee.dates_out_of_order', message, { [field]: message });
    }
  }

  async remove(businessId: number, id: number, audit: AuditContext): Promise<EmployeeRemovedDto> {
    const employee = await this.findOfBusiness(businessId, id);
    await writeClientLists(this.employees.manager, { clients: businessId }, async (m) => {
      const { affected } = await m.getRepository(CompanyEmployee).delete({ id: employee.id, businessId });
      if (affected !== 0) await this.trail(m, audit, 'employee.removed', businessId, employee.id);
    });
    return { message: 'Employee removed' };
  }

  /**
   * The audit trail's row for a change to the register, written in the change's transaction (it
   * commits and rolls back with it). It names the employee by id and a change by its field names:
   * the salary, tax number and name are the employee's personal data, kept in their row alone
   * (docs/employees.md, "Audit trail").
   */
  private trail(
    m: EntityManager,
    audit: AuditContext,
    action: 'employee.added' | 'employee.changed' | 'employee.removed',
    businessId: number,
    employeeId: number,
    fields?: string[],
  ): Promise<void> {
    return this.activity.recordIn(m, audit, action, { businessId, employeeId, ...(fields ? { fields } : {}) });
  }

  /** Another business's employee is answered exactly like a missing one (docs/decisions/0010-ownership-is-404.md). */
  private async findOfBusiness(businessId: number, id: number): Promise<CompanyEmployee> {
    const employee = await this.employees.findOne({ where: { id, businessId } });
    if (!employee) throw new NotFoundError('employee.not_found', EMPLOYEE_NOT_FOUND);
    return employee;
  }
}
