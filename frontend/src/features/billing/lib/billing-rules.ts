/**
 * VAT included in a VAT-inclusive price: total × 15 ⁄ 115 rounded half up once, in cents, the same
 * arithmetic as the invoices (backend/src/billing/billing-rules.ts).
 */
export function vatIncludedRand(totalRand: number): number {
  const cents = Math.round(totalRand * 100);
  return Math.floor((30 * cents + 115) / 230) / 100;
}
