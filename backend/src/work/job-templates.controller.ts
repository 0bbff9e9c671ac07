import { Body, Controller, Get, NotFoundException, Param, ParseIntPipe, Patch, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../access/access.decorator';
import { Audit } from '../access/audit.decorator';
import type { AuditContext } from '../common/audit/audit-context';
import { CreateJobTemplateDto, JobTemplateDto, UpdateJobTemplateDto } from './dto/job-template.dto';
import { JobTemplatesService, TEMPLATE_NOT_FOUND } from './job-templates.service';

/** A non-numeric id names no template: answered exactly as an unknown one. */
export const templateId = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(TEMPLATE_NOT_FOUND) });

/** The templates the firm's recurring work is made from (docs/work.md): staff read them, admins change them. */
@Controller('staff/job-templates')
@ApiTags('staff')
@Access.staff()
export class JobTemplatesController {
  constructor(private readonly templates: JobTemplatesService) {}

  @ApiOperation({ summary: 'Job templates, by name' })
  @Get()
  @ApiOkResponse({ type: [JobTemplateDto] })
  list(): Promise<JobTemplateDto[]> {
    return this.templates.list();
  }

  @ApiOperation({ summary: 'Create a job template (admins)' })
  @Post()
  @Access.staff('admin')
  @ApiCreatedResponse({ type: JobTemplateDto })
  @ApiBadRequestResponse({ description: 'A field is not valid, or fields do not fit together (errors names each)' })
  create(@Body() dto: CreateJobTemplateDto, @Audit() audit: AuditContext): Promise<JobTemplateDto> {
    return this.templates.create(dto, audit);
  }

  @ApiOperation({ summary: 'Change a job template (admins); jobs already made keep their checklist' })
  @Patch(':id')
  @Access.staff('admin')
  @ApiOkResponse({ type: JobTemplateDto })
  @ApiBadRequestResponse({ description: 'A field is not valid, or fields do not fit together' })
  @ApiNotFoundResponse({ description: 'No such template' })
  update(@Param('id', templateId) id: number, @Body() dto: UpdateJobTemplateDto, @Audit() audit: AuditContext): Promise<JobTemplateDto> {
    return this.templates.update(id, dto, audit);
  }
}
