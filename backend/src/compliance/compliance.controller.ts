import { Body, Controller, Get, NotFoundException, Param, ParseIntPipe, Patch, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Access } from '../access/access.decorator';
import { Audit } from '../access/audit.decorator';
import { CurrentBusiness } from '../access/current-business.decorator';
import type { BusinessContext } from '../businesses/business-context';
import { AuditContext } from '../common/audit/audit-context';
import { ComplianceService, OBLIGATION_NOT_FOUND } from './compliance.service';
import { ObligationDto, ObligationWindowQueryDto, UpdateObligationProofDto } from './dto/obligation.dto';

/** A non-numeric id names no obligation: answered exactly as an unknown one. */
export const obligationId = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(OBLIGATION_NOT_FOUND) });

/** The business's tax calendar (docs/compliance.md). */
@ApiTags('compliance')
@Controller('compliance')
@Access.client('compliance')
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class ComplianceController {
  constructor(private readonly compliance: ComplianceService) {}

  @ApiOperation({ summary: "The business's SARS and CIPC obligations due in a window, earliest first" })
  @Get('obligations')
  @ApiOkResponse({ type: [ObligationDto] })
  list(@CurrentBusiness() business: BusinessContext, @Query() query: ObligationWindowQueryDto): Promise<ObligationDto[]> {
    return this.compliance.listForBusiness(business.id, query);
  }

  @ApiOperation({ summary: 'Attach the documents that prove an obligation (a proof of payment, the submitted return)' })
  @Patch('obligations/:id')
  @ApiOkResponse({ type: ObligationDto })
  @ApiNotFoundResponse({ description: 'No such obligation of the business, or a document that is not the business’s' })
  updateProof(
    @CurrentBusiness() business: BusinessContext,
    @Param('id', obligationId) id: number,
    @Body() dto: UpdateObligationProofDto,
    @Audit() audit: AuditContext,
  ): Promise<ObligationDto> {
    return this.compliance.updateProof(business.id, id, dto, audit);
  }
}
