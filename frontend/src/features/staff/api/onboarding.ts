import type { Schema } from '../../../lib/api/types';
import { api } from '../../../lib/api/client';

export type OnboardClient = Schema<'OnboardClientDto'>;
export type OnboardedClient = Schema<'OnboardedClientDto'>;

/** POST /api/staff/clients: creates the business and mails its first owner an invitation (managers and admins). */
export function onboardClient(body: OnboardClient): Promise<OnboardedClient> {
  return api.post('/staff/clients', { body });
}

/** POST /api/staff/enquiries/:id/invite: the sign-up enquiry becomes a client business, its sender invited as owner. */
export function inviteEnquiry(id: number, businessName?: string): Promise<OnboardedClient> {
  return api.post('/staff/enquiries/{id}/invite', { params: { path: { id } }, body: { businessName } });
}
