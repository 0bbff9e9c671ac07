import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** An admin starts a subscription before its invoice is paid, and says why (docs/billing.md). */
export class StartOnAccountDto {
  @ApiProperty({ example: 'Retainer agreed with the director; invoice to be paid with the January payment run', maxLength: 500 })
  @Transform(trim)
  @IsNotEmpty({ message: 'Reason is required' })
  @IsString({ message: 'Reason must be text' })
  @MinLength(5, { message: 'Reason must say why, in at least 5 characters' })
  @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  reason!: string;
}
