import { Controller, Get, NotFoundException, Param, ParseIntPipe, Res, UseInterceptors } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Access } from '../access/access.decorator';
import { Audit } from '../access/audit.decorator';
import { CurrentUser } from '../access/current-user.decorator';
import { NoStoreInterceptor } from '../account-security/no-store.interceptor';
import { BUSINESS_NOT_FOUND } from '../businesses/businesses.service';
import { AuditContext } from '../common/audit/audit-context';
import { User } from '../users/user.entity';
import { businessExportTooSoon, DataExportService } from './data-export.service';

/** A business id that is no number names no business: answered exactly as an unknown one. */
function businessIdPipe(): ParseIntPipe {
  return new ParseIntPipe({ exceptionFactory: () => new NotFoundException(BUSINESS_NOT_FOUND) });
}

/**
 * "Download the business's data" (docs/account-security.md): an owner's copy of what the portal
 * holds for a business they own. The route names the business, as the members routes do, so an
 * owner of several businesses can take a copy of any of them without switching.
 */
@ApiTags('account-security')
@Controller('businesses')
@Access.signedIn()
@UseInterceptors(NoStoreInterceptor)
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class BusinessDataController {
  constructor(private readonly exports: DataExportService) {}

  @ApiOperation({ summary: "Download the business's data", description: 'Owners only; one copy of a business an hour for each owner.' })
  @Get(':id/export')
  @ApiProduces('application/zip', 'application/json')
  @ApiOkResponse({
    description:
      "A ZIP of the business's profile and people, employees, subscriptions, payments, invoices, document requests, documents, documents from the firm, conversations and every uploaded file, with a README.txt",
    schema: { type: 'string', format: 'binary' },
  })
  @ApiForbiddenResponse({ description: 'A member who is not an owner' })
  @ApiNotFoundResponse({ description: 'No such business of yours' })
  @ApiTooManyRequestsResponse({ description: 'One copy of a business an hour for each owner' })
  async export(
    @CurrentUser() user: User,
    @Param('id', businessIdPipe()) id: number,
    @Audit() audit: AuditContext,
    @Res() res: Response,
  ): Promise<void> {
    const retryAfter = await this.exports.claimBusiness(id, user);
    if (retryAfter !== null) {
      res.setHeader('Retry-After', String(retryAfter));
      throw businessExportTooSoon();
    }
    await this.exports.streamBusiness(id, user, audit, (headers) => res.set(headers));
  }
}
