import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsInt, Min } from 'class-validator';

export class CreateClientSubscriptionDto {
  @ApiProperty({ description: 'Id of a catalogue package (GET /api/services)' })
  @IsDefined({ message: 'Package is required' })
  @IsInt({ message: 'Package must be chosen from the catalogue' })
  @Min(1, { message: 'Package must be chosen from the catalogue' })
  serviceId!: number;
}
