import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  compactNumber,
  firmToday,
  validateCompanyRegistrationNumber,
  validateIncomeTaxNumber,
  validateIncorporationDate,
  validatePayeReference,
  validateUifReference,
  VAT_CATEGORIES,
  VAT_FILING_CHANNELS,
  type VatCategory,
  type VatFilingChannel,
} from '@table-bay/shared';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { OptionalRuleText } from '../../common/validation/text-fields';

const blankToNull = ({ value }: { value: unknown }) => (value === '' ? null : value);

/**
 * The tax and registration part of the company profile (docs/compliance.md, "Profile fields"):
 * every field optional, blank clears it; the formats and messages are the shared rules the company
 * form shows too. The compliance calendar works out the business's obligations from these.
 */
export class TaxProfileFieldsDto {
  @ApiPropertyOptional({ enum: VAT_CATEGORIES, enumName: 'VatCategory', nullable: true, description: 'Null when not a VAT vendor' })
  @Transform(blankToNull)
  @IsOptional()
  @IsIn(VAT_CATEGORIES, { message: 'The VAT category must be A, B, C, D, E or F, or empty when the business is not a VAT vendor.' })
  vatCategory?: VatCategory | null;

  @ApiPropertyOptional({ enum: VAT_FILING_CHANNELS, enumName: 'VatFilingChannel', description: 'efiling unless set' })
  @ValidateIf((_o: object, v: unknown) => v !== undefined)
  @IsIn(VAT_FILING_CHANNELS, { message: 'The VAT filing channel must be efiling or manual.' })
  vatFilingChannel?: VatFilingChannel;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: 12, description: 'The month the financial year ends in' })
  @Transform(blankToNull)
  @IsOptional()
  @Min(1, { message: 'The financial year-end month must be a whole number from 1 (January) to 12 (December).' })
  @Max(12, { message: 'The financial year-end month must be a whole number from 1 (January) to 12 (December).' })
  @IsInt({ message: 'The financial year-end month must be a whole number from 1 (January) to 12 (December).' })
  financialYearEndMonth?: number | null;

  @OptionalRuleText(40, 'Income tax number', validateIncomeTaxNumber, compactNumber) incomeTaxNumber?: string | null;
  @OptionalRuleText(40, 'PAYE reference', validatePayeReference, compactNumber) payeReference?: string | null;
  @OptionalRuleText(40, 'UIF reference', validateUifReference, (v) => v.replace(/\s+/g, '').toUpperCase()) uifReference?: string | null;
  @OptionalRuleText(40, 'Company registration number', (v) => validateCompanyRegistrationNumber(v, firmToday()))
  companyRegistrationNumber?: string | null;
  @OptionalRuleText(40, 'Incorporation date', (v) => validateIncorporationDate(v, firmToday())) incorporationDate?: string | null;

  @ApiPropertyOptional({ type: Boolean })
  @ValidateIf((_o: object, v: unknown) => v !== undefined)
  @IsBoolean({ message: 'Provisional taxpayer must be true or false' })
  provisionalTaxpayer?: boolean;

  @ApiPropertyOptional({ type: Boolean })
  @ValidateIf((_o: object, v: unknown) => v !== undefined)
  @IsBoolean({ message: 'COIDA registration must be true or false' })
  coidaRegistered?: boolean;
}
