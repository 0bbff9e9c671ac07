import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsNotEmpty, IsString, Matches, MaxLength, ValidateBy, ValidationOptions } from 'class-validator';
import { firmToday } from '../../common/calendar/firm-calendar';
import { DOCUMENT_CATEGORIES, DocumentCategory } from '../document.entity';

export const DESCRIPTION_MAX = 1000;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A real calendar date (no 2026-02-30) that is today or later in South Africa. */
function IsDueDateNotPast(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isDueDateNotPast',
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return true; // the format check reports it
          const parsed = new Date(`${value}T00:00:00Z`);
          return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value && value >= firmToday();
        },
      },
    },
    options,
  );
}

/**
 * What staff ask a client for. The type is a document category, because the client's upload form
 * locks its category to the request's (spec: /dashboard/uploads?requestId=).
 */
export class CreateDocumentRequestDto {
  @ApiProperty({ enum: DOCUMENT_CATEGORIES, enumName: 'DocumentCategory', example: 'bank_statement' })
  @IsDefined({ message: 'Document type is required' })
  @IsIn(DOCUMENT_CATEGORIES, { message: 'Please choose a document type from the list' })
  documentType!: DocumentCategory;

  @ApiProperty({ maxLength: DESCRIPTION_MAX, example: 'Bank statements for March to May 2026, all business accounts' })
  @Transform(trim)
  @IsNotEmpty({ message: 'Description is required' })
  @IsString({ message: 'Description must be text' })
  @MaxLength(DESCRIPTION_MAX, { message: `Description must be at most ${DESCRIPTION_MAX} characters` })
  description!: string;

  @ApiProperty({ example: '2026-07-31', description: 'yyyy-MM-dd, today or later (South African date)' })
  @Transform(trim)
  @IsNotEmpty({ message: 'Due date is required' })
  @IsDueDateNotPast({ message: 'Due date must be a valid date, today or later' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Due date must be a date in the form yyyy-MM-dd' })
  @IsString({ message: 'Due date must be a date in the form yyyy-MM-dd' })
  dueDate!: string;
}
