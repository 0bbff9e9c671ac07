import { Tabs } from 'radix-ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { CountBadge } from '../../../components/ui/badge';
import { Button, ButtonAnchor, ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { EyeIcon, ExternalLinkIcon, UploadIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { CellNote, DataTable, RowActions } from '../../../components/ui/table';
import { documentsContent as t, statusContent } from '../../../content/dashboard';
import { categoryLabel } from '../../../content/dashboard-labels';
import { formatDate, formatFileSize } from '../../../lib/format';
import { inlineFileUrl, useDocuments, type ClientDocument } from '../api/get-documents';
import { isOpenRequest, useDocumentRequests, type DocumentRequest } from '../api/get-document-requests';
import { DocumentDetailsDialog } from './document-details-dialog';
import { RequestDetailsDialog } from './request-details-dialog';
import { DocumentStatusBadge, RequestStatusBadge } from './status-badges';

/** Matches the search text against file name, category (key and label) and description. */
export function matchesDocument(doc: ClientDocument, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [doc.fileName, doc.category, categoryLabel(doc.category), doc.description ?? ''].some((v) => v.toLowerCase().includes(q));
}

export function DocumentsPage() {
  const documents = useDocuments();
  const requests = useDocumentRequests();
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState('documents');
  const [openDocument, setOpenDocument] = useState<ClientDocument | null>(null);
  const [openRequest, setOpenRequest] = useState<DocumentRequest | null>(null);

  const filtered = useMemo(() => (documents.data ?? []).filter((d) => matchesDocument(d, query)), [documents.data, query]);
  const allRequests = requests.data ?? [];
  const open = allRequests.filter(isOpenRequest);
  const completed = allRequests.filter((r) => r.status === 'completed');

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <ButtonLink to="/dashboard/uploads">
            <UploadIcon />
            {t.uploadNew}
          </ButtonLink>
        }
      />
      <StyledToolbar>
        <SearchInput id="documents-search" label={t.searchLabel} placeholder={t.searchPlaceholder} value={query} onChange={setQuery} />
      </StyledToolbar>

      <Tabs.Root value={tab} onValueChange={setTab}>
        <StyledTabList aria-label={t.title}>
          <StyledTab value="documents">{t.tabs.all}</StyledTab>
          <StyledTab value="requests">
            {t.tabs.requests}
            {open.length > 0 && (
              <>
                <CountBadge aria-hidden="true" data-testid="requests-badge">
                  {open.length}
                </CountBadge>
                <span className="visually-hidden">({t.tabs.openCount(open.length)})</span>
              </>
            )}
          </StyledTab>
        </StyledTabList>

        <Tabs.Content value="documents">
          {documents.isLoading ? (
            <Spinner />
          ) : documents.error ? (
            <p role="alert">{statusContent.loadError}</p>
          ) : filtered.length === 0 ? (
            <EmptyState title={t.empty.title}>{query.trim() ? t.empty.search : t.empty.none}</EmptyState>
          ) : (
            <DataTable caption={t.table.caption}>
              <thead>
                <tr>
                  <th scope="col">{t.table.status}</th>
                  <th scope="col">{t.table.document}</th>
                  <th scope="col">{t.table.category}</th>
                  <th scope="col">{t.table.size}</th>
                  <th scope="col">{t.table.uploaded}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t.table.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {filtered.map((doc) => (
                  <tr key={doc.id}>
                    <td>
                      <DocumentStatusBadge status={doc.status} />
                    </td>
                    <td>
                      <StyledFileName>{doc.fileName}</StyledFileName>
                      {doc.description && <CellNote>{doc.description}</CellNote>}
                    </td>
                    <td>{categoryLabel(doc.category)}</td>
                    <td>{formatFileSize(doc.fileSize)}</td>
                    <td>{formatDate(doc.uploadedAt)}</td>
                    <td>
                      <RowActions>
                        <Button
                          $variant="ghost"
                          $size="sm"
                          aria-label={t.table.viewDetails(doc.fileName)}
                          onClick={() => setOpenDocument(doc)}
                        >
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
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </Tabs.Content>

        <Tabs.Content value="requests">
          {requests.isLoading ? (
            <Spinner />
          ) : requests.error ? (
            <p role="alert">{statusContent.loadError}</p>
          ) : allRequests.length === 0 ? (
            <EmptyState title={t.requests.empty} />
          ) : (
            <StyledStack>
              <Card>
                <CardHeader>
                  <CardTitle id="pending-requests">{t.requests.pendingTitle}</CardTitle>
                </CardHeader>
                {open.length === 0 ? (
                  <EmptyState title={t.requests.pendingEmpty} />
                ) : (
                  <DataTable caption={t.requests.pendingTitle}>
                    <thead>
                      <tr>
                        <th scope="col">{t.requests.type}</th>
                        <th scope="col">{t.requests.description}</th>
                        <th scope="col">{t.requests.dueDate}</th>
                        <th scope="col">{t.requests.status}</th>
                        <th scope="col">
                          <span className="visually-hidden">{t.requests.actions}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {open.map((r) => (
                        <tr key={r.id}>
                          <td>{r.documentType}</td>
                          <td>{r.description || '—'}</td>
                          <td>{r.dueDate ? formatDate(r.dueDate) : t.requests.noDue}</td>
                          <td>
                            <RequestStatusBadge status={r.status} />
                          </td>
                          <td>
                            <RowActions>
                              <Button
                                $variant="outline"
                                $size="sm"
                                onClick={() => setOpenRequest(r)}
                                aria-label={`${t.requests.details}: ${r.documentType}`}
                              >
                                {t.requests.details}
                              </Button>
                              <ButtonLink
                                $size="sm"
                                to={`/dashboard/uploads?requestId=${r.id}`}
                                aria-label={`${t.requests.upload}: ${r.documentType}`}
                              >
                                {t.requests.upload}
                              </ButtonLink>
                            </RowActions>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </DataTable>
                )}
              </Card>
              {completed.length > 0 && (
                <Card>
                  <CardHeader>
                    <CardTitle id="completed-requests">{t.requests.completedTitle}</CardTitle>
                  </CardHeader>
                  <DataTable caption={t.requests.completedTitle}>
                    <thead>
                      <tr>
                        <th scope="col">{t.requests.type}</th>
                        <th scope="col">{t.requests.description}</th>
                        <th scope="col">{t.requests.completedOn}</th>
                        <th scope="col">
                          <span className="visually-hidden">{t.requests.actions}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {completed.map((r) => (
                        <tr key={r.id}>
                          <td>{r.documentType}</td>
                          <td>{r.description || '—'}</td>
                          <td>{formatDate(r.updatedAt || r.createdAt)}</td>
                          <td>
                            <RowActions>
                              <Button
                                $variant="outline"
                                $size="sm"
                                onClick={() => setOpenRequest(r)}
                                aria-label={`${t.requests.viewDetails}: ${r.documentType}`}
                              >
                                {t.requests.viewDetails}
                              </Button>
                            </RowActions>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </DataTable>
                </Card>
              )}
            </StyledStack>
          )}
        </Tabs.Content>
      </Tabs.Root>

      <DocumentDetailsDialog document={openDocument} onClose={() => setOpenDocument(null)} />
      <RequestDetailsDialog request={openRequest} onClose={() => setOpenRequest(null)} />
    </>
  );
}

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledTabList = styled(Tabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  margin-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

const StyledTab = styled(Tabs.Trigger)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  cursor: pointer;
  &[data-state='active'] {
    color: ${({ theme }) => theme.colors.brand};
    border-bottom-color: ${({ theme }) => theme.colors.brand};
  }
`;

const StyledFileName = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
