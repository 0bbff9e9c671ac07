/** Injection token for the firm's details as printed on invoices. */
export const FIRM_DETAILS = Symbol('FIRM_DETAILS');
