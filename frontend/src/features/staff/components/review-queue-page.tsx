import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { CellNote, TableFrame, RowActions } from '../../../components/ui/table';
import { categoryLabel } from '../../../content/dashboard-labels';
import { clientDetailContent, reviewQueueContent as t } from '../../../content/staff';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import type { DocumentStatus } from '../api/get-client';
import { useReviewQueue } from '../api/review-document';
import { PAGE_SIZE } from '../../../lib/staff-keys';
import { DocumentFileActions, ReviewDialog, type ReviewTarget } from './review-dialog';
import { Toolbar, ToolbarField } from '../../../components/ui/layout';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { DocumentStatusBadge } from '../../../components/ui/status-badges';
import { CellTitle } from '../../../components/ui/table';

const STATUSES: DocumentStatus[] = ['pending', 'needs_revision', 'rejected', 'approved'];
const d = clientDetailContent.documents;

/** /staff/documents: the review queue (oldest upload first), other statuses on request. */
export function ReviewQueuePage() {
  const [status, setStatus] = useState<DocumentStatus>('pending');
  const [offset, setOffset] = useState(0);
  const queue = useReviewQueue(status, offset);
  const [target, setTarget] = useState<ReviewTarget | null>(null);

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
          <TableFrame caption={t.caption}>
            <thead>
              <tr>
                <th scope="col">{d.status}</th>
                <th scope="col">{d.document}</th>
                <th scope="col">{t.client}</th>
                <th scope="col">{d.category}</th>
                <th scope="col">{d.uploaded}</th>
                <th scope="col">
                  <span className="visually-hidden">{d.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {queue.data?.items.map(({ document: doc, client }) => (
                <tr key={doc.id}>
                  <td>
                    <DocumentStatusBadge status={doc.status} />
                  </td>
                  <td>
                    <CellTitle>{doc.fileName}</CellTitle>
                    <CellNote>{formatFileSize(doc.fileSize)}</CellNote>
                  </td>
                  <td>
                    <Link to={`/staff/clients/${client.id}?tab=documents`}>{client.name}</Link>
                    {client.company && <CellNote>{client.company}</CellNote>}
                  </td>
                  <td>{categoryLabel(doc.category)}</td>
                  <td>{formatDateTime(doc.uploadedAt)}</td>
                  <td>
                    <RowActions>
                      <DocumentFileActions document={doc} />
                      <Button
                        $size="sm"
                        aria-label={d.reviewLabel(doc.fileName)}
                        onClick={() => setTarget({ document: doc, clientName: client.name })}
                      >
                        {d.review}
                      </Button>
                    </RowActions>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
        {queue.data && <Pager offset={offset} limit={PAGE_SIZE} total={queue.data.total} onChange={setOffset} />}
      </QueryState>
      <ReviewDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
