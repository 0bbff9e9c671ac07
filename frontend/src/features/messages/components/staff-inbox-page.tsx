import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { durationSince, staffMessagesContent as t } from '../../../content/messages';
import { PAGE_SIZE } from '../../../lib/staff-keys';
import { CheckboxLabel, Toolbar } from '../../../components/ui/layout';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { useDebounced } from '../../../lib/use-debounced';
import { useStaffInbox, type InboxFilter, type StaffConversationSummary } from '../api/staff-conversations';
import { ConversationList } from './conversation-list';

export const STAFF_MESSAGES_PATH = '/staff/messages';
const FILTERS: InboxFilter[] = ['waiting', 'unread', 'all'];

/** /staff/messages: every conversation of the clients this staff member may see, by filter. */
export function StaffInboxPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('filter') as InboxFilter | null;
  const filter: InboxFilter = requested && FILTERS.includes(requested) ? requested : 'waiting';
  const mine = params.get('mine') === '1';
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [offset, setOffset] = useState(0);
  const inbox = useStaffInbox({ filter, q, mine, offset, limit: PAGE_SIZE });

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
    setOffset(0);
  };

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Toolbar>
        <StyledFilters role="group" aria-label={t.filterLabel}>
          {FILTERS.map((f) => (
            <Button
              key={f}
              $size="sm"
              $variant={f === filter ? 'primary' : 'outline'}
              aria-pressed={f === filter}
              onClick={() => setParam('filter', f)}
            >
              {t.filters[f]}
            </Button>
          ))}
        </StyledFilters>
        <CheckboxLabel>
          <input type="checkbox" checked={mine} onChange={(e) => setParam('mine', e.target.checked ? '1' : null)} />
          {t.mineLabel}
        </CheckboxLabel>
        <SearchInput
          id="staff-messages-search"
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={(v) => {
            setSearch(v);
            setOffset(0);
          }}
        />
      </Toolbar>
      <Card aria-label={t.title}>
        <QueryState isLoading={inbox.isLoading} error={inbox.error} onRetry={() => void inbox.mutate()}>
          {inbox.data && inbox.data.items.length === 0 ? (
            <EmptyState title={t.empty} />
          ) : (
            <ConversationRows items={inbox.data?.items ?? []} />
          )}
          {inbox.data && <Pager offset={offset} limit={PAGE_SIZE} total={inbox.data.total} onChange={setOffset} />}
        </QueryState>
      </Card>
    </>
  );
}

/** Inbox rows: subject, client, last message, waiting time, assignee and unread count. */
export function ConversationRows({ items, showClient = true }: { items: StaffConversationSummary[]; showClient?: boolean }) {
  return (
    <ConversationList
      items={items.map((c) => ({
        id: c.id,
        to: `${STAFF_MESSAGES_PATH}/${c.id}`,
        subject: c.subject,
        at: c.lastActivityAt,
        unread: c.unreadCount > 0,
        lines: [
          ...(showClient ? [[c.client.name, c.client.company].filter(Boolean).join(' · ')] : []),
          ...(c.lastMessage ? [c.lastMessage.excerpt] : []),
        ],
        badges: (
          <>
            {c.unreadCount > 0 && <Badge $tone="info">{t.unread(c.unreadCount)}</Badge>}
            {c.waitingSince && (
              <Badge $tone="warning">
                <time dateTime={c.waitingSince}>{t.waitingSince(durationSince(c.waitingSince))}</time>
              </Badge>
            )}
            {c.status === 'closed' && <Badge>{t.status.closed}</Badge>}
            <Badge>{c.assignee ? t.assignedTo(c.assignee.name) : t.unassigned}</Badge>
          </>
        ),
      }))}
    />
  );
}

const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;
