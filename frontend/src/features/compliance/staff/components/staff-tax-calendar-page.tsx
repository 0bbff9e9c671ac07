import { PageHeader } from '../../../../components/ui/page-header';
import { staffTaxCalendarContent as t } from '../../../../content/compliance';
import { StaffObligations } from './staff-obligations';

/** /staff/compliance: the tax calendar of every client in the staff member's scope. */
export function StaffTaxCalendarPage() {
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <StaffObligations />
    </>
  );
}

/** The client page's "Tax calendar" tab: the same list for one client. */
export function ClientComplianceTab({ clientId }: { clientId: number }) {
  return <StaffObligations clientId={clientId} />;
}
