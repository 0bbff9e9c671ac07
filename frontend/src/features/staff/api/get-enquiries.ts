import { useStaffKey } from '../../../lib/staff-keys';
import type { Schema } from '../../../lib/api/types';
import { api, apiKey, useApi } from '../../../lib/api/client';

/** A waitlist enquiry (the home-page form). */
export type WaitlistEnquiry = Schema<'WaitlistEnquiryResponseDto'>;
/** A contact-page message. */
export type ContactEnquiry = Schema<'ContactEnquiryResponseDto'>;
export type WaitlistPage = Schema<'WaitlistPageResponseDto'>;
export type ContactPage = Schema<'ContactPageResponseDto'>;

interface EnquiryQuery {
  q?: string;
  /** Only the ones still to handle. */
  open?: boolean;
  limit?: number;
  offset?: number;
}

export function waitlistKey({ q, open, limit, offset }: EnquiryQuery = {}) {
  return apiKey('/staff/enquiries/waitlist', {
    query: { q: q?.trim(), uncontacted: open ? true : undefined, limit, offset: offset || undefined },
  });
}

export function contactKey({ q, open, limit, offset }: EnquiryQuery = {}) {
  return apiKey('/staff/enquiries/contact', {
    query: { q: q?.trim(), unread: open ? true : undefined, limit, offset: offset || undefined },
  });
}

/** GET /api/staff/enquiries/waitlist: newest first. */
export function useWaitlist(query: EnquiryQuery = {}) {
  return useApi(useStaffKey(waitlistKey(query)), { keepPreviousData: true });
}

/** GET /api/staff/enquiries/contact: newest first. */
export function useContactMessages(query: EnquiryQuery = {}) {
  return useApi(useStaffKey(contactKey(query)), { keepPreviousData: true });
}

/** PATCH /api/staff/enquiries/waitlist/:id */
export function setWaitlistContacted(id: number, isContacted: boolean): Promise<WaitlistEnquiry> {
  return api.patch('/staff/enquiries/waitlist/{id}', { params: { path: { id } }, body: { isContacted } });
}

/** PATCH /api/staff/enquiries/contact/:id */
export function setContactRead(id: number, isRead: boolean): Promise<ContactEnquiry> {
  return api.patch('/staff/enquiries/contact/{id}', { params: { path: { id } }, body: { isRead } });
}
