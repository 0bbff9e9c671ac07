import { CATALOGUE_PACKAGES, DOCUMENT_CATEGORIES, type DocumentCategory } from '@table-bay/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { OptionalText, RequiredText } from '../../common/validation/text-fields';
import { OBLIGATION_TYPES, type ObligationType } from '../../compliance/rules';
import { CHECKLIST_ITEM_KINDS, DEFAULT_ASSIGNEES, type ChecklistItemKind, type DefaultAssignee } from '../checklist';
import { DUE_RULES, JOB_RECURRENCES, type DueRule, type JobRecurrence } from '../rules/job-rules';

export const TEMPLATE_NAME_MAX = 120;
export const CHECKLIST_TITLE_MAX = 200;
export const CHECKLIST_DESCRIPTION_MAX = 1000;
export const CHECKLIST_MAX_ITEMS = 40;
/** The catalogue's package keys, the only values `packageTypes` accepts. */
export const PACKAGE_TYPES = CATALOGUE_PACKAGES.map((p) => p.packageType);

/** One checklist item of a template, as sent and as shown. */
export class ChecklistItemTemplateDto {
  @RequiredText(CHECKLIST_TITLE_MAX, 'The item’s title')
  @ApiProperty({ type: String, maxLength: CHECKLIST_TITLE_MAX, example: 'Reconcile the bank accounts', description: 'What the step is' })
  title!: string;

  @ApiProperty({
    enum: CHECKLIST_ITEM_KINDS,
    enumName: 'ChecklistItemKind',
    description: '`internal`: the firm’s own step, never shown to the client; `document_request` or `question`: a client task',
  })
  @IsIn(CHECKLIST_ITEM_KINDS, { message: `kind must be one of ${CHECKLIST_ITEM_KINDS.join(', ')}` })
  @IsDefined({ message: 'kind is required' })
  kind!: ChecklistItemKind;

  @ApiPropertyOptional({
    enum: DOCUMENT_CATEGORIES,
    enumName: 'DocumentCategory',
    nullable: true,
    description: 'document_request only: the category the client uploads under',
  })
  @ValidateIf(
    (o: ChecklistItemTemplateDto) => o.kind === 'document_request' || (o.documentCategory !== undefined && o.documentCategory !== null),
  )
  @IsIn(DOCUMENT_CATEGORIES, { message: 'A document request needs a document type from the list' })
  documentCategory?: DocumentCategory | null;

  @OptionalText(CHECKLIST_DESCRIPTION_MAX, 'The description')
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: CHECKLIST_DESCRIPTION_MAX,
    description: 'document_request: what exactly to send; question: the question the client is asked (required for both)',
  })
  description?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: 60,
    description: 'Client tasks: business days the client has after the task is sent (5 when left out), never past the job’s due date',
  })
  @IsOptional()
  @IsInt({ message: 'dueInBusinessDays must be a whole number of business days' })
  @Min(1, { message: 'dueInBusinessDays must be between 1 and 60' })
  @Max(60, { message: 'dueInBusinessDays must be between 1 and 60' })
  dueInBusinessDays?: number | null;
}

/** A template as staff see it. */
export class JobTemplateDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'VAT201', description: 'The job’s name; jobs are titled with it and their period' }) name!: string;
  @ApiProperty({ example: 'your VAT return', description: 'How the client reads the work, after “We’re preparing”' })
  clientLabel!: string;
  @ApiProperty({ enum: JOB_RECURRENCES, enumName: 'JobRecurrence', description: 'How often a job is made (docs/work.md)' })
  recurrence!: JobRecurrence;
  @ApiProperty({
    enum: OBLIGATION_TYPES,
    enumName: 'ObligationType',
    nullable: true,
    description: 'For `obligation` recurrence: the compliance obligation type followed',
  })
  obligationType!: ObligationType | null;
  @ApiProperty({ enum: DUE_RULES, enumName: 'JobDueRule', description: 'How the job’s internal due date is worked out' })
  dueRule!: DueRule;
  @ApiProperty({ description: 'N of the due rule: business days before the obligation’s due date, or the day of the month' })
  dueDays!: number;
  @ApiProperty({ type: [ChecklistItemTemplateDto], description: 'The checklist, in order' })
  checklist!: ChecklistItemTemplateDto[];
  @ApiProperty({
    enum: DEFAULT_ASSIGNEES,
    enumName: 'JobDefaultAssignee',
    description: '`assigned_accountant`: the client’s accountant; `manager`/`admin`: left for that team to pick up',
  })
  defaultAssignee!: DefaultAssignee;
  @ApiProperty({ type: [String], example: ['standard', 'advanced'], description: 'Catalogue packages whose holders get these jobs' })
  packageTypes!: string[];
  @ApiProperty({ description: 'Only active templates make new jobs' }) active!: boolean;
  @ApiProperty({ description: 'Shipped with the product (the seed keeps it once made; admins may still edit it)' }) shipped!: boolean;
  @ApiProperty() updatedAt!: Date;
}

