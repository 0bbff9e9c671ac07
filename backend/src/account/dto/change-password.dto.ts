import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NewPassword } from '../../users/password-policy';

export class ChangePasswordDto {
  @ApiProperty()
  @IsString({ message: 'Current password is required' })
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxLength(1024, { message: 'Current password is incorrect' })
  currentPassword!: string;

  /** The account's username and email are checked against it by the service. */
  @NewPassword()
  newPassword!: string;
}
