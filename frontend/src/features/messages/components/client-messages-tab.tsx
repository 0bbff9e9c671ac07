import { useNavigate } from 'react-router-dom';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { messagesContent, staffMessagesContent as t } from '../../../content/messages';
import { useRevalidateStaff } from '../../../lib/staff-keys';
import { QueryState } from '../../../components/ui/query-state';
import { runAction } from '../../../lib/run-action';
import { startClientConversation, useStaffInbox } from '../api/staff-conversations';
import { Composer, type ComposerValues } from './composer';
import { ConversationRows, STAFF_MESSAGES_PATH } from './staff-inbox-page';

/** On a client's page: their conversations with the firm, and a form to start a new one. */
export function ClientMessagesTab({ clientId }: { clientId: number }) {
  const inbox = useStaffInbox({ filter: 'all', clientId, limit: 100 });
  const revalidate = useRevalidateStaff();
  const navigate = useNavigate();

  const start = async ({ subject, ...message }: ComposerValues) => {
    let createdId: number | null = null;
    const ok = await runAction(
      async () => {
        createdId = (await startClientConversation(clientId, subject ?? '', message)).id;
      },
      { title: t.started },
    );
    if (ok && createdId !== null) {
      await revalidate();
      navigate(`${STAFF_MESSAGES_PATH}/${createdId}`);
    }
    return ok;
  };

  return (
    <Card aria-labelledby="client-messages">
      <CardHeader>
        <div>
          <CardTitle id="client-messages">{t.clientTabTitle}</CardTitle>
          <CardDescription>{t.clientTabDescription}</CardDescription>
        </div>
      </CardHeader>
      <QueryState isLoading={inbox.isLoading} error={inbox.error} onRetry={() => void inbox.mutate()}>
        {inbox.data && inbox.data.items.length === 0 ? (
          <EmptyState title={t.clientEmpty} />
        ) : (
          <ConversationRows items={inbox.data?.items ?? []} showClient={false} />
        )}
      </QueryState>
      <h3>{t.start}</h3>
      <Composer
        idPrefix="client-new-conversation"
        label={messagesContent.composer.label}
        submitLabel={t.start}
        withSubject
        allowAttachments={false}
        onSend={start}
      />
    </Card>
  );
}
