import { ButtonAnchor } from '../../../components/ui/button';
import { DetailList } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { DownloadIcon, ExternalLinkIcon } from '../../../components/ui/icons';
import { documentsContent } from '../../../content/dashboard';
import { categoryLabel } from '../../../content/dashboard-labels';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { inlineFileUrl, type ClientDocument } from '../api/get-documents';
import { DocumentStatusBadge } from '../../../components/ui/status-badges';

const t = documentsContent.details;
const REVIEWED: ReadonlyArray<ClientDocument['status']> = ['approved', 'rejected', 'needs_revision'];

export function DocumentDetailsDialog({ document, onClose }: { document: ClientDocument | null; onClose: () => void }) {
  return (
    <Dialog
      open={document !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t.title}
      description={document?.fileName}
      footer={
        document && (
          <>
            <ButtonAnchor href={inlineFileUrl(document)} target="_blank" rel="noopener noreferrer" $variant="outline">
              <ExternalLinkIcon />
              {t.view}
            </ButtonAnchor>
            <ButtonAnchor href={document.fileUrl} download={document.fileName}>
              <DownloadIcon />
              {t.download}
            </ButtonAnchor>
          </>
        )
      }
    >
      {document && (
        <>
          <DetailList>
            <dt>{t.fileName}</dt>
            <dd>{document.fileName}</dd>
            <dt>{t.category}</dt>
            <dd>{categoryLabel(document.category)}</dd>
            <dt>{t.status}</dt>
            <dd>
              <DocumentStatusBadge status={document.status} />
            </dd>
            <dt>{t.description}</dt>
            <dd>{document.description || t.noDescription}</dd>
            <dt>{t.size}</dt>
            <dd>{formatFileSize(document.fileSize)}</dd>
            <dt>{t.type}</dt>
            <dd>{document.fileType}</dd>
            <dt>{t.uploaded}</dt>
            <dd>{formatDateTime(document.uploadedAt)}</dd>
            <dt>{t.lastModified}</dt>
            <dd>{document.lastModified ? formatDateTime(document.lastModified) : t.notModified}</dd>
          </DetailList>
          {REVIEWED.includes(document.status) && (
            <section aria-label={t.review}>
              <h3>{t.review}</h3>
              <DetailList>
                <dt>{t.reviewedOn}</dt>
                <dd>{document.reviewedAt ? formatDateTime(document.reviewedAt) : '—'}</dd>
                <dt>{t.reviewNotes}</dt>
                <dd>{document.reviewNotes || t.noNotes}</dd>
              </DetailList>
            </section>
          )}
        </>
      )}
    </Dialog>
  );
}
