import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

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
