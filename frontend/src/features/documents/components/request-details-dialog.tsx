import { Button, ButtonLink } from '../../../components/ui/button';
import { DetailList } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { documentsContent } from '../../../content/dashboard';
import { categoryLabel } from '../../../content/dashboard-labels';
import { formatDate } from '../../../lib/format';
import { isOpenRequest, type DocumentRequest } from '../api/get-document-requests';
import { RequestStatusBadge } from '../../../components/ui/status-badges';

const t = documentsContent.requestDialog;

export function RequestDetailsDialog({ request, onClose }: { request: DocumentRequest | null; onClose: () => void }) {
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t.title}
      description={request ? categoryLabel(request.documentType) : undefined}
      footer={
        request &&
        (isOpenRequest(request) ? (
          <ButtonLink to={`/dashboard/uploads?requestId=${request.id}`}>{t.upload}</ButtonLink>
        ) : (
          <Button $variant="outline" onClick={onClose}>
            {t.back}
          </Button>
        ))
      }
    >
      {request && (
        <DetailList>
          <dt>{t.type}</dt>
          <dd>{categoryLabel(request.documentType)}</dd>
          <dt>{t.status}</dt>
          <dd>
            <RequestStatusBadge status={request.status} />
          </dd>
          <dt>{t.description}</dt>
          <dd>{request.description || '—'}</dd>
          <dt>{t.requestedOn}</dt>
          <dd>{formatDate(request.createdAt)}</dd>
          <dt>{t.dueDate}</dt>
          <dd>{request.dueDate ? formatDate(request.dueDate) : documentsContent.requests.noDue}</dd>
          {request.status === 'completed' && (
            <>
              <dt>{t.fulfilledWith}</dt>
              <dd>{request.fulfilledDocument?.fileName ?? t.notAvailable}</dd>
            </>
          )}
        </DetailList>
      )}
    </Dialog>
  );
}
