import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy, type ValidationArguments } from 'class-validator';

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

/**
 * An optional text field checked by a rule that returns the message to show, or null when the
 * value is acceptable (the shared package's field rules, for one). Blank is stored as null; the
 * value is checked and stored as `normalise` gives it (numbers without the spaces people type, say).
 */
export function OptionalRuleText(maxInput: number, label: string, rule: (value: string) => string | null, normalise = (v: string) => v) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true }),
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      return trimmed === '' ? null : normalise(trimmed);
    }),
    IsOptional(),
    ValidateBy(
      {
        name: 'fieldRule',
        validator: {
          validate: (value: unknown) => typeof value === 'string' && value.length <= maxInput && rule(value) === null,
          defaultMessage: (args?: ValidationArguments) => {
            const value: unknown = args?.value;
            if (typeof value !== 'string') return `${label} must be text`;
            if (value.length > maxInput) return `${label} must be at most ${maxInput} characters`;
            return rule(value) ?? `${label} is not valid`;
          },
        },
      },
      {},
    ),
  );
}
