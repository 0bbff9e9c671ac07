import { Body, Controller, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Patch, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Access } from '../access/access.decorator';
import { Audit } from '../access/audit.decorator';
import { CurrentUser } from '../access/current-user.decorator';
import type { AuditContext } from '../common/audit/audit-context';
import type { User } from '../users/user.entity';
import {
  CreateJobDto,
  JobDetailDto,
  JobPageDto,
  JobQueryDto,
  UpdateJobDto,
  UpdateWorkDigestDto,
  WorkDigestDto,
  WorkloadDto,
  WorkloadQueryDto,
} from './dto/job.dto';
import { CHECKLIST_ITEM_NOT_FOUND, JOB_NOT_FOUND, WorkService } from './work.service';

/** A non-numeric id names no job: answered exactly as an unknown one. */
const jobId = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(JOB_NOT_FOUND) });
const itemId = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(CHECKLIST_ITEM_NOT_FOUND) });

/** The firm's work for staff (docs/work.md): jobs in scope, one job, its changes, the workload, the digest. */
@Controller('staff')
@ApiTags('staff')
@Access.staff()
export class StaffWorkController {
  constructor(private readonly work: WorkService) {}

  @ApiOperation({ summary: 'Jobs of the clients in scope, overdue first, then by due date ("My work" is assigneeId=me)' })
  @Get('jobs')
  @ApiOkResponse({ type: JobPageDto })
  list(@CurrentUser() staff: User, @Query() query: JobQueryDto): Promise<JobPageDto> {
    return this.work.list(staff, query);
  }

  @ApiOperation({ summary: 'Create a one-off job for a client; its client tasks go out at once' })
  @Post('jobs')
  @ApiCreatedResponse({ type: JobDetailDto })
  @ApiBadRequestResponse({ description: 'A field is not valid, or the assignee cannot see the client' })
  @ApiNotFoundResponse({ description: 'No such client in scope' })
  create(@CurrentUser() staff: User, @Body() dto: CreateJobDto, @Audit() audit: AuditContext): Promise<JobDetailDto> {
    return this.work.createOneOff(staff, dto, audit);
  }

  @ApiOperation({ summary: 'One job with its whole checklist (internal items included) and notes' })
  @Get('jobs/:id')
  @ApiOkResponse({ type: JobDetailDto })
  @ApiNotFoundResponse({ description: 'No such job of a client in scope' })
  detail(@CurrentUser() staff: User, @Param('id', jobId) id: number): Promise<JobDetailDto> {
    return this.work.detail(staff, id);
  }

  @ApiOperation({ summary: 'Move a job, change its assignee or due date, record the PRN when done, add a note' })
  @Patch('jobs/:id')
  @ApiOkResponse({ type: JobDetailDto })
  @ApiBadRequestResponse({ description: 'Nothing to change, a value is not valid, or the assignee cannot see the client' })
  @ApiNotFoundResponse({ description: 'No such job of a client in scope' })
  @ApiConflictResponse({ description: 'Someone else changed the job a moment before' })
  update(
    @CurrentUser() staff: User,
    @Param('id', jobId) id: number,
    @Body() dto: UpdateJobDto,
    @Audit() audit: AuditContext,
  ): Promise<JobDetailDto> {
    return this.work.update(staff, id, dto, audit);
  }

  @ApiOperation({ summary: 'Tick a checklist item of a job' })
  @Post('jobs/:id/checklist/:itemId/complete')
  @HttpCode(200)
  @ApiOkResponse({ type: JobDetailDto })
  @ApiNotFoundResponse({ description: 'No such job of a client in scope, or no such item of it' })
  @ApiConflictResponse({ description: 'The item is already done' })
  complete(
    @CurrentUser() staff: User,
    @Param('id', jobId) id: number,
    @Param('itemId', itemId) item: number,
    @Audit() audit: AuditContext,
  ): Promise<JobDetailDto> {
    return this.work.completeItem(staff, id, item, audit);
  }

  @ApiOperation({ summary: 'Per staff member: open and overdue jobs, due this week and next week' })
  @Get('workload')
  @ApiOkResponse({ type: WorkloadDto })
  workload(@CurrentUser() staff: User, @Query() query: WorkloadQueryDto): Promise<WorkloadDto> {
    return this.work.workload(staff, query.weekOf);
  }

  @ApiOperation({ summary: 'Whether you get the daily mail of your jobs due in the next 3 business days and the overdue ones' })
  @Get('work-digest')
  @ApiOkResponse({ type: WorkDigestDto })
  digest(@CurrentUser() staff: User): Promise<WorkDigestDto> {
    return this.work.digestSetting(staff);
  }

  @ApiOperation({ summary: 'Turn the daily work digest on or off' })
  @Put('work-digest')
  @ApiOkResponse({ type: WorkDigestDto })
  @ApiBadRequestResponse({ description: 'enabled is missing or not true or false' })
  setDigest(@CurrentUser() staff: User, @Body() dto: UpdateWorkDigestDto, @Audit() audit: AuditContext): Promise<WorkDigestDto> {
    return this.work.setDigest(staff, dto.enabled, audit);
  }
}
