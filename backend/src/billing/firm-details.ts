import type { FirmConfig } from '../config/app-config';

/** The firm as printed on invoices: config.firm (FIRM_* settings, see the README). */
export type FirmDetails = FirmConfig;

/** A firm without FIRM_VAT_NUMBER is not VAT-registered and issues plain invoices without VAT. */
export const isVatRegistered = (firm: FirmDetails): boolean => Boolean(firm.vatNumber?.trim());
