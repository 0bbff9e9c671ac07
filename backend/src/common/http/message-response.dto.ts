import { ApiProperty } from '@nestjs/swagger';

/** A one-sentence answer for actions that leave nothing to show (a delete, say); the toast reads it. */
export class StaffMessageResponseDto {
  @ApiProperty({ example: 'Request canceled' }) message!: string;

  static of(message: string): StaffMessageResponseDto {
    return { message };
  }
}
