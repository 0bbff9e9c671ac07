import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

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
