import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, Min } from 'class-validator';
import { OptionalText, Trim } from '../../common/validation/text-fields';
import { DOCUMENT_CATEGORIES, DocumentCategory } from '../document.entity';

/** Multipart fields are text: "12" becomes 12, a blank field means "no request". */
const optionalId = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    return /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : value;
  });

/** The text fields of POST /api/documents/upload (the files arrive beside them, see the controller). */
export class UploadDocumentsDto {
  @ApiProperty({ enum: DOCUMENT_CATEGORIES, enumName: 'DocumentCategory', example: 'bank_statement' })
  @Trim()
  @IsNotEmpty({ message: 'Please select a document category' })
  @IsIn(DOCUMENT_CATEGORIES, { message: 'Please select a valid document category' })
  category!: DocumentCategory;

  @OptionalText(1000, 'Description') description?: string | null;

  @ApiPropertyOptional({ type: Number, description: 'Id of an open document request this upload answers' })
  @optionalId()
  @IsOptional()
  @IsInt({ message: 'The document request is not valid' })
  @Min(1, { message: 'The document request is not valid' })
  requestId?: number;
}
