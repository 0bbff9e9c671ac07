/**
 * Money arithmetic of docs/decisions/0006-money.md shared by the invoices (backend) and the prices
 * the portal shows before a purchase (frontend): amounts are worked in integer cents, and the VAT
 * in a VAT-inclusive amount is rounded once, the same way on both sides.
 */
export const VAT_RATE_PERCENT = 15;

/** Rand (a DECIMAL string or number) to integer cents, without floating-point drift. */
export function toCents(rand: number | string): number {
  const text = typeof rand === 'number' ? rand.toFixed(2) : rand.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not an amount: ${text}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** Integer cents to rand for the API's number fields. */
export function toRand(cents: number): number {
  return cents / 100;
}

/**
 * The VAT included in a VAT-inclusive amount: total × 15 ⁄ 115, rounded half up once, in integer
 * arithmetic (round(x / 115) = floor((2x + 115) / 230) for x ≥ 0).
 */
export function vatIncluded(totalCents: number): number {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new Error(`Not a cent amount: ${totalCents}`);
  return Math.floor((2 * totalCents * VAT_RATE_PERCENT + 115) / 230);
}

/**
 * The VAT included in a VAT-inclusive price in rand, as the invoice will show it: the price to
 * cents, vatIncluded, back to rand (3599 → 469.43).
 */
export function vatIncludedRand(totalRand: number): number {
  return toRand(vatIncluded(Math.round(totalRand * 100)));
}