/** A new template (admins). The service checks the rules that join fields (docs/work.md). */
export class CreateJobTemplateDto {
  @RequiredText(TEMPLATE_NAME_MAX, 'Name')
  @ApiProperty({ type: String, maxLength: TEMPLATE_NAME_MAX, example: 'VAT201', description: 'The job’s name' })
  name!: string;

  @RequiredText(TEMPLATE_NAME_MAX, 'The client’s wording')
  @ApiProperty({ type: String, maxLength: TEMPLATE_NAME_MAX, example: 'your VAT return', description: 'How the client reads the work' })
  clientLabel!: string;

  @ApiProperty({ enum: JOB_RECURRENCES, enumName: 'JobRecurrence', description: 'How often a job is made' })
  @IsIn(JOB_RECURRENCES, { message: `recurrence must be one of ${JOB_RECURRENCES.join(', ')}` })
  @IsDefined({ message: 'recurrence is required' })
  recurrence!: JobRecurrence;

  @ApiPropertyOptional({ enum: OBLIGATION_TYPES, enumName: 'ObligationType', nullable: true, description: 'Required for `obligation`' })
  @IsOptional()
  @IsIn(OBLIGATION_TYPES, { message: `obligationType must be one of ${OBLIGATION_TYPES.join(', ')}` })
  obligationType?: ObligationType | null;

  @ApiProperty({ enum: DUE_RULES, enumName: 'JobDueRule', description: 'How the internal due date is worked out' })
  @IsIn(DUE_RULES, { message: `dueRule must be one of ${DUE_RULES.join(', ')}` })
  @IsDefined({ message: 'dueRule is required' })
  dueRule!: DueRule;

  @ApiProperty({ minimum: 0, maximum: 60, description: 'Business days before the obligation (0-60), or the day of the month (1-31)' })
  @IsInt({ message: 'dueDays must be a whole number' })
  @Min(0, { message: 'dueDays must not be negative' })
  @Max(60, { message: 'dueDays must be at most 60' })
  @IsDefined({ message: 'dueDays is required' })
  dueDays!: number;

  @ApiProperty({ type: [ChecklistItemTemplateDto], maxItems: CHECKLIST_MAX_ITEMS, description: 'The checklist, in order' })
  @IsArray({ message: 'checklist must be a list of items' })
  @ArrayMaxSize(CHECKLIST_MAX_ITEMS, { message: `A checklist has at most ${CHECKLIST_MAX_ITEMS} items` })
  @ValidateNested({ each: true })
  @Type(() => ChecklistItemTemplateDto)
  checklist!: ChecklistItemTemplateDto[];

  @ApiPropertyOptional({ enum: DEFAULT_ASSIGNEES, enumName: 'JobDefaultAssignee', default: 'assigned_accountant' })
  @IsOptional()
  @IsIn(DEFAULT_ASSIGNEES, { message: `defaultAssignee must be one of ${DEFAULT_ASSIGNEES.join(', ')}` })
  defaultAssignee?: DefaultAssignee;

