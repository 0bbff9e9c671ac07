import {
  ENGAGEMENT_LETTER_STAFF_LABELS,
  ENGAGEMENT_LETTER_STATUSES,
  SIGNABLE_LETTER_STATUSES,
  type EngagementLetterStatus,
} from '@table-bay/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EngagementStatusBadge } from '../../../components/billing/engagement-status-badge';
import { Button, ButtonAnchor } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/form-field';
import { Toolbar, ToolbarField } from '../../../components/ui/layout';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { CellNote, CellTitle, DataTable, RowActions, type Column } from '../../../components/ui/table';
import { toast } from '../../../components/ui/toast';
import { engagementContent } from '../../../content/engagement';
import { errorMessage } from '../../../lib/api-client';
import {
  countersignLetter,
  staffLetterPdfUrl,
  useRefreshStaffLetters,
  useStaffLetters,
  type StaffEngagementLetter,
} from '../../../lib/api/engagement';
import { formatDate } from '../../../lib/format';
import { mayDecideOnLetters } from '../../../lib/staff-access';
import { useSessionStore } from '../../../stores/session-store';
import { WithdrawLetterDialog } from './withdraw-letter-dialog';

const t = engagementContent.staff;

/** /staff/engagement-letters: every letter of the clients in scope, by state; managers and admins countersign and withdraw. */
export function StaffLettersPage() {
  const [status, setStatus] = useState<EngagementLetterStatus | null>('signed');
  const letters = useStaffLetters(status);
  const refresh = useRefreshStaffLetters();
  const decides = mayDecideOnLetters(useSessionStore((s) => s.user));
  const [busy, setBusy] = useState<number | null>(null);
  const [withdrawing, setWithdrawing] = useState<StaffEngagementLetter | null>(null);

  const countersign = async (letter: StaffEngagementLetter) => {
    setBusy(letter.id);
    try {
      await countersignLetter(letter.id);
      toast({ title: t.countersigned, description: `${letter.title}: ${letter.businessName ?? ''}` });
      await refresh();
    } catch (err) {
      toast({ title: t.countersignFailed, description: errorMessage(err, t.countersignFailed), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const columns: ReadonlyArray<Column<StaffEngagementLetter>> = [
    {
      id: 'client',
      header: t.client,
      card: 'title',
      cell: (l) => (
        <CellTitle>{l.businessId ? <Link to={`/staff/clients/${l.businessId}`}>{l.businessName}</Link> : l.businessName}</CellTitle>
      ),
    },
    { id: 'status', header: t.status, card: 'status', cell: (l) => <EngagementStatusBadge status={l.status} staff /> },
    {
      id: 'letter',
      header: t.letter,
      cell: (l) => (
        <>
          {l.title} <CellNote>{l.reference}</CellNote>
        </>
      ),
    },
    { id: 'sent', header: t.sent, card: 'meta', cell: (l) => formatDate(l.sentAt) },
    { id: 'signer', header: t.signedBy, cell: (l) => l.signerName ?? '—' },
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      card: 'action',
      align: 'end',
      cell: (l) => (
        <RowActions>
          <ButtonAnchor
            href={staffLetterPdfUrl(l.id)}
            download
            $variant="outline"
            $size="sm"
            aria-label={`${t.download}: ${l.title}, ${l.businessName ?? ''}`}
          >
            {t.download}
          </ButtonAnchor>
          {decides && l.status === 'signed' && (
            <Button $size="sm" disabled={busy === l.id} onClick={() => void countersign(l)}>
              {t.countersign}
            </Button>
          )}
          {decides && SIGNABLE_LETTER_STATUSES.includes(l.status) && (
            <Button
              $variant="outline"
              $size="sm"
              onClick={() => setWithdrawing(l)}
              aria-label={`${t.withdraw.open}: ${l.title}, ${l.businessName ?? ''}`}
            >
              {t.withdraw.open}
            </Button>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Toolbar>
        <ToolbarField>
          <label htmlFor="letter-status">{t.filter}</label>
          <Select
            id="letter-status"
            value={status ?? ''}
            onChange={(e) => setStatus(e.target.value === '' ? null : (e.target.value as EngagementLetterStatus))}
          >
            <option value="">{t.all}</option>
            {ENGAGEMENT_LETTER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ENGAGEMENT_LETTER_STAFF_LABELS[s]}
              </option>
            ))}
          </Select>
        </ToolbarField>
      </Toolbar>
      <QueryState
        isLoading={letters.isLoading}
        error={letters.error}
        onRetry={() => void letters.mutate()}
        isEmpty={(letters.data ?? []).length === 0}
        empty={<EmptyState title={t.empty} />}
      >
        <DataTable caption={t.caption} columns={columns} rows={letters.data ?? []} rowKey={(l) => l.id} />
      </QueryState>
      <WithdrawLetterDialog letter={withdrawing} onClose={() => setWithdrawing(null)} onWithdrawn={refresh} />
    </>
  );
}
