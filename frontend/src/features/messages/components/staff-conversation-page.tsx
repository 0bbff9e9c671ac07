import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { BackLink } from '../../../components/ui/site-sections';
import { durationSince, staffMessagesContent as t } from '../../../content/messages';
import { ApiError } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { useRevalidateStaff } from '../../../lib/staff-keys';
import { StaffNotice } from '../../../components/staff-access-denied';
import { QueryState } from '../../../components/ui/query-state';
import { runAction } from '../../../lib/run-action';
import { staffMarkRead, staffPostMessage, updateConversation, useStaffConversation } from '../api/staff-conversations';
import { Composer } from './composer';
import { MessageThread } from './message-thread';
import { STAFF_MESSAGES_PATH } from './staff-inbox-page';
import { apiUrl } from '../../../lib/api/client';

function parseId(value: string | undefined): number | null {
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

/** /staff/messages/:id: the conversation with its internal notes, assignment, status and a reply box. */
export function StaffConversationPage() {
  const id = parseId(useParams().conversationId);
  const user = useSessionStore((s) => s.user);
  const conversation = useStaffConversation(id);
  const revalidate = useRevalidateStaff();
  const [mode, setMode] = useState<'reply' | 'note'>('reply');
  const [busy, setBusy] = useState(false);
  const data = conversation.data;
  const unread = data?.unreadCount ?? 0;
  const lastId = data?.messages.at(-1)?.id ?? 0;

  useEffect(() => {
    if (id === null || unread === 0) return;
    void staffMarkRead(id)
      .then(() => revalidate())
      .catch(() => undefined);
  }, [id, unread, lastId, revalidate]);

  if (id === null || (conversation.error instanceof ApiError && conversation.error.status === 404)) {
    return <StaffNotice title={t.notFoundTitle} text={t.notFoundText} />;
  }

  async function change(changes: { assigneeId?: number | null; status?: 'open' | 'closed' }, title: string) {
    if (id === null) return;
    setBusy(true);
    const ok = await runAction(() => updateConversation(id, changes), { title });
    setBusy(false);
    if (ok) await revalidate();
  }

  const send = async (values: { body: string; files?: File[]; category?: string }) => {
    const note = mode === 'note';
    const ok = await runAction(() => staffPostMessage(id, { ...values, internal: note }), { title: note ? t.noted : t.replied });
    if (ok) await revalidate();
    return ok;
  };

  return (
    <>
      <BackLink to={STAFF_MESSAGES_PATH}>{t.back}</BackLink>
      <QueryState isLoading={conversation.isLoading || !user} error={conversation.error} onRetry={() => void conversation.mutate()}>
        {data && user && (
          <>
            <PageHeader
              title={data.subject}
              subtitle={[data.client.name, data.client.company].filter(Boolean).join(' · ')}
              actions={<Badge $tone={data.status === 'open' ? 'success' : 'neutral'}>{t.status[data.status]}</Badge>}
            />
            <StyledControls aria-label={t.settings}>
              <Link to={`/staff/clients/${data.client.id}`}>{t.openClient}</Link>
              {data.waitingSince && (
                <Badge $tone="warning">
                  <time dateTime={data.waitingSince}>{t.waitingSince(durationSince(data.waitingSince))}</time>
                </Badge>
              )}
              <StyledAssign>
                <label htmlFor="conversation-assignee">{t.assignee}</label>
                <Select
                  id="conversation-assignee"
                  value={data.assignee?.id ?? ''}
                  disabled={busy}
                  onChange={(e) => void change({ assigneeId: e.target.value ? Number(e.target.value) : null }, t.assigned)}
                >
                  <option value="">{t.nobody}</option>
                  {data.assignableStaff.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </Select>
              </StyledAssign>
              {data.status === 'open' ? (
                <Button $variant="outline" disabled={busy} onClick={() => void change({ status: 'closed' }, t.closedToast)}>
                  {t.close}
                </Button>
              ) : (
                <Button $variant="outline" disabled={busy} onClick={() => void change({ status: 'open' }, t.reopenedToast)}>
                  {t.reopen}
                </Button>
              )}
            </StyledControls>
            <StyledThread aria-label={t.threadLabel}>
              <MessageThread
                messages={data.messages}
                viewer="staff"
                viewerId={user.id}
                fileUrl={(documentId) =>
                  apiUrl('get', '/staff/clients/{clientId}/documents/{documentId}/file', { path: { clientId: data.client.id, documentId } })
                }
              />
            </StyledThread>
            <StyledComposer aria-label={mode === 'note' ? t.modeNote : t.modeReply} $note={mode === 'note'}>
              <Composer
                idPrefix="staff-reply"
                label={mode === 'note' ? t.modeNote : t.modeReply}
                submitLabel={mode === 'note' ? t.addNote : t.sendReply}
                allowAttachments={mode === 'reply'}
                onSend={send}
                leading={
                  <StyledMode>
                    <legend>{t.mode}</legend>
                    <label>
                      <input type="radio" name="mode" checked={mode === 'reply'} onChange={() => setMode('reply')} />
                      {t.modeReply}
                    </label>
                    <label>
                      <input type="radio" name="mode" checked={mode === 'note'} onChange={() => setMode('note')} />
                      {t.modeNote}
                    </label>
                    {mode === 'note' && <p>{t.internalHint}</p>}
                  </StyledMode>
                }
              />
            </StyledComposer>
          </>
        )}
      </QueryState>
    </>
  );
}

const StyledControls = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledAssign = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 12rem;
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

const StyledThread = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledComposer = styled(Card)<{ $note: boolean }>`
  border: 2px ${({ $note }) => ($note ? 'dashed' : 'solid')} ${({ theme, $note }) => ($note ? theme.colors.warning : theme.colors.border)};
  background: ${({ theme, $note }) => ($note ? theme.colors.warningSoft : theme.colors.white)};
`;

const StyledMode = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin-bottom: ${({ theme }) => theme.space.xxs};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    min-height: 2.75rem;
  }
  p {
    flex-basis: 100%;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.warning};
  }
`;
