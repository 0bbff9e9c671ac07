import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { useParams, useSearchParams } from 'react-router-dom';
import { CountBadge } from '../../../components/ui/badge';
import { PageHeader } from '../../../components/ui/page-header';
import { BackLink } from '../../../components/ui/site-sections';
import { clientDetailContent as t } from '../../../content/staff';
import { ApiError } from '../../../lib/api-client';
import { useClient, type ClientDetail } from '../api/get-client';
import { ClientNotesTab } from './client-notes-tab';
import { ClientProfileTab } from './client-profile-tab';
import { StaffNotice } from '../../../components/staff-access-denied';
import { QueryState } from '../../../components/ui/query-state';
import { Tab, TabList } from '../../../components/ui/tabs';

const TABS = ['profile', 'jobs', 'billing', 'documents', 'requests', 'compliance', 'notes', 'messages'] as const;
type ClientTab = (typeof TABS)[number];

function clientName(p: { firstName: string | null; lastName: string | null; username: string }): string {
  return [p.firstName?.trim(), p.lastName?.trim()].filter(Boolean).join(' ') || p.username;
}

/** What a tab composed in app/ is given: the client's id, their name as the header shows it, and their record. */
export interface ClientTabContext {
  clientId: number;
  name: string;
  detail: ClientDetail;
}

/** The tabs whose content belongs to another feature (billing, documents, messages); app/ fills them in. */
export type ClientDomainTab = Extract<ClientTab, 'jobs' | 'billing' | 'documents' | 'requests' | 'compliance' | 'messages'>;
export type ClientTabRegistry = Partial<Record<ClientDomainTab, (client: ClientTabContext) => ReactNode>>;

/**
 * /staff/clients/:id: one client's record in tabs; the tab is in the URL (?tab=) so it can be linked.
 * The profile and notes tabs are the staff console's own; `tabs` gives the other features' tabs,
 * composed in app/ because a feature imports no other feature.
 */
export function ClientPage({ tabs = {} }: { tabs?: ClientTabRegistry }) {
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
  // The first owner stands for the business; until one has joined, the business's own name does.
  const name = data ? (data.profile ? clientName(data.profile) : data.business.name) : '';
  const subtitle = data?.profile
    ? [data.profile.company, data.profile.email].filter(Boolean).join(' · ')
    : data?.awaitingOwner
      ? t.awaitingSubtitle(data.awaitingOwner.email)
      : '';
  const toReview = data?.documents.filter((d) => d.status === 'pending').length ?? 0;
  const openRequests = data?.requests.filter((r) => r.status !== 'completed').length ?? 0;
  const context: ClientTabContext | null = data && clientId !== null ? { clientId, name, detail: data } : null;

  return (
    <>
      <BackLink to="/staff/clients">{t.back}</BackLink>
      <QueryState isLoading={client.isLoading} error={client.error} onRetry={() => void client.mutate()}>
        {data && context && (
          <>
            <PageHeader title={name} subtitle={subtitle} />
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
              <Tabs.Content value="billing">{tabs.billing?.(context)}</Tabs.Content>
              <Tabs.Content value="documents">{tabs.documents?.(context)}</Tabs.Content>
              <Tabs.Content value="requests">{tabs.requests?.(context)}</Tabs.Content>
              <Tabs.Content value="compliance">{tabs.compliance?.(context)}</Tabs.Content>
              <Tabs.Content value="notes">
                <ClientNotesTab clientId={context.clientId} />
              </Tabs.Content>
              <Tabs.Content value="messages">{tabs.messages?.(context)}</Tabs.Content>
            </Tabs.Root>
          </>
        )}
      </QueryState>
    </>
  );
}
