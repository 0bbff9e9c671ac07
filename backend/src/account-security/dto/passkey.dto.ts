import { ApiProperty } from '@nestjs/swagger';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { IsNotEmpty, IsObject, IsString, MaxLength } from 'class-validator';

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
