import { DocumentRequestStatus } from './document-request.entity';

/** Requests a client can still upload against (spec section 4: pending and overdue are open). */
export const OPEN_REQUEST_STATUSES: readonly DocumentRequestStatus[] = ['pending', 'overdue'];
