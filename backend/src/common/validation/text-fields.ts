import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';

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
