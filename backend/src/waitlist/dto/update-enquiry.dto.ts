import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined } from 'class-validator';

export class MarkContactedDto {
  @ApiProperty({ description: 'false puts the enquiry back in the to-contact list' })
  @IsDefined({ message: 'isContacted is required' })
  @IsBoolean({ message: 'isContacted must be true or false' })
  isContacted!: boolean;
}

export class MarkReadDto {
  @ApiProperty({ description: 'false marks the message unread again' })
  @IsDefined({ message: 'isRead is required' })
  @IsBoolean({ message: 'isRead must be true or false' })
  isRead!: boolean;
}
