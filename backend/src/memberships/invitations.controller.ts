import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Access } from '../access/access.decorator';
import { Audit } from '../access/audit.decorator';
import { CurrentBusinessResolver } from '../access/current-business.resolver';
import { CurrentUser } from '../access/current-user.decorator';
import { BUSINESS_NOT_FOUND } from '../businesses/businesses.service';
import type { AuditContext } from '../common/audit/audit-context';
import { RateLimited } from '../common/rate-limit/rate-limit';
import { User } from '../users/user.entity';
import { CurrentBusinessDto } from './dto/business.dto';
import { AcceptInvitationDto, CreateInvitationDto, InvitationDto, InvitationPreviewDto } from './dto/invitation.dto';
import { INVITATION_INVALID, INVITATION_NOT_FOUND, InvitationsService } from './invitations.service';
import { MembershipsService } from './memberships.service';

const businessId = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(BUSINESS_NOT_FOUND) });
const invitationId = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(INVITATION_NOT_FOUND) });

@ApiTags('businesses')
@Controller('businesses/:id/invitations')
@Access.signedIn()
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class BusinessInvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @ApiOperation({
    summary: 'Invite someone to the business',
    description: 'Owners only. Mails a link that works once for 7 days; inviting the same address again replaces the earlier link.',
  })
  @Post()
  @HttpCode(201)
  @RateLimited('invite-account')
  @ApiCreatedResponse({ type: InvitationDto })
  @ApiBadRequestResponse({ description: 'Not an email address, or not a known role' })
  @ApiForbiddenResponse({ description: 'Your role in this business does not allow that' })
  @ApiNotFoundResponse({ description: 'No such business of yours' })
  @ApiConflictResponse({ description: 'That person is already a member' })
  @ApiTooManyRequestsResponse({ description: 'Too many invitations from this account today' })
  invite(
    @CurrentUser() user: User,
    @Param('id', businessId) id: number,
    @Body() dto: CreateInvitationDto,
    @Audit() audit: AuditContext,
  ): Promise<InvitationDto> {
    return this.invitations.invite(user, id, dto.email, dto.role, audit);
  }

  @ApiOperation({ summary: "List the business's open invitations", description: 'Owners only; accepted and revoked ones are not listed.' })
  @Get()
  @ApiOkResponse({ type: [InvitationDto] })
  @ApiForbiddenResponse({ description: 'Your role in this business does not allow that' })
  @ApiNotFoundResponse({ description: 'No such business of yours' })
  list(@CurrentUser() user: User, @Param('id', businessId) id: number): Promise<InvitationDto[]> {
    return this.invitations.list(user.id, id);
  }

  @ApiOperation({ summary: 'Revoke an invitation', description: 'Owners only; the link stops working at once.' })
  @Delete(':invitationId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Revoked' })
  @ApiForbiddenResponse({ description: 'Your role in this business does not allow that' })
  @ApiNotFoundResponse({ description: 'No such business of yours, or no such open invitation' })
  async revoke(
    @CurrentUser() user: User,
    @Param('id', businessId) id: number,
    @Param('invitationId', invitationId) invitation: number,
    @Audit() audit: AuditContext,
  ): Promise<void> {
    await this.invitations.revoke(user.id, id, invitation, audit);
  }
}

@ApiTags('businesses')
@Controller('invitations')
export class InvitationsController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly memberships: MembershipsService,
    private readonly current: CurrentBusinessResolver,
  ) {}

  @ApiOperation({
    summary: 'What an invitation link is for',
    description: 'Public: the business name, the role and the address invited, nothing else.',
  })
  @Get(':token')
  @Access.public()
  @ApiOkResponse({ type: InvitationPreviewDto })
  @ApiNotFoundResponse({ description: INVITATION_INVALID })
  preview(@Param('token') token: string): Promise<InvitationPreviewDto> {
    return this.invitations.preview(token);
  }

  @ApiOperation({
    summary: 'Accept an invitation',
    description: 'Signed in with the confirmed address invited. The business becomes the one this session acts for.',
  })
  @Post('accept')
  @HttpCode(200)
  @Access.signedIn()
  @ApiOkResponse({ type: CurrentBusinessDto })
  @ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
  @ApiForbiddenResponse({ description: 'Another address, an address not yet confirmed, or a staff account' })
  @ApiNotFoundResponse({ description: INVITATION_INVALID })
  @ApiConflictResponse({ description: 'Already a member of this business' })
  async accept(
    @CurrentUser() user: User,
    @Req() req: Request,
    @Body() dto: AcceptInvitationDto,
    @Audit() audit: AuditContext,
  ): Promise<CurrentBusinessDto> {
    const membership = await this.invitations.accept(user, dto.token, audit);
    this.current.select(req, membership);
    return this.memberships.describe(membership);
  }
}
