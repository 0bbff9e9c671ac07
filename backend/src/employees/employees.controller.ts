import { Body, Controller, Delete, Get, NotFoundException, Param, ParseIntPipe, Patch, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Audit } from '../access/audit.decorator';
import { CurrentUser } from '../access/current-user.decorator';
import { AuditContext } from '../common/audit/audit-context';
import { User } from '../users/user.entity';
import { CreateEmployeeDto } from './dto/create-employee.dto';
import { EmployeeRemovedDto } from './dto/employee-removed.dto';
import { EmployeeResponseDto } from './dto/employee-response.dto';
import { UpdateEmployeeDto } from './dto/update-employee.dto';
import { EMPLOYEE_NOT_FOUND, EmployeesService } from './employees.service';
import { ClientListCache } from '../client-lists/client-list-cache';
import { Access } from '../access/access.decorator';
import { CurrentBusiness } from '../access/current-business.decorator';
import type { BusinessContext } from '../businesses/business-context';

/** A malformed id names no employee: 404, like an unknown one. */
const employeeId = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(EMPLOYEE_NOT_FOUND) });

@ApiTags('employees')
@Controller('employees')
@Access.client('employees')
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class EmployeesController {
  constructor(
    private readonly lists: ClientListCache,
    private readonly employees: EmployeesService,
  ) {}

  @ApiOperation({ summary: 'List employees' })
  @Get()
  @ApiOkResponse({ type: [EmployeeResponseDto], description: 'Active employees first, then by last name' })
  async list(@CurrentBusiness() business: BusinessContext, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.lists.send(req, res, 'employees', business, () => this.employees.listForBusiness(business.id));
  }

  @ApiOperation({ summary: 'Add an employee' })
  @Post()
  @ApiCreatedResponse({ type: EmployeeResponseDto })
  @ApiBadRequestResponse({ description: 'A field is not valid; `errors` names each field' })
  create(
    @CurrentUser() user: User,
    @CurrentBusiness() business: BusinessContext,
    @Body() dto: CreateEmployeeDto,
    @Audit() audit: AuditContext,
  ): Promise<EmployeeResponseDto> {
    return this.employees.create(business.id, user.id, dto, audit);
  }

  @ApiOperation({ summary: "Change an employee's details" })
  @Patch(':id')
  @ApiOkResponse({ type: EmployeeResponseDto })
  @ApiBadRequestResponse({ description: 'A field is not valid; `errors` names each field' })
  @ApiNotFoundResponse({ description: 'No such employee of this business' })
  update(
    @CurrentBusiness() business: BusinessContext,
    @Param('id', employeeId) id: number,
    @Body() dto: UpdateEmployeeDto,
    @Audit() audit: AuditContext,
  ): Promise<EmployeeResponseDto> {
    return this.employees.update(business.id, id, dto, audit);
  }

  @ApiOperation({ summary: 'Remove an employee' })
  @Delete(':id')
  @ApiOkResponse({ type: EmployeeRemovedDto })
  @ApiNotFoundResponse({ description: 'No such employee of this business' })
  remove(
    @CurrentBusiness() business: BusinessContext,
    @Param('id', employeeId) id: number,
    @Audit() audit: AuditContext,
  ): Promise<EmployeeRemovedDto> {
    return this.employees.remove(business.id, id, audit);
  }
}
