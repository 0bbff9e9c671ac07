import { ValueTransformer } from 'typeorm';

/**
 * DECIMAL columns come back as strings from MySQL and as numbers from SQLite;
 * the API always speaks numbers in rand.
 */
export const decimalToNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? null : Number(value)),
};

/** Rand amounts: 12 digits with 2 decimals covers any small-business figure exactly. */
export const MONEY = { type: 'decimal', precision: 12, scale: 2, transformer: decimalToNumber } as const;
