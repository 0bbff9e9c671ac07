import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/text-fields';

export class ChangeEmailDto {
  @ApiProperty({ example: 'thandi@example.co.za' })
  @Trim()
  @IsString({ message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  newEmail!: string;

  @ApiProperty({ description: 'The current password, to confirm it is really the account holder' })
  @IsString({ message: 'Password is required to verify your identity' })
  @IsNotEmpty({ message: 'Password is required to verify your identity' })
  @MaxLength(1024, { message: 'Password is incorrect' })
  password!: string;
}
