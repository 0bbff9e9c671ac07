import { Body, Controller, HttpCode, NotFoundException, Param, ParseIntPipe, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Access } from '../../access/access.decorator';
import { Audit } from '../../access/audit.decorator';
import { CurrentUser } from '../../access/current-user.decorator';
import type { AuditContext } from '../../common/audit/audit-context';
import { User } from '../../users/user.entity';
import { ENQUIRY_NOT_FOUND } from '../../waitlist/enquiries-inbox.service';
import { InviteEnquiryDto, OnboardClientDto, OnboardedClientDto } from './onboarding.dto';
import { ENQUIRY_ALREADY_CLIENT, OnboardingService } from './onboarding.service';

/** A malformed id names no enquiry: 404, like an unknown one. */
function enquiryIdPipe(): ParseIntPipe {
  return new ParseIntPipe({ exceptionFactory: () => new NotFoundException(ENQUIRY_NOT_FOUND) });
}

/** Onboarding clients: managers and admins (docs/client-businesses.md, "Onboarding"). */
@ApiTags('staff')
@Controller('staff')
@Access.staff('manager', 'admin')
export class StaffOnboardingController {
  constructor(private readonly onboarding: OnboardingService) {}

  @ApiOperation({ summary: 'Onboard a client', description: 'Creates the business and mails its first owner an invitation.' })
  @Post('clients')
  @HttpCode(201)
  @ApiCreatedResponse({ type: OnboardedClientDto })
  @ApiBadRequestResponse({ description: 'A field is not valid; `errors` names each field' })
  create(@CurrentUser() staff: User, @Body() dto: OnboardClientDto, @Audit() audit: AuditContext): Promise<OnboardedClientDto> {
    return this.onboarding.onboard(staff, dto, audit);
  }

  @ApiOperation({
    summary: 'Invite a sign-up enquiry as a client',
    description:
      "Creates a business in the enquiry's business name (or the one given) and mails its sender an invitation as owner; the enquiry keeps a link to it.",
  })
  @Post('enquiries/:id/invite')
  @HttpCode(201)
  @ApiCreatedResponse({ type: OnboardedClientDto })
  @ApiBadRequestResponse({ description: 'The business name given is not valid' })
  @ApiNotFoundResponse({ description: ENQUIRY_NOT_FOUND })
  @ApiConflictResponse({ description: ENQUIRY_ALREADY_CLIENT })
  inviteEnquiry(
    @CurrentUser() staff: User,
    @Param('id', enquiryIdPipe()) id: number,
    @Body() dto: InviteEnquiryDto,
    @Audit() audit: AuditContext,
  ): Promise<OnboardedClientDto> {
    return this.onboarding.inviteEnquiry(staff, id, dto.businessName, audit);
  }
}
