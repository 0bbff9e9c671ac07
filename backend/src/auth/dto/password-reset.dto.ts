import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../common/validation/text-fields';

export class ForgotPasswordDto {
  @ApiProperty({ description: 'Username or email address', example: 'thandi@example.co.za', maxLength: 254 })
  @Trim()
  @IsString({ message: 'Enter your username or email address' })
  @IsNotEmpty({ message: 'Enter your username or email address' })
  @MaxLength(254, { message: 'Enter your username or email address' })
  identifier!: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the link in the reset mail' })
  @IsString({ message: 'This password reset link is invalid or has expired. Please ask for a new one.' })
  @IsNotEmpty({ message: 'This password reset link is invalid or has expired. Please ask for a new one.' })
  @MaxLength(200, { message: 'This password reset link is invalid or has expired. Please ask for a new one.' })
  token!: string;

  @ApiProperty({ minLength: 8, maxLength: 128 })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  password!: string;
}

export class ResetPasskeyDto {
  @ApiProperty({ example: 'Work laptop' }) name!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastUsedAt!: Date | null;
}

export class PasswordResetDoneDto {
  @ApiProperty({ example: 'Your password has been reset. You can now sign in with it.' }) message!: string;

  @ApiProperty({ type: [ResetPasskeyDto], description: 'The passkeys that still sign in without the password' })
  passkeys!: ResetPasskeyDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'For POST /api/password/remove-passkeys (also mailed as a link); null without passkeys',
  })
  removePasskeysToken!: string | null;
}
