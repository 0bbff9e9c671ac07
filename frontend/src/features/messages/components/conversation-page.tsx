import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { BackLink } from '../../../components/ui/site-sections';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { messagesContent as t } from '../../../content/messages';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { markConversationRead, postMessage, UNREAD_PATH, useConversation, useRevalidateMessages } from '../api/conversations';
import { Composer } from './composer';
import { MessageThread } from './message-thread';
import { MESSAGES_PATH } from './messages-page';
import { apiUrl } from '../../../lib/api/client';

function parseId(value: string | undefined): number | null {
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

/** /dashboard/messages/:id: one conversation, refreshed while open, read as soon as it is seen. */
export function ConversationPage() {
  const id = parseId(useParams().conversationId);
  const user = useSessionStore((s) => s.user);
  const { data, error, isLoading, mutate } = useConversation(id);
  const revalidate = useRevalidateMessages();
  const { mutate: mutateKey } = useSWRConfig();
  const navigate = useNavigate();
  const lastId = data?.messages.at(-1)?.id ?? 0;
  const unread = data?.unreadCount ?? 0;

  // Whatever the firm wrote is read once it is on screen; the badge and the list follow.
  useEffect(() => {
    if (id === null || unread === 0) return;
    void markConversationRead(id)
      .then((counts) => mutateKey(UNREAD_PATH, counts, { revalidate: false }))
      .then(() => revalidate())
      .catch(() => undefined);
  }, [id, unread, lastId, mutateKey, revalidate]);

  if (id === null || (error instanceof ApiError && error.status === 404)) {
    return (
      <>
        <BackLink to={MESSAGES_PATH}>{t.back}</BackLink>
        <EmptyState title={t.notFoundTitle}>{t.notFoundText}</EmptyState>
      </>
    );
  }

  const send = async (values: { body: string; files?: File[]; category?: string }) => {
    try {
      await postMessage(id, values);
      await Promise.all([mutate(), revalidate()]);
      return true;
    } catch (err) {
      toast({ title: t.composer.failed, description: errorMessage(err, t.composer.failedFallback), variant: 'destructive' });
      return false;
    }
  };

  return (
    <>
      <BackLink to={MESSAGES_PATH}>{t.back}</BackLink>
      {isLoading || !user ? (
        <Spinner label={t.loading} />
      ) : error || !data ? (
        <StyledError role="alert">
          <p>{t.loadError}</p>
          <Button $variant="outline" $size="sm" onClick={() => void mutate()}>
            {t.retry}
          </Button>
        </StyledError>
      ) : (
        <>
          <PageHeader title={data.subject} actions={data.status === 'closed' ? <Badge>{t.closed}</Badge> : undefined} />
          <StyledCard aria-label={t.thread}>
            <MessageThread
              messages={data.messages}
              viewer="client"
              viewerId={user.id}
              fileUrl={(documentId) => apiUrl('get', '/documents/{id}/file', { path: { id: documentId } })}
            />
          </StyledCard>
          <Card aria-label={t.composer.replyLabel}>
            {data.status === 'closed' && <StyledNotice role="status">{t.closedNotice}</StyledNotice>}
            <Composer
              idPrefix="reply"
              label={t.composer.replyLabel}
              submitLabel={t.composer.send}
              allowAttachments
              onSend={send}
              secondaryAction={
                <Button $variant="ghost" onClick={() => navigate(MESSAGES_PATH)}>
                  {t.back}
                </Button>
              }
            />
          </Card>
        </>
      )}
    </>
  );
}

const StyledCard = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
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

const StyledNotice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
