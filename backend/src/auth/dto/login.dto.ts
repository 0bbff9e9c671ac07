import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { SIGN_IN_EMAIL_MAX_LENGTH } from '../sign-in-identifier';

export class LoginDto {
  // The field keeps its documented name, username (docs/auth-and-accounts.md); an email address fits in it (the longest address is 254 characters).
  @ApiProperty({
    description:
      'The username or the email address of the account (read as an email address when it contains "@"); case and surrounding spaces are ignored',
    example: 'thandi',
    maxLength: SIGN_IN_EMAIL_MAX_LENGTH,
  })
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  @MaxLength(SIGN_IN_EMAIL_MAX_LENGTH, { message: 'Invalid username or password' })
  username!: string;

  @ApiProperty({ example: 'correct horse battery staple' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  @MaxLength(1024, { message: 'Invalid username or password' })
  password!: string;
}
