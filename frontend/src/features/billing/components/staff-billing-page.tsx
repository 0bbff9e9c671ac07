import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { FieldGrid, FormField, Input, Select } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { CellCode, CellNote, DataTable, TableFrame, type Column } from '../../../components/ui/table';
import { toast } from '../../../components/ui/toast';
import { reconciliationContent as rc, staffBillingContent } from '../../../content/billing';
import { statusContent } from '../../../content/dashboard';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/format';
import { useRevalidateStaff } from '../../../lib/staff-keys';
import { BANK_LAYOUTS, confirmStatement, uploadStatement, type BankLayout, type Reconciliation } from '../api/reconciliation';
import { useBillingOverview, type BillingOverview } from '../api/staff-invoices';
import { StaffInvoiceStatus } from '../../../components/billing/invoice-status-badge';

const t = staffBillingContent.overview;
const rand = (n: number) => formatMoney(n, { decimals: 2 });

type OpenInvoice = BillingOverview['open'][number];

/** On a phone each open invoice is a card: the number and status on top, the client, amount and due date. */
const openColumns: ReadonlyArray<Column<OpenInvoice>> = [
  { id: 'number', header: staffBillingContent.invoices.number, card: 'title', cell: (inv) => <CellCode>{inv.number}</CellCode> },
  {
    id: 'client',
    header: t.client,
    cell: (inv) =>
      inv.businessId !== null ? <Link to={`/staff/clients/${inv.businessId}?tab=billing`}>{inv.clientName}</Link> : inv.clientName,
  },
  { id: 'amount', header: staffBillingContent.invoices.amount, card: 'meta', cell: (inv) => rand(inv.total) },
  { id: 'due', header: staffBillingContent.invoices.due, cell: (inv) => formatDate(inv.dueAt) },
  {
    id: 'status',
    header: staffBillingContent.invoices.status,
    card: 'status',
    cell: (inv) => <StaffInvoiceStatus status={inv.status} proofReceivedAt={inv.proofReceivedAt} />,
  },
];

/** /staff/billing: what is owed and overdue across clients, what came in this month, and bank reconciliation. */
export function StaffBillingPage() {
  const overview = useBillingOverview();
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <StyledStack>
        {overview.isLoading ? (
          <Spinner />
        ) : overview.error || !overview.data ? (
          <p role="alert">{statusContent.loadError}</p>
        ) : (
          <>
            <StyledFigures>
              <Figure label={t.outstanding} amount={rand(overview.data.outstanding)} note={t.count(overview.data.outstandingCount)} />
              <Figure label={t.overdue} amount={rand(overview.data.overdue)} note={t.count(overview.data.overdueCount)} />
              <Figure label={t.paidThisMonth} amount={rand(overview.data.paidThisMonth)} note={t.count(overview.data.paidThisMonthCount)} />
            </StyledFigures>
            <Card aria-labelledby="open-invoices-title">
              <CardHeader>
                <CardTitle id="open-invoices-title">{t.openTitle}</CardTitle>
              </CardHeader>
              {overview.data.open.length === 0 ? (
                <p>{t.empty}</p>
              ) : (
                <DataTable caption={t.openCaption} columns={openColumns} rows={overview.data.open} rowKey={(inv) => inv.id} />
              )}
            </Card>
          </>
        )}
        <ReconciliationCard />
      </StyledStack>
    </>
  );
}

function Figure({ label, amount, note }: { label: string; amount: string; note: string }) {
  return (
    <Card aria-label={label}>
      <StyledLabel>{label}</StyledLabel>
      <StyledAmount>{amount}</StyledAmount>
      <CellNote>{note}</CellNote>
    </Card>
  );
}

function ReconciliationCard() {
  const revalidate = useRevalidateStaff();
  const [bank, setBank] = useState<BankLayout>('fnb');
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState({ dateColumn: 'Date', descriptionColumn: 'Description', amountColumn: 'Amount' });
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Reconciliation | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      setError(rc.chooseFile);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      setResult(await uploadStatement(bank, file, bank === 'generic' ? columns : undefined));
    } catch (err) {
      setError(errorMessage(err, rc.failed));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!result) return;
    setBusy(true);
    try {
      const done = await confirmStatement(result.id);
      toast({ title: rc.confirmed(done.confirmed) });
      setResult(done);
      await revalidate();
    } catch (err) {
      toast({ title: rc.failed, description: errorMessage(err, rc.failed), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="reconciliation-title">
      <CardHeader>
        <CardTitle id="reconciliation-title">{rc.title}</CardTitle>
      </CardHeader>
      <p>{rc.intro}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <FieldGrid>
          <FormField id="statement-bank" label={rc.bank}>
            {(control) => (
              <Select {...control} value={bank} onChange={(e) => setBank(e.target.value as BankLayout)}>
                {BANK_LAYOUTS.map((b) => (
                  <option key={b.value} value={b.value}>
                    {b.label}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="statement-file" label={rc.file} error={error}>
            {(control) => <Input {...control} type="file" accept=".csv,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />}
          </FormField>
          {bank === 'generic' &&
            (['dateColumn', 'descriptionColumn', 'amountColumn'] as const).map((k) => (
              <FormField key={k} id={`statement-${k}`} label={rc[k]}>
                {(control) => (
                  <Input
                    {...control}
                    value={columns[k]}
                    maxLength={100}
                    onChange={(e) => setColumns({ ...columns, [k]: e.target.value })}
                  />
                )}
              </FormField>
            ))}
        </FieldGrid>
        <StyledActions>
          <Button type="submit" disabled={busy}>
            {busy ? rc.uploading : rc.upload}
          </Button>
        </StyledActions>
      </form>
      {result && (
        <StyledResults>
          <h3>{rc.matchedTitle(result.matched.length)}</h3>
          {result.matched.length > 0 && (
            <TableFrame caption={rc.matchedTitle(result.matched.length)}>
              <thead>
                <tr>
                  <th scope="col">{rc.date}</th>
                  <th scope="col">{rc.description}</th>
                  <th scope="col">{rc.amount}</th>
                  <th scope="col">{rc.invoice}</th>
                </tr>
              </thead>
              <tbody>
                {result.matched.map((l) => (
                  <tr key={l.line}>
                    <td>{formatDate(l.date)}</td>
                    <td>{l.description}</td>
                    <td>{rand(l.amount)}</td>
                    <td>
                      {l.invoiceNumber}
                      <CellNote>{l.clientName}</CellNote>
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
          )}
          {result.matched.length > 0 && !result.confirmedAt && (
            <Button onClick={() => void confirm()} disabled={busy}>
              {rc.confirm(result.matched.length)}
            </Button>
          )}
          <h3>{rc.unmatchedTitle(result.unmatched.length)}</h3>
          {result.unmatched.length > 0 && (
            <TableFrame caption={rc.unmatchedTitle(result.unmatched.length)}>
              <thead>
                <tr>
                  <th scope="col">{rc.date}</th>
                  <th scope="col">{rc.description}</th>
                  <th scope="col">{rc.amount}</th>
                  <th scope="col">{rc.reason}</th>
                </tr>
              </thead>
              <tbody>
                {result.unmatched.map((l) => (
                  <tr key={l.line}>
                    <td>{formatDate(l.date)}</td>
                    <td>{l.description}</td>
                    <td>{rand(l.amount)}</td>
                    <td>{l.reason}</td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
          )}
        </StyledResults>
      )}
    </Card>
  );
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledFigures = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const StyledLabel = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const StyledAmount = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

const StyledActions = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

const StyledResults = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;
