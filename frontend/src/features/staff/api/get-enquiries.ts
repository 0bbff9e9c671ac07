import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { STAFF_API, useStaffKey, withQuery, type Page } from './staff-keys';

export const WAITLIST_PATH = `${STAFF_API}/enquiries/waitlist`;
export const CONTACT_PATH = `${STAFF_API}/enquiries/contact`;

/** A waitlist enquiry (the home-page form). */
export interface WaitlistEnquiry {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  business: string | null;
  interest: string | null;
  message: string | null;
  createdAt: string;
  isContacted: boolean;
}

/** A contact-page message. */
export interface ContactEnquiry {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  phone: string | null;
  createdAt: string;
  isRead: boolean;
}

export interface WaitlistPage extends Page<WaitlistEnquiry> {
  uncontactedCount: number;
}

export interface ContactPage extends Page<ContactEnquiry> {
  unreadCount: number;
}

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
