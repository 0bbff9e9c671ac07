import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ErrorBody } from '../common/errors/error-body';
import { CompanyEmployee } from './company-employee.entity';
import { CreateEmployeeDto, END_BEFORE_START, START_AFTER_END } from './dto/create-employee.dto';
import { EmployeeRemovedDto } from './dto/employee-removed.dto';
import { EmployeeResponseDto } from './dto/employee-response.dto';
import { UpdateEmployeeDto } from './dto/update-employee.dto';

export const EMPLOYEE_NOT_FOUND = 'Employee not found';

const byName = new Intl.Collator('en-ZA', { sensitivity: 'base' });

@Injectable()
export class EmployeesService {
  constructor(@InjectRepository(CompanyEmployee) private readonly employees: Repository<CompanyEmployee>) {}

  /** Active employees first, then by last and first name (sorted here so SQLite and MySQL agree on case). */
  async listOwn(userId: number): Promise<EmployeeResponseDto[]> {
    const rows = await this.employees.find({ where: { userId } });
    rows.sort(
      (a, b) =>
        Number(b.isActive) - Number(a.isActive) ||
        byName.compare(a.lastName, b.lastName) ||
        byName.compare(a.firstName, b.firstName) ||
        a.id - b.id,
    );
    return rows.map((e) => EmployeeResponseDto.from(e));
  }

  async create(userId: number, dto: CreateEmployeeDto): Promise<EmployeeResponseDto> {
    const employee = this.employees.create({
      userId,
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
    const saved = await this.employees.save(employee);
    return EmployeeResponseDto.from(await this.findOwn(userId, saved.id));
  }

  async update(userId: number, id: number, dto: UpdateEmployeeDto): Promise<EmployeeResponseDto> {
    const employee = await this.findOwn(userId, id);
    const changes: Partial<CompanyEmployee> = {};
    for (const [key, value] of Object.entries(dto) as Array<[keyof UpdateEmployeeDto, unknown]>) {
      if (value !== undefined) Object.assign(changes, { [key]: value });
    }
    const merged = { ...employee, ...changes };
    // The DTO compares the dates only when both are sent; the rule holds against the stored ones too.
    if (merged.startDate && merged.endDate && merged.endDate < merged.startDate) {
      const field = dto.endDate !== undefined ? 'endDate' : 'startDate';
      const message = field === 'endDate' ? END_BEFORE_START : START_AFTER_END;
      const body: ErrorBody = { statusCode: 400, message, errors: { [field]: message } };
      throw new BadRequestException(body);
    }
    if (Object.keys(changes).length > 0) await this.employees.update({ id, userId }, changes);
    return EmployeeResponseDto.from(await this.findOwn(userId, id));
  }

  async remove(userId: number, id: number): Promise<EmployeeRemovedDto> {
    const employee = await this.findOwn(userId, id);
    await this.employees.delete({ id: employee.id, userId });
    return { message: 'Employee removed' };
  }

  /** Another user's employee is answered exactly like a missing one (design ruling 10). */
  private async findOwn(userId: number, id: number): Promise<CompanyEmployee> {
    const employee = await this.employees.findOne({ where: { id, userId } });
    if (!employee) throw new NotFoundException(EMPLOYEE_NOT_FOUND);
    return employee;
  }
}
