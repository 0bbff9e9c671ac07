import { useState } from 'react';
import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/form-field';
import { Toolbar, ToolbarField } from '../../../components/ui/layout';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { CellNote, CellTitle, DataTable, RowActions, type Column } from '../../../components/ui/table';
import { outboxContent as t } from '../../../content/mail';
import { staffAccessContent } from '../../../content/staff';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useSessionStore } from '../../../stores/session-store';
import { retryOutboxMessage, useOutbox, type OutboxMessage, type OutboxStatus } from '../api/outbox';
import { staffRoleOf } from '../../../lib/staff-access';
import { runAction } from '../../../lib/run-action';
import { StaffNotice } from '../../../components/staff-access-denied';

const LIMIT = 25;
const STATUSES: OutboxStatus[] = ['failed', 'pending', 'sending', 'sent'];
const TONES: Record<OutboxStatus, BadgeTone> = { pending: 'info', sending: 'info', sent: 'success', failed: 'danger' };

/** /staff/outbox: the admins' view of the mail outbox; a failed message can be tried again. */
export function OutboxPage() {
  const me = useSessionStore((s) => s.user);
  const isAdmin = staffRoleOf(me) === 'admin';
  const [status, setStatus] = useState<OutboxStatus | null>(null);
  const [offset, setOffset] = useState(0);
  const outbox = useOutbox({ status, offset, limit: LIMIT }, isAdmin);
  const [busy, setBusy] = useState<number | null>(null);

  if (!isAdmin || (outbox.error instanceof ApiError && outbox.error.status === 403)) {
    return <StaffNotice title={staffAccessContent.adminTitle} text={staffAccessContent.adminText} />;
  }

  async function retry(m: OutboxMessage) {
    setBusy(m.id);
    if (await runAction(() => retryOutboxMessage(m.id), { title: t.retried, description: t.retriedText(m.to) })) await outbox.mutate();
    setBusy(null);
  }

  const counts = outbox.data?.counts;
  // Cards on a phone (components/ui/table.tsx): the subject heads each, the status badge on top.
  const columns: Column<OutboxMessage>[] = [
    {
      id: 'to',
      header: t.columns.to,
      card: 'title',
      cell: (m) => (
        <>
          <CellTitle>{m.subject}</CellTitle>
          <CellNote>
            {m.to} · {m.template}
          </CellNote>
        </>
      ),
    },
    {
      id: 'status',
      header: t.columns.status,
      card: 'status',
      cell: (m) => (
        <>
          <Badge $tone={TONES[m.status]}>{t.statuses[m.status]}</Badge>
          <CellNote>
            {t.columns.attempts}: {m.attempts}
          </CellNote>
          {m.lastError ? <StyledError>{m.lastError}</StyledError> : null}
        </>
      ),
    },
    {
      id: 'times',
      header: t.columns.times,
      cell: (m) => (
        <>
          <CellNote>
            {t.queued}: {formatDateTime(m.createdAt)}
          </CellNote>
          {m.sentAt ? (
            <CellNote>
              {t.sentAt}: {formatDateTime(m.sentAt)}
            </CellNote>
          ) : null}
          {m.nextAttemptAt ? (
            <CellNote>
              {t.nextTry}: {formatDateTime(m.nextAttemptAt)}
            </CellNote>
          ) : null}
        </>
      ),
    },
    {
      id: 'actions',
      header: t.columns.actions,
      headerHidden: true,
      card: 'action',
      align: 'end',
      cell: (m) =>
        m.status === 'failed' ? (
          <RowActions>
            <Button
              $variant="outline"
              $size="sm"
              disabled={busy === m.id}
              aria-label={t.retryLabel(m.subject, m.to)}
              onClick={() => void retry(m)}
            >
              {t.retry}
            </Button>
          </RowActions>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Toolbar>
        <ToolbarField>
          <label htmlFor="outbox-status">{t.filter}</label>
          <Select
            id="outbox-status"
            value={status ?? ''}
            onChange={(e) => {
              setStatus((e.target.value || null) as OutboxStatus | null);
              setOffset(0);
            }}
          >
            <option value="">{t.all}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t.statuses[s]}
                {counts ? ` (${counts[s]})` : ''}
              </option>
            ))}
          </Select>
        </ToolbarField>
      </Toolbar>
      <QueryState isLoading={outbox.isLoading} error={outbox.error} onRetry={() => void outbox.mutate()}>
        {outbox.data && outbox.data.items.length === 0 ? (
          <EmptyState title={t.emptyTitle}>{t.empty}</EmptyState>
        ) : (
          <DataTable caption={t.caption} columns={columns} rows={outbox.data?.items ?? []} rowKey={(m) => m.id} />
        )}
        <Pager offset={offset} limit={LIMIT} total={outbox.data?.total ?? 0} onChange={setOffset} />
      </QueryState>
    </>
  );
}

const StyledError = styled.span`
  display: block;
  max-width: 24rem;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`;
