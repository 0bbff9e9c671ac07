import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PlusIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { messagesContent as t } from '../../../content/messages';
import { formatDateTime } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import { useConversations } from '../api/conversations';

export const MESSAGES_PATH = '/dashboard/messages';

/** /dashboard/messages: the client's conversations with the firm, newest first, with search. */
export function MessagesPage() {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const { data, error, isLoading, mutate } = useConversations(q);

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
        <SearchInput id="messages-search" label={t.searchLabel} placeholder={t.searchPlaceholder} value={search} onChange={setSearch} />
      </StyledToolbar>
      <Card aria-label={t.listLabel}>
        {isLoading ? (
          <Spinner label={t.loading} />
        ) : error ? (
          <StyledError role="alert">
            <p>{t.loadError}</p>
            <Button $variant="outline" $size="sm" onClick={() => void mutate()}>
              {t.retry}
            </Button>
          </StyledError>
        ) : !data || data.items.length === 0 ? (
          q ? (
            <EmptyState title={t.noMatches} />
          ) : (
            <EmptyState title={t.empty} action={<ButtonLink to={`${MESSAGES_PATH}/new`}>{t.newConversation}</ButtonLink>}>
              {t.emptyText}
            </EmptyState>
          )
        ) : (
          <StyledList>
            {data.items.map((c) => (
              <li key={c.id}>
                <StyledRow to={`${MESSAGES_PATH}/${c.id}`} $unread={c.unreadCount > 0}>
                  <StyledTop>
                    <StyledSubject>{c.subject}</StyledSubject>
                    <time dateTime={c.lastMessageAt}>{formatDateTime(c.lastMessageAt)}</time>
                  </StyledTop>
                  {c.lastMessage && (
                    <StyledExcerpt>
                      {c.lastMessage.side === 'client' ? `${t.you}: ` : ''}
                      {c.lastMessage.excerpt}
                    </StyledExcerpt>
                  )}
                  <StyledBadges>
                    {c.unreadCount > 0 && (
                      <Badge $tone="info">
                        {t.unreadMarker}
                        <span className="visually-hidden"> ({t.unread(c.unreadCount)})</span>
                      </Badge>
                    )}
                    {c.status === 'closed' && <Badge>{t.closed}</Badge>}
                  </StyledBadges>
                </StyledRow>
              </li>
            ))}
          </StyledList>
        )}
      </Card>
    </>
  );
}

const StyledToolbar = styled.div`
  display: flex;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.danger};
  p {
    margin: 0;
  }
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledRow = styled(Link)<{ $unread: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-left: 4px solid ${({ theme, $unread }) => ($unread ? theme.colors.info : 'transparent')};
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  time {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
  }
`;

const StyledSubject = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledExcerpt = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

const StyledBadges = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  &:empty {
    display: none;
  }
`;
