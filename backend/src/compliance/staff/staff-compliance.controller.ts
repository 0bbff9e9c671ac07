import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../access/access.decorator';
import { Audit } from '../../access/audit.decorator';
import { CurrentUser } from '../../access/current-user.decorator';
import { AuditContext } from '../../common/audit/audit-context';
import type { User } from '../../users/user.entity';
import { obligationId } from '../compliance.controller';
import { ComplianceService } from '../compliance.service';
import { ObligationDto, StaffObligationPageDto, StaffObligationQueryDto, StaffUpdateObligationDto } from '../dto/obligation.dto';

/** The firm's side of the tax calendar: every client in the staff member's scope (docs/compliance.md). */
@Controller('staff/compliance')
@ApiTags('staff')
@Access.staff()
export class StaffComplianceController {
  constructor(private readonly compliance: ComplianceService) {}

  @ApiOperation({ summary: 'Obligations of the clients in scope due in a window, earliest first' })
  @Get()
  @ApiOkResponse({ type: StaffObligationPageDto })
  @ApiNotFoundResponse({ description: 'clientId names no client in scope' })
  list(@CurrentUser() staff: User, @Query() query: StaffObligationQueryDto): Promise<StaffObligationPageDto> {
    return this.compliance.listForStaff(staff, query);
  }

  @ApiOperation({ summary: "Set an obligation's status, PRN, amount, note or proof" })
  @Patch(':id')
  @ApiOkResponse({ type: ObligationDto })
  @ApiNotFoundResponse({ description: 'No such obligation of a client in scope, or a document that is not the client’s' })
  update(
    @CurrentUser() staff: User,
    @Param('id', obligationId) id: number,
    @Body() dto: StaffUpdateObligationDto,
    @Audit() audit: AuditContext,
  ): Promise<ObligationDto> {
    return this.compliance.updateByStaff(staff, id, dto, audit);
  }
}
