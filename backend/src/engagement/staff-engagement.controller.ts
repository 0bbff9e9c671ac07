import { Body, Controller, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Post, Query, Res, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Access } from '../access/access.decorator';
import { Audit } from '../access/audit.decorator';
import { CLIENT_NOT_FOUND } from '../access/client-access.service';
import { CurrentUser } from '../access/current-user.decorator';
import { NoStoreInterceptor } from '../billing/controllers/no-store.interceptor';
import { sendPdf } from '../billing/controllers/pdf-response';
import type { AuditContext } from '../common/audit/audit-context';
import { User } from '../users/user.entity';
import { CreateProposalDto, StaffLettersQueryDto, WithdrawLetterDto } from './dto/engagement-requests.dto';
import { StaffEngagementLetterDto } from './dto/engagement-responses.dto';
import { EngagementLettersService, LETTER_NOT_FOUND } from './engagement-letters.service';

const letterId = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(LETTER_NOT_FOUND) });
const clientId = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(CLIENT_NOT_FOUND) });

/** The firm's side of engagement letters: proposals, the list by state, countersigning and withdrawing. */
@UseInterceptors(NoStoreInterceptor)
@Controller('staff')
@ApiTags('staff')
@Access.staff()
export class StaffEngagementController {
  constructor(private readonly letters: EngagementLettersService) {}

  @ApiOperation({ summary: 'Send a client a proposal (an engagement letter to sign)' })
  @Post('clients/:clientId/proposals')
  @ApiCreatedResponse({ type: StaffEngagementLetterDto, description: 'The letter sent; the business’s owners are mailed' })
  @ApiBadRequestResponse({ description: 'No package, or a price, scope or note that is not valid' })
  @ApiNotFoundResponse({ description: 'No such client in scope, or no such package' })
  propose(
    @CurrentUser() staff: User,
    @Param('clientId', clientId) id: number,
    @Body() dto: CreateProposalDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffEngagementLetterDto> {
    return this.letters.propose(staff, id, dto, audit);
  }

  @ApiOperation({ summary: 'List engagement letters of the clients in scope' })
  @Get('engagement-letters')
  @ApiOkResponse({ type: [StaffEngagementLetterDto], description: 'Newest first, at most 200' })
  @ApiBadRequestResponse({ description: 'An unknown status' })
  list(@CurrentUser() staff: User, @Query() query: StaffLettersQueryDto): Promise<StaffEngagementLetterDto[]> {
    return this.letters.listForStaff(staff, query.status);
  }

  @ApiOperation({ summary: 'Download an engagement letter as PDF' })
  @Get('engagement-letters/:id/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The final signed letter once both sides have signed; until then the letter as presented' })
  @ApiNotFoundResponse({ description: 'No such letter of a client in scope' })
  async pdf(@CurrentUser() staff: User, @Param('id', letterId) id: number, @Res() res: Response): Promise<void> {
    const { file, filename } = await this.letters.pdfForStaff(staff, id);
    sendPdf(res, file, filename);
  }

  @ApiOperation({ summary: 'Countersign a signed engagement letter' })
  @Post('engagement-letters/:id/countersign')
  @HttpCode(200)
  @Access.staff('manager', 'admin')
  @ApiOkResponse({ type: StaffEngagementLetterDto, description: 'Countersigned; the final PDF with its audit certificate is stored' })
  @ApiNotFoundResponse({ description: 'No such letter of a client in scope' })
  @ApiConflictResponse({ description: 'Not signed by the client yet, or already countersigned' })
  countersign(
    @CurrentUser() staff: User,
    @Param('id', letterId) id: number,
    @Audit() audit: AuditContext,
  ): Promise<StaffEngagementLetterDto> {
    return this.letters.countersign(staff, id, audit);
  }

  @ApiOperation({ summary: 'Withdraw an engagement letter the client has not signed' })
  @Post('engagement-letters/:id/withdraw')
  @HttpCode(200)
  @Access.staff('manager', 'admin')
  @ApiOkResponse({
    type: StaffEngagementLetterDto,
    description: 'Withdrawn: it can no longer be signed, a purchase waiting for it ends, and the owners are mailed the reason',
  })
  @ApiBadRequestResponse({ description: 'No reason, or one that is too long' })
  @ApiNotFoundResponse({ description: 'No such letter of a client in scope' })
  @ApiConflictResponse({ description: 'Already signed, withdrawn or replaced' })
  withdraw(
    @CurrentUser() staff: User,
    @Param('id', letterId) id: number,
    @Body() dto: WithdrawLetterDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffEngagementLetterDto> {
    return this.letters.withdraw(staff, id, dto, audit);
  }
}
