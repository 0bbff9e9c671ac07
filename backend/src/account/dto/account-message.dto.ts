import { ApiProperty } from '@nestjs/swagger';

/** A one-sentence answer the settings screen can show in its toast. */
export class AccountMessageDto {
  @ApiProperty({ example: 'Password updated' }) message!: string;

  static of(message: string): AccountMessageDto {
    return { message };
  }
}