  @ApiProperty({ type: [String], enum: PACKAGE_TYPES, description: 'Catalogue packages whose holders get these jobs (at least one)' })
  @IsArray({ message: 'packageTypes must be a list of catalogue packages' })
  @ArrayMinSize(1, { message: 'Choose at least one package' })
  @ArrayMaxSize(PACKAGE_TYPES.length, { message: 'packageTypes lists a package twice' })
  @IsIn(PACKAGE_TYPES, { each: true, message: `packageTypes must be among ${PACKAGE_TYPES.join(', ')}` })
  packageTypes!: string[];

  @ApiPropertyOptional({ default: true, description: 'Only active templates make new jobs' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

/** A change to a template (admins): any field of the new-template form. Jobs already made keep their checklist. */
export class UpdateJobTemplateDto {
  @ApiPropertyOptional({ type: String, maxLength: TEMPLATE_NAME_MAX })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Name must be text' })
  @MaxLength(TEMPLATE_NAME_MAX, { message: `Name must be at most ${TEMPLATE_NAME_MAX} characters` })
  @IsNotEmpty({ message: 'Name is required' })
  name?: string;

  @ApiPropertyOptional({ type: String, maxLength: TEMPLATE_NAME_MAX })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'The client’s wording must be text' })
  @MaxLength(TEMPLATE_NAME_MAX, { message: `The client’s wording must be at most ${TEMPLATE_NAME_MAX} characters` })
  @IsNotEmpty({ message: 'The client’s wording is required' })
  clientLabel?: string;

  @ApiPropertyOptional({ enum: JOB_RECURRENCES, enumName: 'JobRecurrence' })
  @IsOptional()
  @IsIn(JOB_RECURRENCES, { message: `recurrence must be one of ${JOB_RECURRENCES.join(', ')}` })
  recurrence?: JobRecurrence;

  @ApiPropertyOptional({ enum: OBLIGATION_TYPES, enumName: 'ObligationType', nullable: true })
  @IsOptional()
  @IsIn(OBLIGATION_TYPES, { message: `obligationType must be one of ${OBLIGATION_TYPES.join(', ')}` })
  obligationType?: ObligationType | null;

  @ApiPropertyOptional({ enum: DUE_RULES, enumName: 'JobDueRule' })
  @IsOptional()
  @IsIn(DUE_RULES, { message: `dueRule must be one of ${DUE_RULES.join(', ')}` })
  dueRule?: DueRule;

  @ApiPropertyOptional({ minimum: 0, maximum: 60 })
  @IsOptional()
  @IsInt({ message: 'dueDays must be a whole number' })
  @Min(0, { message: 'dueDays must not be negative' })
  @Max(60, { message: 'dueDays must be at most 60' })
  dueDays?: number;

  @ApiPropertyOptional({ type: [ChecklistItemTemplateDto], maxItems: CHECKLIST_MAX_ITEMS })
  @IsOptional()
  @IsArray({ message: 'checklist must be a list of items' })
  @ArrayMaxSize(CHECKLIST_MAX_ITEMS, { message: `A checklist has at most ${CHECKLIST_MAX_ITEMS} items` })
  @ValidateNested({ each: true })
  @Type(() => ChecklistItemTemplateDto)
  checklist?: ChecklistItemTemplateDto[];

  @ApiPropertyOptional({ enum: DEFAULT_ASSIGNEES, enumName: 'JobDefaultAssignee' })
  @IsOptional()
  @IsIn(DEFAULT_ASSIGNEES, { message: `defaultAssignee must be one of ${DEFAULT_ASSIGNEES.join(', ')}` })
  defaultAssignee?: DefaultAssignee;

  @ApiPropertyOptional({ type: [String], enum: PACKAGE_TYPES })
  @IsOptional()
  @IsArray({ message: 'packageTypes must be a list of catalogue packages' })
  @ArrayMinSize(1, { message: 'Choose at least one package' })
  @ArrayMaxSize(PACKAGE_TYPES.length, { message: 'packageTypes lists a package twice' })
  @IsIn(PACKAGE_TYPES, { each: true, message: `packageTypes must be among ${PACKAGE_TYPES.join(', ')}` })
  packageTypes?: string[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}
