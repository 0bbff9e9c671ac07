import { lazy, Suspense } from 'react';
import { Stack } from '../components/ui/layout';
import { Spinner } from '../components/ui/spinner';
import { ClientComplianceTab } from '../features/compliance/staff/components/staff-tax-calendar-page';
import { ClientBillingTab } from '../features/billing/staff/components/client-billing-tab';
import { ClientProposals } from '../features/engagement/staff/client-proposals';
import { ClientDocumentsTab } from '../features/documents/staff/components/client-documents-tab';
import { ClientPublishedDocuments } from '../features/documents/staff/components/client-published-documents';
import { ClientRequestsTab } from '../features/documents/staff/components/client-requests-tab';
import { ClientPage, type ClientTabRegistry } from '../features/staff/components/client-page';

/*
 * The staff client page (/staff/clients/:id) with the tabs other features own. The staff console's
 * frame imports no other feature, so the billing, documents, requests and messages tabs are put in
 * here. This module is itself a lazy chunk of staff-routes.tsx; the messages tab and the client's
 * invoices stay lazy chunks of their own.
 */
const ClientMessagesTab = lazy(() =>
  import('../features/messages/components/client-messages-tab').then((m) => ({ default: m.ClientMessagesTab })),
);
const ClientJobsTab = lazy(() => import('../features/work/components/client-jobs-tab').then((m) => ({ default: m.ClientJobsTab })));
const StaffClientInvoices = lazy(() =>
  import('../features/billing/components/staff-client-invoices').then((m) => ({ default: m.StaffClientInvoices })),
);

const CLIENT_TABS: ClientTabRegistry = {
  jobs: ({ clientId }) => (
    <Suspense fallback={<Spinner />}>
      <ClientJobsTab clientId={clientId} />
    </Suspense>
  ),
  billing: ({ clientId, detail }) => (
    <Stack>
      <ClientProposals clientId={clientId} />
      <ClientBillingTab
        clientId={clientId}
        detail={detail}
        invoices={
          <Suspense fallback={<Spinner />}>
            <StaffClientInvoices clientId={clientId} />
          </Suspense>
        }
      />
    </Stack>
  ),
  documents: ({ clientId, name, detail }) => (
    <Stack>
      <ClientDocumentsTab clientName={name} documents={detail.documents} />
      <ClientPublishedDocuments clientId={clientId} />
    </Stack>
  ),
  requests: ({ clientId, name, detail }) => <ClientRequestsTab client={{ id: clientId, name }} requests={detail.requests} />,
  compliance: ({ clientId }) => <ClientComplianceTab clientId={clientId} />,
  messages: ({ clientId }) => (
    <Suspense fallback={<Spinner />}>
      <ClientMessagesTab clientId={clientId} />
    </Suspense>
  ),
};

export function StaffClientPage() {
  return <ClientPage tabs={CLIENT_TABS} />;
}
