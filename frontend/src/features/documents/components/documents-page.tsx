import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CountBadge } from '../../../components/ui/badge';
import { Button, ButtonAnchor, ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { EyeIcon, ExternalLinkIcon, UploadIcon } from '../../../components/ui/icons';
import { Stack, Toolbar } from '../../../components/ui/layout';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { SearchInput } from '../../../components/ui/search-input';
import { DocumentStatusBadge, RequestStatusBadge } from '../../../components/ui/status-badges';
import { CellNote, CellTitle, DataTable, RowActions, type Column } from '../../../components/ui/table';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import { documentsContent as t } from '../../../content/dashboard';
import { categoryLabel } from '../../../content/dashboard-labels';
import { formatDate, formatFileSize } from '../../../lib/format';
import { roleDeniedContent } from '../../../content/businesses';
import { useBusinessAccess } from '../../../lib/api/businesses';
import { inlineFileUrl, useDocuments, type ClientDocument } from '../api/get-documents';
import { isOpenRequest, useDocumentRequests, type DocumentRequest } from '../api/get-document-requests';
import { useFirmDocuments } from '../api/get-firm-documents';
import { DocumentDetailsDialog } from './document-details-dialog';
import { FirmDocumentsPanel } from './firm-documents-panel';
import { RequestDetailsDialog } from './request-details-dialog';

/** Matches the search text against file name, category (key and label) and description. */
export function matchesDocument(doc: ClientDocument, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [doc.fileName, doc.category, categoryLabel(doc.category), doc.description ?? ''].some((v) => v.toLowerCase().includes(q));
}

export function DocumentsPage() {
  const access = useBusinessAccess();
  // Uploading needs documents at `write`; staff (no business) keep the button, the API decides.
  const mayUpload = access.status !== 'loading' && access.can('documents', 'write');
  const documents = useDocuments();
  const requests = useDocumentRequests();
  const [query, setQuery] = useState('');
  const firm = useFirmDocuments();
  // The mail about a new document from the firm links to ?tab=firm.
  const [search] = useSearchParams();
  const [tab, setTab] = useState(search.get('tab') === 'firm' ? 'firm' : 'documents');
  const unread = firm.data?.unread ?? 0;
  const [openDocument, setOpenDocument] = useState<ClientDocument | null>(null);
  const [openRequest, setOpenRequest] = useState<DocumentRequest | null>(null);

  const filtered = useMemo(() => (documents.data ?? []).filter((d) => matchesDocument(d, query)), [documents.data, query]);
  const allRequests = requests.data ?? [];
  const open = allRequests.filter(isOpenRequest);
  const completed = allRequests.filter((r) => r.status === 'completed');

  const documentColumns: Column<ClientDocument>[] = [
    { id: 'status', header: t.table.status, card: 'status', cell: (doc) => <DocumentStatusBadge status={doc.status} /> },
    {
      id: 'document',
      header: t.table.document,
      card: 'title',
      cell: (doc) => (
        <>
          <CellTitle>{doc.fileName}</CellTitle>
          {doc.description && <CellNote>{doc.description}</CellNote>}
        </>
      ),
    },
    { id: 'category', header: t.table.category, cell: (doc) => categoryLabel(doc.category) },
    { id: 'size', header: t.table.size, cell: (doc) => formatFileSize(doc.fileSize) },
    { id: 'uploaded', header: t.table.uploaded, card: 'meta', cell: (doc) => formatDate(doc.uploadedAt) },
    {
      id: 'actions',
      header: t.table.actions,
      headerHidden: true,
      card: 'action',
      align: 'end',
      cell: (doc) => (
        <RowActions>
          <Button $variant="ghost" $size="sm" aria-label={t.table.viewDetails(doc.fileName)} onClick={() => setOpenDocument(doc)}>
            <EyeIcon />
          </Button>
          <ButtonAnchor
            $variant="ghost"
            $size="sm"
            href={inlineFileUrl(doc)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t.table.openFile(doc.fileName)}
          >
            <ExternalLinkIcon />
          </ButtonAnchor>
        </RowActions>
      ),
    },
  ];

  const typeColumn: Column<DocumentRequest> = {
    id: 'type',
    header: t.requests.type,
    card: 'title',
    cell: (r) => categoryLabel(r.documentType),
  };
  const descriptionColumn: Column<DocumentRequest> = {
    id: 'description',
    header: t.requests.description,
    cell: (r) => r.description || '—',
  };
  const openColumns: Column<DocumentRequest>[] = [
    typeColumn,
    descriptionColumn,
    { id: 'due', header: t.requests.dueDate, card: 'meta', cell: (r) => (r.dueDate ? formatDate(r.dueDate) : t.requests.noDue) },
    { id: 'status', header: t.requests.status, card: 'status', cell: (r) => <RequestStatusBadge status={r.status} /> },
    {
      id: 'actions',
      header: t.requests.actions,
      headerHidden: true,
      card: 'action',
      align: 'end',
      cell: (r) => (
        <RowActions>
          <Button
            $variant="outline"
            $size="sm"
            onClick={() => setOpenRequest(r)}
            aria-label={`${t.requests.details}: ${categoryLabel(r.documentType)}`}
          >
            {t.requests.details}
          </Button>
          {mayUpload && (
            <ButtonLink
              $size="sm"
              to={`/dashboard/uploads?requestId=${r.id}`}
              aria-label={`${t.requests.upload}: ${categoryLabel(r.documentType)}`}
            >
              {t.requests.upload}
            </ButtonLink>
          )}
        </RowActions>
      ),
    },
  ];
  const completedColumns: Column<DocumentRequest>[] = [
    typeColumn,
    descriptionColumn,
    { id: 'completed', header: t.requests.completedOn, card: 'meta', cell: (r) => formatDate(r.updatedAt || r.createdAt) },
    {
      id: 'actions',
      header: t.requests.actions,
      headerHidden: true,
      card: 'action',
      align: 'end',
      cell: (r) => (
        <RowActions>
          <Button
            $variant="outline"
            $size="sm"
            onClick={() => setOpenRequest(r)}
            aria-label={`${t.requests.viewDetails}: ${categoryLabel(r.documentType)}`}
          >
            {t.requests.viewDetails}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          mayUpload ? (
            <ButtonLink to="/dashboard/uploads">
              <UploadIcon />
              {t.uploadNew}
            </ButtonLink>
          ) : access.business ? (
            // Read-only roles (a viewer) see why there is no upload button.
            <CellNote data-testid="upload-not-allowed">{roleDeniedContent.readOnlyReason(access.business.role)}</CellNote>
          ) : null
        }
      />
      <Toolbar>
        <SearchInput id="documents-search" label={t.searchLabel} placeholder={t.searchPlaceholder} value={query} onChange={setQuery} />
      </Toolbar>

      <Tabs value={tab} onValueChange={setTab}>
        <TabList aria-label={t.title}>
          <Tab value="documents">{t.tabs.all}</Tab>
          <Tab value="requests">
            {t.tabs.requests}
            {open.length > 0 && (
              <>
                <CountBadge aria-hidden="true" data-testid="requests-badge">
                  {open.length}
                </CountBadge>
                <span className="visually-hidden">({t.tabs.openCount(open.length)})</span>
              </>
            )}
          </Tab>
          <Tab value="firm">
            {t.tabs.firm}
            {unread > 0 && (
              <>
                <CountBadge aria-hidden="true" data-testid="firm-unread-badge">
                  {unread}
                </CountBadge>
                <span className="visually-hidden">({t.tabs.unreadCount(unread)})</span>
              </>
            )}
          </Tab>
        </TabList>

        <TabPanel value="documents">
          <QueryState
            isLoading={documents.isLoading}
            error={documents.error}
            onRetry={() => void documents.mutate()}
            isEmpty={filtered.length === 0}
            empty={<EmptyState title={t.empty.title}>{query.trim() ? t.empty.search : t.empty.none}</EmptyState>}
          >
            <DataTable caption={t.table.caption} columns={documentColumns} rows={filtered} rowKey={(doc) => doc.id} pageSize={25} />
          </QueryState>
        </TabPanel>

        <TabPanel value="requests">
          <QueryState
            isLoading={requests.isLoading}
            error={requests.error}
            onRetry={() => void requests.mutate()}
            isEmpty={allRequests.length === 0}
            empty={<EmptyState title={t.requests.empty} />}
          >
            <Stack>
              <Card>
                <CardHeader>
                  <CardTitle id="pending-requests">{t.requests.pendingTitle}</CardTitle>
                </CardHeader>
                {open.length === 0 ? (
                  <EmptyState title={t.requests.pendingEmpty} />
                ) : (
                  <DataTable caption={t.requests.pendingTitle} columns={openColumns} rows={open} rowKey={(r) => r.id} />
                )}
              </Card>
              {completed.length > 0 && (
                <Card>
                  <CardHeader>
                    <CardTitle id="completed-requests">{t.requests.completedTitle}</CardTitle>
                  </CardHeader>
                  <DataTable caption={t.requests.completedTitle} columns={completedColumns} rows={completed} rowKey={(r) => r.id} />
                </Card>
              )}
            </Stack>
          </QueryState>
        </TabPanel>

        <TabPanel value="firm">
          <FirmDocumentsPanel documents={firm} />
        </TabPanel>
      </Tabs>

      <DocumentDetailsDialog document={openDocument} onClose={() => setOpenDocument(null)} />
      <RequestDetailsDialog request={openRequest} onClose={() => setOpenRequest(null)} />
    </>
  );
}
