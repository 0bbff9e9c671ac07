import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { useParams, useSearchParams } from 'react-router-dom';
import { CountBadge } from '../../../components/ui/badge';
import { PageHeader } from '../../../components/ui/page-header';
import { BackLink } from '../../../components/ui/site-sections';
import { clientDetailContent as t } from '../../../content/staff';
import { ApiError } from '../../../lib/api-client';
import { useClient } from '../api/get-client';
import { ClientBillingTab } from './client-billing-tab';
import { ClientDocumentsTab } from './client-documents-tab';
import { ClientNotesTab } from './client-notes-tab';
import { ClientPublishedDocuments } from './client-published-documents';
import { ClientProfileTab } from './client-profile-tab';
import { ClientRequestsTab } from './client-requests-tab';
import { StaffNotice } from '../../../components/staff-access-denied';
import { QueryState } from '../../../components/ui/query-state';
import { Tab, TabList } from '../../../components/ui/tabs';
import { Stack } from '../../../components/ui/layout';

const TABS = ['profile', 'billing', 'documents', 'requests', 'notes', 'messages'] as const;
type ClientTab = (typeof TABS)[number];

function clientName(p: { firstName: string | null; lastName: string | null; username: string }): string {
  return [p.firstName?.trim(), p.lastName?.trim()].filter(Boolean).join(' ') || p.username;
}

/** /staff/clients/:id: one client's record in five tabs; the tab is in the URL (?tab=) so it can be linked. */
/** `messagesTab`: the messages tab's content, composed in app/ (it belongs to the messages feature). */
export function ClientPage({
  messagesTab,
  billingInvoices,
}: {
  messagesTab?: (clientId: number) => ReactNode;
  /** The client's invoices inside the billing tab, composed in app/ (they belong to the billing feature). */
  billingInvoices?: (clientId: number) => ReactNode;
}) {
  const params = useParams();
  const parsed = Number(params.clientId);
  const clientId = Number.isInteger(parsed) && parsed > 0 ? parsed : null;
  const client = useClient(clientId);
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: ClientTab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as ClientTab) : 'profile';

  if (clientId === null || (client.error instanceof ApiError && client.error.status === 404)) {
    return <StaffNotice title={t.notFoundTitle} text={t.notFoundText} />;
  }

  const data = client.data;
  const name = data ? clientName(data.profile) : '';
  const toReview = data?.documents.filter((d) => d.status === 'pending').length ?? 0;
  const openRequests = data?.requests.filter((r) => r.status !== 'completed').length ?? 0;

  return (
    <>
      <BackLink to="/staff/clients">{t.back}</BackLink>
      <QueryState isLoading={client.isLoading} error={client.error} onRetry={() => void client.mutate()}>
        {data && clientId !== null && (
          <>
            <PageHeader title={name} subtitle={[data.profile.company, data.profile.email].filter(Boolean).join(' · ')} />
            <Tabs.Root
              value={tab}
              onValueChange={(value) => {
                const next = new URLSearchParams(search);
                next.set('tab', value);
                setSearch(next, { replace: true });
              }}
            >
              <TabList aria-label={t.sections}>
                {TABS.map((key) => {
                  const count = key === 'documents' ? toReview : key === 'requests' ? openRequests : 0;
                  return (
                    <Tab key={key} value={key}>
                      {t.tabs[key]}
                      {count > 0 && (
                        <>
                          <CountBadge aria-hidden="true">{count}</CountBadge>
                          <span className="visually-hidden">({count})</span>
                        </>
                      )}
                    </Tab>
                  );
                })}
              </TabList>
              <Tabs.Content value="profile">
                <ClientProfileTab detail={data} />
              </Tabs.Content>
              <Tabs.Content value="billing">
                <ClientBillingTab clientId={clientId} detail={data} invoices={billingInvoices?.(clientId)} />
              </Tabs.Content>
              <Tabs.Content value="documents">
                <Stack>
                  <ClientDocumentsTab clientName={name} documents={data.documents} />
                  <ClientPublishedDocuments clientId={clientId} />
                </Stack>
              </Tabs.Content>
              <Tabs.Content value="requests">
                <ClientRequestsTab client={{ id: clientId, name }} requests={data.requests} />
              </Tabs.Content>
              <Tabs.Content value="notes">
                <ClientNotesTab clientId={clientId} />
              </Tabs.Content>
              <Tabs.Content value="messages">{messagesTab?.(clientId)}</Tabs.Content>
            </Tabs.Root>
          </>
        )}
      </QueryState>
    </>
  );
}
