import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';

/** Outcomes of a review; pending is the state before one (docs/decisions/0007-lifecycles.md). */
export const REVIEW_STATUSES = ['approved', 'rejected', 'needs_revision'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_NOTES_REQUIRED = 'Review notes are required when a document is rejected or needs revision';
export const REVIEW_NOTES_MAX = 5000;

export class ReviewDocumentDto {
  @ApiProperty({ enum: REVIEW_STATUSES, enumName: 'ReviewStatus' })
  @IsDefined({ message: 'Status is required' })
  @IsIn(REVIEW_STATUSES, { message: 'Status must be approved, rejected or needs_revision' })
  status!: ReviewStatus;

  /** The client reads these in their Document Details dialog, so a rejection must say why. */
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: REVIEW_NOTES_MAX,
    description: 'Required for rejected and needs_revision',
  })
  @Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  })
  @ValidateIf((o: ReviewDocumentDto) => o.status !== 'approved' || (o.reviewNotes !== undefined && o.reviewNotes !== null))
  @IsNotEmpty({ message: REVIEW_NOTES_REQUIRED })
  @IsString({ message: 'Review notes must be text' })
  @MaxLength(REVIEW_NOTES_MAX, { message: `Review notes must be at most ${REVIEW_NOTES_MAX} characters` })
  reviewNotes?: string | null;
}
