import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';

export class TotpCodeDto {
  @ApiProperty({ example: '123456', description: 'The 6-digit code the authenticator app shows now' })
  @IsString({ message: 'Enter the 6-digit code from your authenticator app' })
  @Matches(/^\d{6}$/, { message: 'Enter the 6-digit code from your authenticator app' })
  code!: string;
}

export class DisableTotpDto {
  @ApiProperty({ description: 'The account password' })
  @IsString({ message: 'Enter your password' })
  @Length(1, 200, { message: 'Enter your password' })
  password!: string;

  @ApiProperty({ description: 'A current 6-digit code, or one of the recovery codes' })
  @IsString({ message: 'Enter a code from your authenticator app or a recovery code' })
  @Length(6, 20, { message: 'Enter a code from your authenticator app or a recovery code' })
  code!: string;
}

/** The second step of a sign-in: exactly one of the two. */
export class SecondFactorDto {
  @ApiPropertyOptional({ example: '123456' })
  @IsOptional()
  @IsString({ message: 'Enter the 6-digit code from your authenticator app' })
  @Matches(/^\d{6}$/, { message: 'Enter the 6-digit code from your authenticator app' })
  code?: string;

  @ApiPropertyOptional({ example: 'ABCDE-FGHJK' })
  @IsOptional()
  @IsString({ message: 'Enter one of your recovery codes' })
  @MaxLength(20, { message: 'Enter one of your recovery codes' })
  @Matches(/^[A-Za-z0-9\s-]{10,20}$/, { message: 'Enter one of your recovery codes' })
  recoveryCode?: string;
}

export class TotpSetupResponseDto {
  @ApiProperty({ description: 'Base32 secret, for typing into the app by hand' })
  secret!: string;

  @ApiProperty({ example: 'otpauth://totp/...' })
  otpauthUrl!: string;

  @ApiProperty({ description: 'The otpauth URL as a QR code, an SVG document' })
  qrSvg!: string;
}

export class RecoveryCodesResponseDto {
  @ApiProperty({ type: [String], description: 'Ten single-use codes, shown this once' })
  recoveryCodes!: string[];
}

export class TwoFactorStatusDto {
  @ApiProperty()
  totpEnabled!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  enabledAt!: Date | null;

  @ApiProperty()
  recoveryCodesRemaining!: number;

  @ApiProperty({ description: 'Staff accounts must have two-factor sign-in on' })
  required!: boolean;

  @ApiProperty()
  passkeys!: number;
}

export class SecurityMessageDto {
  @ApiProperty()
  message!: string;
}
