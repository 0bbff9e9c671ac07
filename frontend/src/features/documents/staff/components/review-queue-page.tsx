import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Select } from '../../../../components/ui/form-field';
import { PageHeader } from '../../../../components/ui/page-header';
import { CellNote, CellTitle, DataTable, RowActions, type Column } from '../../../../components/ui/table';
import { categoryLabel } from '../../../../content/dashboard-labels';
import { clientDetailContent, reviewQueueContent as t } from '../../../../content/staff';
import { formatDateTime, formatFileSize } from '../../../../lib/format';
import type { DocumentStatus } from '../api/types';
import { useReviewQueue, type ReviewQueueItem } from '../api/review-document';
import { PAGE_SIZE } from '../../../../lib/staff-keys';
import { DocumentFileActions, ReviewDialog, type ReviewTarget } from './review-dialog';
import { Toolbar, ToolbarField } from '../../../../components/ui/layout';
import { Pager } from '../../../../components/ui/pager';
import { QueryState } from '../../../../components/ui/query-state';
import { DocumentStatusBadge } from '../../../../components/ui/status-badges';

const STATUSES: DocumentStatus[] = ['pending', 'needs_revision', 'rejected', 'approved'];
const d = clientDetailContent.documents;

/** /staff/documents: the review queue (oldest upload first), other statuses on request. */
export function ReviewQueuePage() {
  const [status, setStatus] = useState<DocumentStatus>('pending');
  const [offset, setOffset] = useState(0);
  const queue = useReviewQueue(status, offset);
  const [target, setTarget] = useState<ReviewTarget | null>(null);

  // Cards on a phone (components/ui/table.tsx): the file name heads each, its status on top.
  const columns: Column<ReviewQueueItem>[] = [
    { id: 'status', header: d.status, card: 'status', cell: ({ document: doc }) => <DocumentStatusBadge status={doc.status} /> },
    {
      id: 'document',
      header: d.document,
      card: 'title',
      cell: ({ document: doc }) => (
        <>
          <CellTitle>{doc.fileName}</CellTitle>
          <CellNote>{formatFileSize(doc.fileSize)}</CellNote>
        </>
      ),
    },
    {
      id: 'client',
      header: t.client,
      cell: ({ client }) => (
        <>
          <Link to={`/staff/clients/${client.id}?tab=documents`}>{client.name}</Link>
          {client.company && <CellNote>{client.company}</CellNote>}
        </>
      ),
    },
    { id: 'category', header: d.category, cell: ({ document: doc }) => categoryLabel(doc.category) },
    {
      id: 'uploaded',
      header: d.uploaded,
      card: 'meta',
      cell: ({ document: doc }) => (
        <>
          {formatDateTime(doc.uploadedAt)}
          {doc.uploaderName && <CellNote>{d.uploadedBy(doc.uploaderName)}</CellNote>}
        </>
      ),
    },
    {
      id: 'actions',
      header: d.actions,
      headerHidden: true,
      card: 'action',
      align: 'end',
      cell: ({ document: doc, client }) => (
        <RowActions>
          <DocumentFileActions document={doc} />
          <Button $size="sm" aria-label={d.reviewLabel(doc.fileName)} onClick={() => setTarget({ document: doc, clientName: client.name })}>
            {d.review}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Toolbar>
        <ToolbarField>
          <label htmlFor="queue-status">{t.filterLabel}</label>
          <Select
            id="queue-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as DocumentStatus);
              setOffset(0);
            }}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t.statuses[s]}
              </option>
            ))}
          </Select>
        </ToolbarField>
      </Toolbar>
      <QueryState isLoading={queue.isLoading} error={queue.error} onRetry={() => void queue.mutate()}>
        {queue.data && queue.data.items.length === 0 ? (
          <EmptyState title={t.emptyTitle}>{status === 'pending' ? t.emptyText : t.emptyOther}</EmptyState>
        ) : (
          <DataTable caption={t.caption} columns={columns} rows={queue.data?.items ?? []} rowKey={(item) => item.document.id} />
        )}
        {queue.data && <Pager offset={offset} limit={PAGE_SIZE} total={queue.data.total} onChange={setOffset} />}
      </QueryState>
      <ReviewDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
