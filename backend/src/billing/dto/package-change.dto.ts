import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, Min } from 'class-validator';
import { InvoiceResponseDto } from './invoice-response.dto';
import { SubscriptionResponseDto } from './subscription-response.dto';

export const PACKAGE_CHANGE_KINDS = ['upgrade', 'downgrade', 'same-price', 'keep'] as const;
export type PackageChangeKind = (typeof PACKAGE_CHANGE_KINDS)[number];

export class ChangePackageDto {
  @ApiProperty({ description: 'Id of the catalogue package to move to (GET /api/services)' })
  @IsDefined({ message: 'Package is required' })
  @IsInt({ message: 'Package must be chosen from the catalogue' })
  @Min(1, { message: 'Package must be chosen from the catalogue' })
  serviceId!: number;
}

export class ChangePreviewQueryDto {
  @ApiProperty({ description: 'Id of the catalogue package to move to' })
  @Type(() => Number)
  @IsDefined({ message: 'Package is required' })
  @IsInt({ message: 'Package must be chosen from the catalogue' })
  @Min(1, { message: 'Package must be chosen from the catalogue' })
  serviceId!: number;
}

export class PackageSummaryDto {
  @ApiProperty() serviceId!: number;
  @ApiProperty({ example: 'Standard' }) title!: string;
  @ApiProperty({ example: 3599, description: 'Monthly price in rand, VAT included' }) price!: number;
}

/** What a change of package would do, shown before the client confirms it (docs/billing.md, "Changing package"). */
export class ChangePreviewResponseDto {
  @ApiProperty({
    enum: PACKAGE_CHANGE_KINDS,
    enumName: 'PackageChangeKind',
    description:
      'upgrade: now, with an invoice for the difference; downgrade: from effectiveFrom; same-price: now, nothing to pay; keep: a scheduled downgrade called off',
  })
  kind!: PackageChangeKind;
  @ApiProperty({ type: PackageSummaryDto }) from!: PackageSummaryDto;
  @ApiProperty({ type: PackageSummaryDto }) to!: PackageSummaryDto;
  @ApiProperty({ description: 'When the new package takes effect' }) effectiveFrom!: Date;
  @ApiProperty({ example: 1625.81, description: 'Rand to pay now, VAT included (0: nothing)' }) amount!: number;
  @ApiProperty({ example: 212.06, description: 'VAT included in amount (0 when the firm is not VAT-registered)' }) vat!: number;
  @ApiProperty({ description: 'The current period: its first day' }) periodStart!: Date;
  @ApiProperty({ description: 'The current period ends (and the next begins) then' }) renewalDate!: Date;
  @ApiProperty({ example: 31, description: 'Days of the current period (upgrades)' }) periodDays!: number;
  @ApiProperty({ example: 21, description: 'Days left of it, today included (upgrades)' }) remainingDays!: number;
  @ApiProperty({ example: 0, description: "The next month's whole difference, in amount when that month was already invoiced" })
  nextPeriodAmount!: number;
}

export class ChangePackageResponseDto {
  @ApiProperty({ type: SubscriptionResponseDto }) subscription!: SubscriptionResponseDto;
  @ApiProperty({ type: InvoiceResponseDto, nullable: true, description: "The upgrade's invoice for the difference; null otherwise" })
  invoice!: InvoiceResponseDto | null;
  @ApiProperty({ description: 'When the new package takes effect' }) effectiveFrom!: Date;
}
