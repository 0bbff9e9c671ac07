import { ApiProperty } from '@nestjs/swagger';
import { ANNUAL_REVENUES, BUSINESS_TYPES } from '../../users/dto/account-fields.dto';

/**
 * The company part of a business's profile as the API shows it, in the company form's field names
 * (`company` is the business's name). Its one home is client_businesses (BusinessProfileService);
 * the tax and registration part is TaxProfileDto.
 */
export class CompanyProfileDto {
  @ApiProperty({ type: String, nullable: true }) company!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: String, nullable: true }) postalCode!: string | null;
  @ApiProperty() country!: string;
  @ApiProperty({ type: String, nullable: true }) vatNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) registrationNumber!: string | null;
  @ApiProperty({ enum: BUSINESS_TYPES, enumName: 'BusinessType', nullable: true }) businessType!: string | null;
  @ApiProperty({ enum: ANNUAL_REVENUES, enumName: 'AnnualRevenue', nullable: true }) annualRevenue!: string | null;
  @ApiProperty({ type: Number, nullable: true }) numberOfEmployees!: number | null;
}
