import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonAnchor } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { CheckIcon, DownloadIcon } from '../../../components/ui/icons';
import { QueryState } from '../../../components/ui/query-state';
import { CellNote, CellTitle, DataTable, RowActions, type Column } from '../../../components/ui/table';
import { toast } from '../../../components/ui/toast';
import { documentsContent } from '../../../content/dashboard';
import { firmCategoryLabel } from '../../../content/dashboard-labels';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { acknowledgeFirmDocument, type FirmDocument, useFirmDocuments } from '../api/get-firm-documents';
import { api } from '../../../lib/api/client';

const t = documentsContent.firm;

/** Unread, read, waiting for the client's acknowledgement, or acknowledged: the text says which. */
function FirmStatus({ doc }: { doc: FirmDocument }) {
  if (doc.acknowledgedAt) return <Badge $tone="success">{t.acknowledged(formatDate(doc.acknowledgedAt))}</Badge>;
  if (doc.readAt === null) return <Badge $tone="info">{t.unread}</Badge>;
  if (doc.acknowledgementRequested) return <Badge $tone="warning">{t.toAcknowledge}</Badge>;
  return <Badge>{t.read}</Badge>;
}

/** The "From your accountant" tab: what the firm published, to download and, when asked, acknowledge. */
export function FirmDocumentsPanel({ documents }: { documents: ReturnType<typeof useFirmDocuments> }) {
  const [confirming, setConfirming] = useState<FirmDocument | null>(null);
  const [busy, setBusy] = useState(false);
  const items = documents.data?.items ?? [];

  // The download itself marks the document read on the server; this says so to the list at once.
  const markRead = (doc: FirmDocument) => {
    if (doc.readAt !== null) return;
    void api.post('/documents/firm/{id}/read', { params: { path: { id: doc.id } } }).then(
      () => documents.mutate(),
      () => undefined,
    );
  };

  const acknowledge = async (doc: FirmDocument) => {
    setBusy(true);
    try {
      await acknowledgeFirmDocument(doc.id);
      await documents.mutate();
      toast({ title: t.done });
      setConfirming(null);
    } catch (err) {
      toast({ title: t.failed, description: errorMessage(err, t.failed), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<FirmDocument>[] = [
    { id: 'status', header: t.status, card: 'status', cell: (doc) => <FirmStatus doc={doc} /> },
    {
      id: 'document',
      header: t.document,
      card: 'title',
      cell: (doc) => (
        <>
          <CellTitle>{doc.fileName}</CellTitle>
          {doc.description && <CellNote>{doc.description}</CellNote>}
        </>
      ),
    },
    { id: 'category', header: t.category, cell: (doc) => firmCategoryLabel(doc.category) },
    {
      id: 'published',
      header: t.published,
      card: 'meta',
      cell: (doc) => (
        <>
          {formatDate(doc.publishedAt)}
          {doc.publishedByName && <CellNote>{t.by(doc.publishedByName)}</CellNote>}
        </>
      ),
    },
    {
      id: 'actions',
      header: t.actions,
      headerHidden: true,
      card: 'action',
      align: 'end',
      cell: (doc) => (
        <RowActions>
          <ButtonAnchor
            $variant="outline"
            $size="sm"
            href={doc.fileUrl}
            download={doc.fileName}
            aria-label={t.downloadLabel(doc.fileName)}
            onClick={() => markRead(doc)}
          >
            <DownloadIcon />
            {t.download}
          </ButtonAnchor>
          {doc.acknowledgementRequested && !doc.acknowledgedAt && (
            <Button $size="sm" aria-label={t.acknowledgeLabel(doc.fileName)} onClick={() => setConfirming(doc)}>
              <CheckIcon />
              {t.acknowledge}
            </Button>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <QueryState
        isLoading={documents.isLoading}
        error={documents.error}
        onRetry={() => void documents.mutate()}
        isEmpty={items.length === 0}
        empty={<EmptyState title={t.empty}>{t.emptyText}</EmptyState>}
      >
        <DataTable caption={t.caption} columns={columns} rows={items} rowKey={(doc) => doc.id} />
      </QueryState>
      <ConfirmDialog
        open={confirming !== null}
        title={t.confirmTitle}
        text={confirming ? `${confirming.fileName}: ${t.statement(t.what[confirming.category])}` : ''}
        confirmLabel={t.confirm}
        busyLabel={t.busy}
        busy={busy}
        tone="primary"
        onConfirm={() => confirming && void acknowledge(confirming)}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
