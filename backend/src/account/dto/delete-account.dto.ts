import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** DELETE /api/user: the password again, so a session left open on a shared computer cannot delete the account. */
export class DeleteAccountDto {
  @ApiProperty({ description: 'The current password, to confirm it is really the account holder' })
  @IsString({ message: 'Password is required to verify your identity' })
  @IsNotEmpty({ message: 'Password is required to verify your identity' })
  @MaxLength(1024, { message: 'Password is incorrect' })
  password!: string;
}
