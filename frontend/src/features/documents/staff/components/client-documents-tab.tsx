import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { CellNote, DataTable, RowActions, type Column } from '../../../../components/ui/table';
import { categoryLabel } from '../../../../content/dashboard-labels';
import { clientDetailContent } from '../../../../content/staff';
import { formatDate, formatFileSize } from '../../../../lib/format';
import type { StaffDocument } from '../api/types';
import { DocumentFileActions, ReviewDialog, type ReviewTarget } from './review-dialog';
import { DocumentStatusBadge } from '../../../../components/ui/status-badges';
import { CellTitle } from '../../../../components/ui/table';

const t = clientDetailContent.documents;

export function ClientDocumentsTab({ clientName, documents }: { clientName: string; documents: StaffDocument[] }) {
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  if (documents.length === 0) return <EmptyState title={t.empty} />;
  // On a phone each document is a card: status and name on top, the details, then the actions.
  const columns: ReadonlyArray<Column<StaffDocument>> = [
    { id: 'status', header: t.status, card: 'status', cell: (doc) => <DocumentStatusBadge status={doc.status} /> },
    {
      id: 'document',
      header: t.document,
      card: 'title',
      cell: (doc) => (
        <>
          <CellTitle>{doc.fileName}</CellTitle>
          {doc.description && <CellNote>{doc.description}</CellNote>}
          {doc.reviewNotes && <CellNote>{doc.reviewNotes}</CellNote>}
        </>
      ),
    },
    { id: 'category', header: t.category, cell: (doc) => categoryLabel(doc.category) },
    { id: 'size', header: t.size, cell: (doc) => formatFileSize(doc.fileSize) },
    {
      id: 'uploaded',
      header: t.uploaded,
      cell: (doc) => (
        <>
          {formatDate(doc.uploadedAt)}
          {doc.uploaderName && <CellNote>{t.uploadedBy(doc.uploaderName)}</CellNote>}
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
          <DocumentFileActions document={doc} />
          <Button
            $size="sm"
            $variant={doc.status === 'pending' ? 'primary' : 'outline'}
            aria-label={t.reviewLabel(doc.fileName)}
            onClick={() => setTarget({ document: doc, clientName })}
          >
            {t.review}
          </Button>
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <DataTable caption={t.caption} columns={columns} rows={documents} rowKey={(doc) => doc.id} />
      <ReviewDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
