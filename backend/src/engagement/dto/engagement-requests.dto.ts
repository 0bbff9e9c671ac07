import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ENGAGEMENT_LETTER_STATUSES,
  PROPOSAL_NOTE_MAX,
  PROPOSAL_SCOPE_MAX,
  SIGNATURE_PNG_MAX_BYTES,
  SIGNER_NAME_MAX,
  WITHDRAWAL_REASON_MAX,
  type EngagementLetterStatus,
} from '@table-bay/shared';
import { Equals, IsDefined, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { OptionalText, RequiredText } from '../../common/validation/text-fields';

export class CreateSubscriptionDto {
  @ApiProperty({ description: 'Id of a catalogue package (GET /api/services)' })
  @IsDefined({ message: 'Package is required' })
  @IsInt({ message: 'Package must be chosen from the catalogue' })
  @Min(1, { message: 'Package must be chosen from the catalogue' })
  serviceId!: number;

  @ApiProperty({ description: 'The client accepts the terms of service; must be true' })
  @Equals(true, { message: 'Please accept the terms of service' })
  acceptTerms!: boolean;
}

/** A PNG as a data URL, at most SIGNATURE_PNG_MAX_BYTES once decoded (base64 is 4 characters per 3 bytes). */
const SIGNATURE_MAX_CHARS = 'data:image/png;base64,'.length + Math.ceil(SIGNATURE_PNG_MAX_BYTES / 3) * 4;

export class SignLetterDto {
  @RequiredText(SIGNER_NAME_MAX, 'Full name')
  @Matches(/\S+\s+\S+/, { message: 'Please type your full name: first name and surname' })
  fullName!: string;

  @ApiProperty({ description: 'Consent to sign electronically; must be true' })
  @Equals(true, { message: 'Please confirm that you agree to sign electronically' })
  consent!: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: `A drawn signature: a PNG data URL (data:image/png;base64,…), at most ${SIGNATURE_PNG_MAX_BYTES / 1024} kB`,
  })
  @IsOptional()
  @IsString({ message: 'The drawn signature must be a PNG image' })
  @MaxLength(SIGNATURE_MAX_CHARS, { message: `The drawn signature must be at most ${SIGNATURE_PNG_MAX_BYTES / 1024} kB` })
  @Matches(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, { message: 'The drawn signature must be a PNG image' })
  signature?: string | null;
}

export class CreateProposalDto {
  @ApiProperty({ description: 'Id of a catalogue package; its wording is the letter’s base' })
  @IsDefined({ message: 'Package is required' })
  @IsInt({ message: 'Package must be chosen from the catalogue' })
  @Min(1, { message: 'Package must be chosen from the catalogue' })
  serviceId!: number;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 2999,
    description: 'Rand a month, VAT included; the package price when left out',
  })
  @IsOptional()
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: 'Monthly price must be a number with at most 2 decimals' },
  )
  @Min(1, { message: 'Monthly price must be at least R1' })
  @Max(1_000_000, { message: 'Monthly price is too large' })
  monthlyPrice?: number | null;

  @OptionalText(PROPOSAL_SCOPE_MAX, 'Scope')
  scope?: string | null;

  @OptionalText(PROPOSAL_NOTE_MAX, 'Note')
  note?: string | null;
}

export class StaffLettersQueryDto {
  @ApiPropertyOptional({ enum: ENGAGEMENT_LETTER_STATUSES, enumName: 'EngagementLetterStatus' })
  @IsOptional()
  @IsIn(ENGAGEMENT_LETTER_STATUSES, { message: `Status must be one of ${ENGAGEMENT_LETTER_STATUSES.join(', ')}` })
  status?: EngagementLetterStatus;
}

export class WithdrawLetterDto {
  /** Mailed to the business's owners and shown on the letter. */
  @RequiredText(WITHDRAWAL_REASON_MAX, 'Reason')
  reason!: string;
}
