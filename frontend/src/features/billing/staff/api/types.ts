import type { Schema } from '../../../../lib/api/types';

/*
 * The staff API's billing shapes, named here so the billing feature's staff screens need nothing of
 * the staff console's own client query (features/staff/api/get-client.ts names the same schemas).
 */
export type PaymentStatus = Schema<'PaymentStatus'>;
export type StaffSubscription = Schema<'StaffSubscriptionResponseDto'>;
export type StaffPayment = Schema<'StaffPaymentResponseDto'>;
/** GET /api/staff/clients/:id, of which the billing tab reads the subscriptions and payments. */
export type ClientDetail = Schema<'ClientDetailResponseDto'>;
