import { Body, Controller, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Post, Res, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Access } from '../access/access.decorator';
import { Audit } from '../access/audit.decorator';
import { CurrentBusiness } from '../access/current-business.decorator';
import { CurrentUser } from '../access/current-user.decorator';
import { NoStoreInterceptor } from '../billing/controllers/no-store.interceptor';
import { sendPdf } from '../billing/controllers/pdf-response';
import type { BusinessContext } from '../businesses/business-context';
import type { AuditContext } from '../common/audit/audit-context';
import { User } from '../users/user.entity';
import { CreateSubscriptionDto, SignLetterDto } from './dto/engagement-requests.dto';
import { EngagementLetterDto, EngagementLetterSummaryDto, PurchaseResponseDto, SignResponseDto } from './dto/engagement-responses.dto';
import { EngagementLettersService, LETTER_NOT_FOUND } from './engagement-letters.service';

/** A malformed id names no letter: 404, like an unknown one. */
const letterId = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(LETTER_NOT_FOUND) });

/** The client's engagement letters: read, download, sign (only an owner signs). */
@UseInterceptors(NoStoreInterceptor)
@ApiTags('engagement letters')
@Controller('engagement-letters')
@Access.client('engagement')
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
@ApiForbiddenResponse({ description: 'The caller’s role in the business does not include engagement letters' })
export class EngagementLettersController {
  constructor(private readonly letters: EngagementLettersService) {}

  @ApiOperation({ summary: "List the business's engagement letters" })
  @Get()
  @ApiOkResponse({ type: [EngagementLetterSummaryDto], description: 'Newest first' })
  list(@CurrentBusiness() business: BusinessContext): Promise<EngagementLetterSummaryDto[]> {
    return this.letters.listForBusiness(business.id);
  }

  @ApiOperation({ summary: 'Read an engagement letter (records the first view)' })
  @Get(':id')
  @ApiOkResponse({ type: EngagementLetterDto, description: 'The letter’s wording as sent, and where it stands' })
  @ApiNotFoundResponse({ description: 'No such letter of this business' })
  open(
    @CurrentBusiness() business: BusinessContext,
    @Param('id', letterId) id: number,
    @Audit() audit: AuditContext,
  ): Promise<EngagementLetterDto> {
    return this.letters.open(business.id, id, audit);
  }

  @ApiOperation({ summary: 'Download an engagement letter as PDF' })
  @Get(':id/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The final signed letter once both sides have signed; until then the letter as presented' })
  @ApiNotFoundResponse({ description: 'No such letter of this business' })
  async pdf(@CurrentBusiness() business: BusinessContext, @Param('id', letterId) id: number, @Res() res: Response): Promise<void> {
    const { file, filename } = await this.letters.pdf(business.id, id);
    sendPdf(res, file, filename);
  }

  @ApiOperation({ summary: 'Sign an engagement letter' })
  @Post(':id/sign')
  @HttpCode(200)
  @ApiOkResponse({ type: SignResponseDto, description: 'Signed; the first invoice is issued and the subscription waits for its payment' })
  @ApiBadRequestResponse({ description: 'No full name, no consent, or a drawn signature that is not a PNG of at most 60 kB' })
  @ApiForbiddenResponse({ description: 'Not an owner of the business, or the signer’s email address is not confirmed' })
  @ApiNotFoundResponse({ description: 'No such letter of this business' })
  @ApiConflictResponse({ description: 'Already signed, or withdrawn or replaced' })
  sign(
    @CurrentBusiness() business: BusinessContext,
    @CurrentUser() user: User,
    @Param('id', letterId) id: number,
    @Body() dto: SignLetterDto,
    @Audit() audit: AuditContext,
  ): Promise<SignResponseDto> {
    return this.letters.sign(business.id, user, id, dto, audit);
  }
}

/**
 * Buying a package starts with its engagement letter (docs/decisions/0022-engagement-before-invoice.md):
 * this handler moved here from billing's subscriptions controller, which keeps the other
 * subscription routes.
 */
@UseInterceptors(NoStoreInterceptor)
@ApiTags('subscriptions')
@Controller('subscriptions')
@Access.client('billing')
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class PurchaseController {
  constructor(private readonly letters: EngagementLettersService) {}

  @ApiOperation({ summary: 'Subscribe to a package (sends its engagement letter)' })
  @Post()
  @ApiCreatedResponse({
    type: PurchaseResponseDto,
    description: 'A subscription waiting for the signature of its engagement letter; the first invoice is issued when the letter is signed',
  })
  @ApiBadRequestResponse({ description: 'No package chosen, or the terms not accepted' })
  @ApiNotFoundResponse({ description: 'No such package' })
  @ApiConflictResponse({ description: 'Already an active or pending subscription to that package' })
  create(
    @CurrentUser() user: User,
    @CurrentBusiness() business: BusinessContext,
    @Body() dto: CreateSubscriptionDto,
    @Audit() audit: AuditContext,
  ): Promise<PurchaseResponseDto> {
    return this.letters.purchase(business.id, user, dto, audit);
  }
}
