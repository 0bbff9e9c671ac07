import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { CellNote, TableFrame, RowActions } from '../../../components/ui/table';
import { categoryLabel } from '../../../content/dashboard-labels';
import { clientDetailContent } from '../../../content/staff';
import { formatDate, formatFileSize } from '../../../lib/format';
import type { StaffDocument } from '../api/get-client';
import { DocumentFileActions, ReviewDialog, type ReviewTarget } from './review-dialog';
import { DocumentStatusBadge } from '../../../components/ui/status-badges';
import { CellTitle } from '../../../components/ui/table';

const t = clientDetailContent.documents;

export function ClientDocumentsTab({ clientName, documents }: { clientName: string; documents: StaffDocument[] }) {
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  if (documents.length === 0) return <EmptyState title={t.empty} />;
  return (
    <>
      <TableFrame caption={t.caption}>
        <thead>
          <tr>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.document}</th>
            <th scope="col">{t.category}</th>
            <th scope="col">{t.size}</th>
            <th scope="col">{t.uploaded}</th>
            <th scope="col">
              <span className="visually-hidden">{t.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((doc) => (
            <tr key={doc.id}>
              <td>
                <DocumentStatusBadge status={doc.status} />
              </td>
              <td>
                <CellTitle>{doc.fileName}</CellTitle>
                {doc.description && <CellNote>{doc.description}</CellNote>}
                {doc.reviewNotes && <CellNote>{doc.reviewNotes}</CellNote>}
              </td>
              <td>{categoryLabel(doc.category)}</td>
              <td>{formatFileSize(doc.fileSize)}</td>
              <td>{formatDate(doc.uploadedAt)}</td>
              <td>
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
              </td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      <ReviewDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
