import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Patch, Put, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Access } from '../access/access.decorator';
import { Audit } from '../access/audit.decorator';
import { CurrentBusinessResolver } from '../access/current-business.resolver';
import { CurrentUser } from '../access/current-user.decorator';
import { BUSINESS_NOT_FOUND, MEMBER_NOT_FOUND } from '../businesses/businesses.service';
import type { AuditContext } from '../common/audit/audit-context';
import { NotFoundError } from '../common/errors/domain-error';
import { User } from '../users/user.entity';
import { BusinessSummaryDto, ChangeMemberRoleDto, CurrentBusinessDto, MemberDto, SelectBusinessDto } from './dto/business.dto';
import { MembershipsService } from './memberships.service';

/** A malformed id names nothing: 404, like an unknown one. */
const businessId = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(BUSINESS_NOT_FOUND) });
const memberId = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(MEMBER_NOT_FOUND) });

@ApiTags('businesses')
@Controller('businesses')
@Access.signedIn()
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class BusinessesController {
  constructor(
    private readonly memberships: MembershipsService,
    private readonly current: CurrentBusinessResolver,
  ) {}

  @ApiOperation({ summary: 'List your businesses', description: 'Every client business you act for, with your role in each.' })
  @Get()
  @ApiOkResponse({ type: [BusinessSummaryDto] })
  async list(@CurrentUser() user: User, @Req() req: Request): Promise<BusinessSummaryDto[]> {
    const current = await this.current.of(req, user);
    return this.memberships.listFor(user.id, current?.id ?? null);
  }

  @ApiOperation({ summary: 'The business you act for now', description: 'With your role and what it allows.' })
  @Get('current')
  @ApiOkResponse({ type: CurrentBusinessDto })
  @ApiNotFoundResponse({ description: 'You act for no business (staff, or a person whose membership ended)' })
  async currentOne(@CurrentUser() user: User, @Req() req: Request): Promise<CurrentBusinessDto> {
    const business = await this.current.of(req, user);
    if (!business) throw new NotFoundError('business.not_found', BUSINESS_NOT_FOUND);
    return this.memberships.describe(business);
  }

  @ApiOperation({ summary: "List a business's people", description: 'Owners only.' })
  @Get(':id/members')
  @ApiOkResponse({ type: [MemberDto], description: 'Owners first, then by when they joined' })
  @ApiForbiddenResponse({ description: 'Your role in this business does not allow that' })
  @ApiNotFoundResponse({ description: 'No such business of yours' })
  members(@CurrentUser() user: User, @Param('id', businessId) id: number): Promise<MemberDto[]> {
    return this.memberships.members(user.id, id);
  }

  @ApiOperation({ summary: "Change a member's role", description: 'Owners only. The last owner cannot be given another role.' })
  @Patch(':id/members/:userId')
  @ApiOkResponse({ type: MemberDto })
  @ApiBadRequestResponse({ description: 'Not a known role' })
  @ApiForbiddenResponse({ description: 'Your role in this business does not allow that' })
  @ApiNotFoundResponse({ description: 'No such business of yours, or no such member' })
  @ApiConflictResponse({ description: 'A business must keep at least one owner' })
  changeRole(
    @CurrentUser() user: User,
    @Param('id', businessId) id: number,
    @Param('userId', memberId) userId: number,
    @Body() dto: ChangeMemberRoleDto,
    @Audit() audit: AuditContext,
  ): Promise<MemberDto> {
    return this.memberships.changeRole(user.id, id, userId, dto.role, audit);
  }

  @ApiOperation({
    summary: 'Remove a member, or leave',
    description: 'An owner removes anyone; any member removes themselves (leaves). The last owner cannot go. Access ends at once.',
  })
  @Delete(':id/members/:userId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiForbiddenResponse({ description: 'Your role in this business does not allow that' })
  @ApiNotFoundResponse({ description: 'No such business of yours, or no such member' })
  @ApiConflictResponse({ description: 'A business must keep at least one owner' })
  async remove(
    @CurrentUser() user: User,
    @Req() req: Request,
    @Param('id', businessId) id: number,
    @Param('userId', memberId) userId: number,
    @Audit() audit: AuditContext,
  ): Promise<void> {
    await this.memberships.remove(user.id, id, userId, audit);
    // Leaving the business one acts for: the next request picks another of theirs, if any.
    if (userId === user.id && req.session.businessId === id) delete req.session.businessId;
  }
}

@ApiTags('businesses')
@Controller('session/business')
@Access.signedIn()
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class SessionBusinessController {
  constructor(
    private readonly memberships: MembershipsService,
    private readonly current: CurrentBusinessResolver,
  ) {}

  @ApiOperation({ summary: 'Choose the business you act for', description: 'Every client route then acts on it, in this session.' })
  @Put()
  @ApiOkResponse({ type: CurrentBusinessDto })
  @ApiBadRequestResponse({ description: 'businessId is missing or not a whole number' })
  @ApiNotFoundResponse({ description: 'No such business of yours' })
  async select(@CurrentUser() user: User, @Req() req: Request, @Body() dto: SelectBusinessDto): Promise<CurrentBusinessDto> {
    const membership = await this.memberships.membershipFor(user.id, dto.businessId);
    this.current.select(req, membership);
    return this.memberships.describe(membership);
  }
}
