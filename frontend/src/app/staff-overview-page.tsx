import { useDocumentRequests } from '../features/documents/staff/api/document-requests';
import { StaffOverviewPage } from '../features/staff/components/staff-overview-page';

/*
 * The staff overview (/staff) with the documents feature's request counts (open and overdue) read
 * here: the staff console's own page imports no other feature. What needs attention across
 * domains comes from one route of its own (GET /api/staff/attention).
 */
export function StaffOverviewScreen() {
  const openRequests = useDocumentRequests('open');
  const overdueRequests = useDocumentRequests('overdue');
  return <StaffOverviewPage documents={{ openRequests, overdueRequests }} />;
}
