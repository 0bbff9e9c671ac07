import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { IsNotEmpty, IsObject, IsOptional, IsString, Length, MaxLength } from 'class-validator';

export class PasskeyDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'Work laptop' })
  name!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastUsedAt!: Date | null;
}

/** Asking to add a passkey is a sensitive action: the password again, and a code when the authenticator is on. */
export class PasskeyRegistrationOptionsDto {
  @ApiProperty({ description: 'The account password' })
  @IsString({ message: 'Enter your password' })
  @Length(1, 1024, { message: 'Enter your password' })
  password!: string;

  @ApiPropertyOptional({ description: 'With the authenticator on: a current 6-digit code, or one of the recovery codes' })
  @IsOptional()
  @IsString({ message: 'Enter a code from your authenticator app or a recovery code' })
  @Length(6, 20, { message: 'Enter a code from your authenticator app or a recovery code' })
  code?: string;
}

export class AddPasskeyDto {
  @ApiProperty({ example: 'Work laptop', maxLength: 60 })
  @IsString({ message: 'Give the passkey a name' })
  @IsNotEmpty({ message: 'Give the passkey a name' })
  @MaxLength(60, { message: 'The name can be at most 60 characters' })
  name!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "The browser's registration response (RegistrationResponseJSON)",
  })
  @IsObject({ message: 'The passkey response is missing' })
  response!: RegistrationResponseJSON;
}

export class PasskeySignInDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: "The browser's assertion (AuthenticationResponseJSON)" })
  @IsObject({ message: 'The passkey response is missing' })
  response!: AuthenticationResponseJSON;
}

/** WebAuthn options as @simplewebauthn/browser takes them (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON). */
export class WebAuthnOptionsDto {
  @ApiProperty({ description: 'base64url challenge' })
  challenge!: string;

  [key: string]: unknown;
}
