import { useState, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PlusIcon } from '../../../../components/ui/icons';
import { CellNote, DataTable, RowActions, type Column } from '../../../../components/ui/table';
import { categoryLabel } from '../../../../content/dashboard-labels';
import { clientDetailContent } from '../../../../content/staff';
import { formatDate } from '../../../../lib/format';
import { cancelDocumentRequest } from '../api/document-requests';
import type { StaffDocumentRequest } from '../api/types';
import { useRevalidateStaff } from '../../../../lib/staff-keys';
import { runAction } from '../../../../lib/run-action';
import { RequestFormDialog } from './request-form-dialog';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { RequestStatusBadge } from '../../../../components/ui/status-badges';
import { CellTitle } from '../../../../components/ui/table';

const t = clientDetailContent.requests;

export function ClientRequestsTab({ client, requests }: { client: { id: number; name: string }; requests: StaffDocumentRequest[] }) {
  const [formOpen, setFormOpen] = useState(false);
  const [toCancel, setToCancel] = useState<StaffDocumentRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidate = useRevalidateStaff();

  async function cancel() {
    if (!toCancel) return;
    setBusy(true);
    const ok = await runAction(() => cancelDocumentRequest(client.id, toCancel.id), {
      title: t.canceled,
      description: categoryLabel(toCancel.documentType),
    });
    setBusy(false);
    if (ok) {
      setToCancel(null);
      await revalidate();
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <Button $size="sm" onClick={() => setFormOpen(true)}>
          <PlusIcon />
          {t.add}
        </Button>
      </CardHeader>
      {requests.length === 0 ? <EmptyState title={t.empty} /> : <RequestsTable requests={requests} onCancel={setToCancel} />}
      <RequestFormDialog client={formOpen ? client : null} onClose={() => setFormOpen(false)} />
      <ConfirmDialog
        open={toCancel !== null}
        title={t.confirmTitle}
        text={toCancel ? t.confirmText(categoryLabel(toCancel.documentType)) : ''}
        confirmLabel={t.confirm}
        cancelLabel={t.keep}
        busy={busy}
        onConfirm={() => void cancel()}
        onClose={() => setToCancel(null)}
      />
    </Card>
  );
}

/** Requests with their status, due date and fulfilling document; open ones can be canceled. */
export function RequestsTable({
  requests,
  onCancel,
  clientColumn,
}: {
  requests: StaffDocumentRequest[];
  onCancel?: (r: StaffDocumentRequest) => void;
  clientColumn?: (r: StaffDocumentRequest) => ReactNode;
}) {
  // On a phone each request is a card: status and type on top, then the details and Cancel.
  const columns: Array<Column<StaffDocumentRequest>> = [
    { id: 'status', header: t.status, card: 'status', cell: (r) => <RequestStatusBadge status={r.status} /> },
    ...(clientColumn ? [{ id: 'client', header: clientDetailContent.profile.name, cell: clientColumn }] : []),
    { id: 'type', header: t.type, card: 'title', cell: (r) => <CellTitle>{categoryLabel(r.documentType)}</CellTitle> },
    { id: 'description', header: t.description, cell: (r) => r.description || '—' },
    { id: 'due', header: t.due, card: 'meta', cell: (r) => (r.dueDate ? formatDate(r.dueDate) : t.noDue) },
    {
      id: 'fulfilled',
      header: t.fulfilledBy,
      cell: (r) =>
        r.status === 'completed' ? (
          <>
            {r.fulfilledDocument ? r.fulfilledDocument.fileName : t.fulfilledMissing}
            <CellNote>{formatDate(r.updatedAt)}</CellNote>
          </>
        ) : (
          '—'
        ),
    },
  ];
  if (onCancel)
    columns.push({
      id: 'actions',
      header: t.actions,
      headerHidden: true,
      card: 'action',
      align: 'end',
      cell: (r) => (
        <RowActions>
          {r.status !== 'completed' && (
            <Button $variant="ghost" $size="sm" aria-label={t.cancelLabel(categoryLabel(r.documentType))} onClick={() => onCancel(r)}>
              {t.cancel}
            </Button>
          )}
        </RowActions>
      ),
    });
  return <DataTable caption={t.caption} columns={columns} rows={requests} rowKey={(r) => r.id} />;
}
