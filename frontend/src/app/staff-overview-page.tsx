import { useDocumentRequests } from '../features/documents/staff/api/document-requests';
import { useReviewQueue } from '../features/documents/staff/api/review-document';
import { StaffOverviewPage } from '../features/staff/components/staff-overview-page';

/*
 * The staff overview (/staff) with the documents feature's counts (the review queue, open and
 * overdue requests) read here: the staff console's own page imports no other feature.
 */
export function StaffOverviewScreen() {
  const reviewQueue = useReviewQueue('pending');
  const openRequests = useDocumentRequests('open');
  const overdueRequests = useDocumentRequests('overdue');
  return <StaffOverviewPage documents={{ reviewQueue, openRequests, overdueRequests }} />;
}
