import { useState } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PlusIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { messagesContent as t } from '../../../content/messages';
import { useDebounced } from '../../../lib/use-debounced';
import { CONVERSATIONS_PAGE_SIZE, useConversations } from '../api/conversations';
import { ConversationList } from './conversation-list';

export const MESSAGES_PATH = '/dashboard/messages';

/** /dashboard/messages: the client's conversations with the firm, newest first, with search. */
export function MessagesPage() {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [offset, setOffset] = useState(0);
  const { data, error, isLoading, mutate } = useConversations(q, offset);

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <ButtonLink to={`${MESSAGES_PATH}/new`}>
            <PlusIcon />
            {t.newConversation}
          </ButtonLink>
        }
      />
      <StyledToolbar>
        <SearchInput
          id="messages-search"
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={(v) => {
            setSearch(v);
            setOffset(0);
          }}
        />
      </StyledToolbar>
      <Card aria-label={t.listLabel}>
        <QueryState
          isLoading={isLoading}
          error={error}
          onRetry={() => void mutate()}
          label={t.loading}
          errorMessage={t.loadError}
          isEmpty={!data || data.items.length === 0}
          empty={
            q ? (
              <EmptyState title={t.noMatches} />
            ) : (
              <EmptyState title={t.empty} action={<ButtonLink to={`${MESSAGES_PATH}/new`}>{t.newConversation}</ButtonLink>}>
                {t.emptyText}
              </EmptyState>
            )
          }
        >
          <ConversationList
            items={(data?.items ?? []).map((c) => ({
              id: c.id,
              to: `${MESSAGES_PATH}/${c.id}`,
              subject: c.subject,
              at: c.lastMessageAt,
              unread: c.unreadCount > 0,
              lines: c.lastMessage ? [`${c.lastMessage.side === 'client' ? `${t.you}: ` : ''}${c.lastMessage.excerpt}`] : [],
              badges: (
                <>
                  {c.unreadCount > 0 && (
                    <Badge $tone="info">
                      {t.unreadMarker}
                      <span className="visually-hidden"> ({t.unread(c.unreadCount)})</span>
                    </Badge>
                  )}
                  {c.status === 'closed' && <Badge>{t.closed}</Badge>}
                </>
              ),
            }))}
          />
          {data && <Pager offset={offset} limit={CONVERSATIONS_PAGE_SIZE} total={data.total} onChange={setOffset} />}
        </QueryState>
      </Card>
    </>
  );
}

const StyledToolbar = styled.div`
  display: flex;
  margin-bottom: ${({ theme }) => theme.space.md};
`;
