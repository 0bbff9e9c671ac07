import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { STAFF_API, useStaffKey, withQuery } from '../../../lib/staff-keys';
import type { Schema } from '../../../lib/api/types';

export const WAITLIST_PATH = `${STAFF_API}/enquiries/waitlist`;
export const CONTACT_PATH = `${STAFF_API}/enquiries/contact`;

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

export function waitlistKey({ q, open, limit, offset }: EnquiryQuery = {}): string {
  return withQuery(WAITLIST_PATH, { q: q?.trim(), uncontacted: open ? true : undefined, limit, offset: offset || undefined });
}

export function contactKey({ q, open, limit, offset }: EnquiryQuery = {}): string {
  return withQuery(CONTACT_PATH, { q: q?.trim(), unread: open ? true : undefined, limit, offset: offset || undefined });
}

/** GET /api/staff/enquiries/waitlist: newest first. */
export function useWaitlist(query: EnquiryQuery = {}) {
  return useSWR<WaitlistPage>(useStaffKey(waitlistKey(query)), { keepPreviousData: true });
}

/** GET /api/staff/enquiries/contact: newest first. */
export function useContactMessages(query: EnquiryQuery = {}) {
  return useSWR<ContactPage>(useStaffKey(contactKey(query)), { keepPreviousData: true });
}

/** PATCH /api/staff/enquiries/waitlist/:id */
export function setWaitlistContacted(id: number, isContacted: boolean): Promise<WaitlistEnquiry> {
  return apiRequest<WaitlistEnquiry>(`${WAITLIST_PATH}/${id}`, { method: 'PATCH', json: { isContacted } });
}

/** PATCH /api/staff/enquiries/contact/:id */
export function setContactRead(id: number, isRead: boolean): Promise<ContactEnquiry> {
  return apiRequest<ContactEnquiry>(`${CONTACT_PATH}/${id}`, { method: 'PATCH', json: { isRead } });
}
