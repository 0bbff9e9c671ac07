import type { FirmConfig } from './app-config';

/**
 * The firm as its documents print it (invoices, credit notes, engagement letters, the letterhead of
 * common/pdf): config.firm, read from the FIRM_* settings when the process starts (README,
 * "Configuration"). In the platform layer so that any module can print the firm's details.
 */
export type FirmDetails = FirmConfig;

/** Injection token for the firm's details; ConfigModule provides it to every module. */
export const FIRM_DETAILS = Symbol('FIRM_DETAILS');

/** A firm without FIRM_VAT_NUMBER is not VAT-registered and issues plain invoices without VAT. */
export const isVatRegistered = (firm: FirmDetails): boolean => Boolean(firm.vatNumber?.trim());
