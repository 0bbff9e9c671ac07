import { ApiProperty } from '@nestjs/swagger';
import { VAT_CATEGORIES, VAT_FILING_CHANNELS, type VatCategory, type VatFilingChannel } from '@table-bay/shared';

/** The tax and registration part of a business's company profile, as the API shows it (docs/compliance.md). */
export class TaxProfileDto {
  @ApiProperty({ enum: VAT_CATEGORIES, enumName: 'VatCategory', nullable: true }) vatCategory!: VatCategory | null;
  @ApiProperty({ enum: VAT_FILING_CHANNELS, enumName: 'VatFilingChannel' }) vatFilingChannel!: VatFilingChannel;
  @ApiProperty({ type: Number, nullable: true, minimum: 1, maximum: 12 }) financialYearEndMonth!: number | null;
  @ApiProperty({ type: String, nullable: true }) incomeTaxNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) payeReference!: string | null;
  @ApiProperty({ type: String, nullable: true }) uifReference!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2019/123456/07' }) companyRegistrationNumber!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) incorporationDate!: string | null;
  @ApiProperty() provisionalTaxpayer!: boolean;
  @ApiProperty() coidaRegistered!: boolean;
}
