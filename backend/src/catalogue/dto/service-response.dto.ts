import { isAddOnPackage } from '@table-bay/shared';
import { ApiProperty } from '@nestjs/swagger';
import { ServicePackage } from '../service-package.entity';

/** A subscribable package as the client sees it (GET /api/services, and inside a subscription). */
export class ServiceResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'Standard' }) title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'Monthly price in rand, VAT included', example: 3599 }) price!: number;
  @ApiProperty({ type: [String] }) features!: string[];
  @ApiProperty({ example: 'standard', description: 'Stable key, also the anchor on /services' }) packageType!: string;
  @ApiProperty({ description: 'An add-on, held beside the main package; a business holds one main package at a time' }) addOn!: boolean;

  static from(s: ServicePackage): ServiceResponseDto {
    return {
      id: s.id,
      title: s.title,
      description: s.description,
      price: Number(s.price),
      features: [...(s.features ?? [])],
      packageType: s.packageType,
      addOn: isAddOnPackage(s.packageType),
    };
  }
}
