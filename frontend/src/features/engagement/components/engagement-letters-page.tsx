import { Link } from 'react-router-dom';
import { EngagementStatusBadge } from '../../../components/billing/engagement-status-badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { CellTitle, DataTable, type Column } from '../../../components/ui/table';
import { engagementContent } from '../../../content/engagement';
import { useEngagementLetters, type EngagementLetterSummary } from '../../../lib/api/engagement';
import { formatDate, formatMoney } from '../../../lib/format';

const t = engagementContent.list;

const COLUMNS: ReadonlyArray<Column<EngagementLetterSummary>> = [
  {
    id: 'title',
    header: t.letter,
    card: 'title',
    cell: (l) => (
      <CellTitle>
        <Link to={`/dashboard/engagement/${l.id}`} aria-label={t.open(l.title)}>
          {l.title}
        </Link>
      </CellTitle>
    ),
  },
  { id: 'status', header: t.status, card: 'status', cell: (l) => <EngagementStatusBadge status={l.status} /> },
  { id: 'fee', header: t.fee, card: 'meta', align: 'end', cell: (l) => formatMoney(l.monthlyPrice, { decimals: 2 }) },
  { id: 'sent', header: t.sent, cell: (l) => formatDate(l.sentAt) },
];

/** /dashboard/engagement: the business's engagement letters. */
export function EngagementLettersPage() {
  const letters = useEngagementLetters();
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <QueryState
        isLoading={letters.isLoading}
        error={letters.error}
        onRetry={() => void letters.mutate()}
        isEmpty={(letters.data ?? []).length === 0}
        empty={<EmptyState title={t.title}>{t.empty}</EmptyState>}
      >
        <DataTable caption={t.caption} columns={COLUMNS} rows={letters.data ?? []} rowKey={(l) => l.id} />
      </QueryState>
    </>
  );
}
