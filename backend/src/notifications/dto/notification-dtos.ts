import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../common/validation/text-fields';
import { STAFF_UPLOAD_MODES, StaffUploadMode } from '../notification-entities';
import type { Preferences } from '../notification-preferences.service';

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

export class RemovePasskeysDto {
  @ApiProperty({ description: 'The token from the password reset answer or the "password changed" mail' })
  @IsString({ message: 'This link is invalid or has expired.' })
  @IsNotEmpty({ message: 'This link is invalid or has expired.' })
  @MaxLength(300, { message: 'This link is invalid or has expired.' })
  token!: string;
}

export class PasskeysRemovedDto {
  @ApiProperty({ example: 'All 2 passkeys were removed from your account.' }) message!: string;
  @ApiProperty() removed!: number;
}

export class VerifyEmailDto {
  @ApiProperty({ description: 'The token from the link in the confirmation mail' })
  @IsString({ message: 'This confirmation link is invalid or has expired. Sign in and use "Resend" to get a new one.' })
  @IsNotEmpty({ message: 'This confirmation link is invalid or has expired. Sign in and use "Resend" to get a new one.' })
  @MaxLength(200, { message: 'This confirmation link is invalid or has expired. Sign in and use "Resend" to get a new one.' })
  token!: string;
}

export class MailAcceptedDto {
  @ApiProperty({ example: 'If an account matches, we have emailed a link to reset the password.' }) message!: string;

  static of(message: string): MailAcceptedDto {
    return { message };
  }
}

export class NotificationPreferencesDto {
  @ApiProperty({ description: 'Reminders before and after a document request is due' }) requestReminders!: boolean;
  @ApiProperty({ description: 'A mail when the firm reviews an uploaded document' }) documentReviews!: boolean;
  @ApiProperty({
    enum: STAFF_UPLOAD_MODES,
    enumName: 'StaffUploadMode',
    description: 'Staff only: each client upload at once, or one digest at 08:00',
  })
  staffUploads!: StaffUploadMode;
  @ApiProperty({ description: 'Security notices (password or email changed, new sign-in, account deleted) always go out' })
  securityNotices!: true;

  static from(p: Preferences): NotificationPreferencesDto {
    return { ...p, securityNotices: true };
  }
}

export class UpdateNotificationPreferencesDto {
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'requestReminders must be true or false' }) requestReminders?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'documentReviews must be true or false' }) documentReviews?: boolean;
  @ApiPropertyOptional({ enum: STAFF_UPLOAD_MODES, enumName: 'StaffUploadMode' })
  @IsOptional()
  @IsIn(STAFF_UPLOAD_MODES, { message: 'staffUploads must be immediate or digest' })
  staffUploads?: StaffUploadMode;
}
