import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Audit } from '../../access/audit.decorator';
import { AuditContext } from '../../common/audit/audit-context';
import { CurrentUser } from '../../access/current-user.decorator';
import { User } from '../../users/user.entity';
import { ClientAssignmentResponseDto } from '../dto/client-assignment-response.dto';
import { StaffMessageResponseDto } from '../../common/http/message-response.dto';
import { AssignmentQueryDto, CreateAssignmentDto } from './dto/assignment.dto';
import { ChangeStaffRoleDto, CreateStaffMemberDto, StaffMemberResponseDto } from './dto/staff-member.dto';
import { StaffAssignmentsService } from './staff-assignments.service';
import { StaffTeamService } from './staff-team.service';
import { Access } from '../../access/access.decorator';

/** Staff accounts and client assignments: admins only. */
@Controller('staff')
@ApiTags('staff')
@Access.staff('admin')
export class StaffTeamController {
  constructor(
    private readonly team: StaffTeamService,
    private readonly assignments: StaffAssignmentsService,
  ) {}

  @ApiOperation({ summary: "List the firm's staff" })
  @Get('team')
  @ApiOkResponse({ type: [StaffMemberResponseDto] })
  list(): Promise<StaffMemberResponseDto[]> {
    return this.team.list();
  }

  @ApiOperation({ summary: 'Add a staff member' })
  @Post('team')
  @ApiCreatedResponse({ type: StaffMemberResponseDto })
  @ApiBadRequestResponse({ description: 'A field is not valid' })
  @ApiConflictResponse({ description: 'Username or email already in use' })
  create(@CurrentUser() admin: User, @Body() dto: CreateStaffMemberDto, @Audit() audit: AuditContext): Promise<StaffMemberResponseDto> {
    return this.team.create(admin, dto, audit);
  }

  @ApiOperation({ summary: "Change a staff member's role" })
  @Patch('team/:id')
  @ApiOkResponse({ type: StaffMemberResponseDto })
  @ApiNotFoundResponse({ description: 'No such staff member' })
  @ApiForbiddenResponse({ description: 'Admins cannot change their own role' })
  changeRole(
    @CurrentUser() admin: User,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: ChangeStaffRoleDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffMemberResponseDto> {
    return this.team.changeRole(admin, id, dto, audit);
  }

  @ApiOperation({ summary: 'Deactivate a staff member' })
  @Post('team/:id/deactivate')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffMemberResponseDto, description: 'Sign-in locked, sessions ended, assignments ended' })
  @ApiConflictResponse({ description: 'Already deactivated' })
  deactivate(
    @CurrentUser() admin: User,
    @Param('id', ParseIntPipe) id: number,
    @Audit() audit: AuditContext,
  ): Promise<StaffMemberResponseDto> {
    return this.team.deactivate(admin, id, audit);
  }

  @ApiOperation({ summary: 'Reactivate a staff member' })
  @Post('team/:id/reactivate')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffMemberResponseDto, description: 'Can sign in again with their previous password' })
  @ApiConflictResponse({ description: 'The account is active' })
  reactivate(
    @CurrentUser() admin: User,
    @Param('id', ParseIntPipe) id: number,
    @Audit() audit: AuditContext,
  ): Promise<StaffMemberResponseDto> {
    return this.team.reactivate(admin, id, audit);
  }

  @ApiOperation({ summary: 'List client assignments' })
  @Get('assignments')
  @ApiOkResponse({ type: [ClientAssignmentResponseDto], description: 'Newest first' })
  listAssignments(@Query() query: AssignmentQueryDto): Promise<ClientAssignmentResponseDto[]> {
    return this.assignments.list(query);
  }

  @ApiOperation({ summary: 'Assign a client to an accountant' })
  @Post('assignments')
  @ApiCreatedResponse({ type: ClientAssignmentResponseDto })
  @ApiNotFoundResponse({ description: 'No such client or accountant' })
  @ApiConflictResponse({ description: 'Already assigned' })
  assign(@CurrentUser() admin: User, @Body() dto: CreateAssignmentDto, @Audit() audit: AuditContext): Promise<ClientAssignmentResponseDto> {
    return this.assignments.assign(admin, dto, audit);
  }

  @ApiOperation({ summary: 'End a client assignment' })
  @Delete('assignments/:id')
  @ApiOkResponse({ type: StaffMessageResponseDto, description: 'Ended (kept as history)' })
  @ApiNotFoundResponse({ description: 'No such assignment' })
  @ApiConflictResponse({ description: 'Already ended' })
  unassign(
    @CurrentUser() admin: User,
    @Param('id', ParseIntPipe) id: number,
    @Audit() audit: AuditContext,
  ): Promise<StaffMessageResponseDto> {
    return this.assignments.unassign(admin, id, audit);
  }
}
