import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { STAFF_UPLOAD_MODES, StaffUploadMode } from '../notification-entities';
import type { Preferences } from '../notification-preferences.service';

export class NotificationPreferencesDto {
  @ApiProperty({ description: 'Reminders before and after a document request is due' }) requestReminders!: boolean;
  @ApiProperty({ description: 'A mail when the firm reviews an uploaded document' }) documentReviews!: boolean;
  @ApiProperty({ description: 'Tax calendar reminders: 7 days and 1 day before an obligation is due, and on the day' })
  complianceReminders!: boolean;
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
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'complianceReminders must be true or false' })
  complianceReminders?: boolean;
  @ApiPropertyOptional({ enum: STAFF_UPLOAD_MODES, enumName: 'StaffUploadMode' })
  @IsOptional()
  @IsIn(STAFF_UPLOAD_MODES, { message: 'staffUploads must be immediate or digest' })
  staffUploads?: StaffUploadMode;
}
