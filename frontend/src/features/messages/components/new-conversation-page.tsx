import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { BackLink } from '../../../components/ui/site-sections';
import { toast } from '../../../components/ui/toast';
import { messagesContent as t } from '../../../content/messages';
import { errorMessage } from '../../../lib/api-client';
import { startConversation, useRevalidateMessages } from '../api/conversations';
import { Composer, type ComposerValues } from './composer';
import { MESSAGES_PATH } from './messages-page';

/** /dashboard/messages/new: a subject and the first message (with attachments if wanted). */
export function NewConversationPage() {
  const navigate = useNavigate();
  const revalidate = useRevalidateMessages();

  const send = async ({ subject, ...message }: ComposerValues) => {
    try {
      const created = await startConversation(subject ?? '', message);
      await revalidate();
      toast({ title: t.started, description: t.startedText });
      navigate(`${MESSAGES_PATH}/${created.id}`);
      return true;
    } catch (err) {
      toast({ title: t.composer.failed, description: errorMessage(err, t.composer.failedFallback), variant: 'destructive' });
      return false;
    }
  };

  return (
    <>
      <BackLink to={MESSAGES_PATH}>{t.back}</BackLink>
      <PageHeader title={t.startTitle} subtitle={t.startSubtitle} />
      <Card aria-label={t.startTitle}>
        <Composer
          idPrefix="new-conversation"
          label={t.composer.label}
          submitLabel={t.start}
          withSubject
          allowAttachments
          onSend={send}
          secondaryAction={
            <Button $variant="outline" onClick={() => navigate(MESSAGES_PATH)}>
              {t.cancel}
            </Button>
          }
        />
      </Card>
    </>
  );
}
