import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** Trims strings; leaves every other value for the validators to judge. */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/**
 * An optional free-text field. Forms send '' for a field left blank: that is stored as null.
 */
export function OptionalText(maxLength: number, label: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength }),
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      return trimmed === '' ? null : trimmed;
    }),
    IsOptional(),
    IsString({ message: `${label} must be text` }),
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength} characters` }),
  );
}

/** A required free-text field: trimmed, and blank is refused with "<label> is required". */
export function RequiredText(maxLength: number, label: string) {
  return applyDecorators(
    ApiProperty({ type: String, maxLength }),
    Trim(),
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength} characters` }),
    IsString({ message: `${label} must be text` }),
    // Last, so a missing value reads "is required" (the pipe reports a field's last failed rule).
    IsNotEmpty({ message: `${label} is required` }),
  );
}
