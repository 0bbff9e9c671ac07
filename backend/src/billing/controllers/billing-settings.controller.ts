import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { FIRM_DETAILS, isVatRegistered, type FirmDetails } from '../../config/firm-details';
import { Access } from '../../access/access.decorator';

export class BillingSettingsResponseDto {
  @ApiProperty({ description: 'The firm is VAT-registered: prices include VAT at 15% and invoices are tax invoices' })
  vatRegistered!: boolean;
  @ApiProperty({ description: 'Card and instant EFT through PayFast are offered' }) payfastAvailable!: boolean;
  @ApiProperty({ description: 'Days from an invoice to its due date', example: 7 }) paymentTermsDays!: number;
}

/** Public facts the purchase screens need to state prices and terms the way the invoices will. */
@ApiTags('billing')
@Controller('billing/settings')
@Access.public()
export class BillingSettingsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(FIRM_DETAILS) private readonly firm: FirmDetails,
  ) {}

  @ApiOperation({ summary: 'Billing settings shown to clients' })
  @Get()
  @ApiOkResponse({ type: BillingSettingsResponseDto })
  settings(): BillingSettingsResponseDto {
    return {
      vatRegistered: isVatRegistered(this.firm),
      payfastAvailable: this.config.billing.payfast !== null,
      paymentTermsDays: this.config.billing.paymentTermsDays,
    };
  }
}
