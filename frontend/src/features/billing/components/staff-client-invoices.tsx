import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, ButtonAnchor } from '../../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { FormField, Input } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { staffCommon } from '../../../content/staff';
import { errorMessage } from '../../../lib/api-client';
import { CellCode, CellNote, DataTable, RowActions, type Column } from '../../../components/ui/table';
import { staffBillingContent } from '../../../content/billing';
import { statusContent } from '../../../content/dashboard';
import { formatDate, formatMoney } from '../../../lib/format';
import { useRevalidateStaff } from '../../../lib/staff-keys';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { firmToday, paymentMethodLabel } from '@table-bay/shared';
import { runAction } from '../../../lib/run-action';
import { mayCorrectBilling } from '../../../lib/staff-access';
import { useSessionStore } from '../../../stores/session-store';
import {
  markInvoicePaid,
  refundInvoice,
  staffInvoicePdfUrl,
  staffProofUrl,
  useClientInvoices,
  voidInvoice,
  type StaffInvoice,
} from '../api/staff-invoices';
import { StaffInvoiceStatus } from '../../../components/billing/invoice-status-badge';

const t = staffBillingContent;
const rand = (n: number) => formatMoney(n, { decimals: 2 });

/** A client's invoices on the staff client page: confirm an EFT, void an unpaid invoice, refund a paid one. */
export function StaffClientInvoices({ clientId }: { clientId: number }) {
  const invoices = useClientInvoices(clientId);
  const revalidate = useRevalidateStaff();
  const [paying, setPaying] = useState<StaffInvoice | null>(null);
  const [voiding, setVoiding] = useState<StaffInvoice | null>(null);
  const [refunding, setRefunding] = useState<StaffInvoice | null>(null);
  const [busy, setBusy] = useState(false);
  // Voids and refunds are for managers and admins; an accountant sees only "Mark paid".
  const corrects = mayCorrectBilling(useSessionStore((s) => s.user));

  const confirmVoid = async () => {
    if (!voiding) return;
    setBusy(true);
    const ok = await runAction(() => voidInvoice(voiding.id), { title: t.voidDialog.done, description: voiding.number });
    setBusy(false);
    if (ok) {
      setVoiding(null);
      await revalidate();
    }
  };

  // On a phone each invoice is a card: number and description, status, amount, due date, then the actions.
  const columns: ReadonlyArray<Column<StaffInvoice>> = [
    {
      id: 'number',
      header: t.invoices.number,
      card: 'title',
      cell: (inv) => (
        <>
          <CellCode>{inv.number}</CellCode>
          <CellNote>{inv.description}</CellNote>
        </>
      ),
    },
    {
      id: 'status',
      header: t.invoices.status,
      card: 'status',
      cell: (inv) => <StaffInvoiceStatus status={inv.status} proofReceivedAt={inv.proofReceivedAt} />,
    },
    {
      id: 'amount',
      header: t.invoices.amount,
      card: 'meta',
      cell: (inv) => (
        <>
          {rand(inv.total)}
          {inv.status === 'paid' && paymentMethodLabel(inv.paymentMethod) && (
            <CellNote>{t.invoices.paidBy(paymentMethodLabel(inv.paymentMethod) ?? '')}</CellNote>
          )}
          {inv.credited > 0 && <CellNote>{t.invoices.credited(rand(inv.credited), inv.creditNotes.join(', '))}</CellNote>}
        </>
      ),
    },
    { id: 'due', header: t.invoices.due, cell: (inv) => formatDate(inv.dueAt) },
    {
      id: 'actions',
      header: t.invoices.actions,
      headerHidden: true,
      card: 'action',
      align: 'end',
      cell: (inv) => {
        const open = inv.status === 'issued' || inv.status === 'overdue';
        return (
          <RowActions>
            {open && (
              <Button $size="sm" onClick={() => setPaying(inv)} aria-label={t.invoices.markPaidLabel(inv.number)}>
                {t.invoices.markPaid}
              </Button>
            )}
            {open && corrects && (
              <Button $size="sm" $variant="outline" onClick={() => setVoiding(inv)} aria-label={t.invoices.voidLabel(inv.number)}>
                {t.invoices.void}
              </Button>
            )}
            {corrects && inv.status === 'paid' && inv.credited < inv.total && (
              <Button $size="sm" $variant="outline" onClick={() => setRefunding(inv)} aria-label={t.invoices.refundLabel(inv.number)}>
                {t.invoices.refund}
              </Button>
            )}
            {inv.proofOfPayment && (
              <ButtonAnchor href={staffProofUrl(inv.id)} $size="sm" $variant="ghost" aria-label={t.invoices.proofLabel(inv.number)}>
                {t.invoices.proof}
              </ButtonAnchor>
            )}
            <ButtonAnchor
              href={staffInvoicePdfUrl(inv.id)}
              download
              $size="sm"
              $variant="ghost"
              aria-label={t.invoices.pdfLabel(inv.number)}
            >
              {t.invoices.pdf}
            </ButtonAnchor>
          </RowActions>
        );
      },
    },
  ];

  return (
    <Card aria-labelledby="staff-invoices-title">
      <CardHeader>
        <CardTitle id="staff-invoices-title">{t.invoices.title}</CardTitle>
      </CardHeader>
      {invoices.isLoading ? (
        <Spinner />
      ) : invoices.error ? (
        <p role="alert">{statusContent.loadError}</p>
      ) : !invoices.data?.length ? (
        <p>{t.invoices.empty}</p>
      ) : (
        <DataTable
          caption={t.invoices.caption}
          columns={columns}
          rows={invoices.data}
          rowKey={(inv) => inv.id}
          rowProps={(inv) => ({ 'data-testid': `staff-invoice-${inv.id}` })}
        />
      )}
      <MarkPaidDialog invoice={paying} onClose={() => setPaying(null)} onDone={revalidate} />
      <RefundDialog invoice={refunding} onClose={() => setRefunding(null)} onDone={revalidate} />
      <ConfirmDialog
        open={voiding !== null}
        title={voiding ? t.voidDialog.title(voiding.number) : ''}
        text={t.voidDialog.text}
        confirmLabel={t.voidDialog.confirm}
        busy={busy}
        onConfirm={() => void confirmVoid()}
        onClose={() => setVoiding(null)}
      />
    </Card>
  );
}

function MarkPaidDialog({ invoice, onClose, onDone }: { invoice: StaffInvoice | null; onClose: () => void; onDone: () => Promise<void> }) {
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState(firmToday());
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const d = t.markPaid;

  const close = () => {
    setReference('');
    setError(undefined);
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!invoice) return;
    if (!reference.trim()) {
      setError(d.required);
      return;
    }
    setBusy(true);
    const ok = await runAction(() => markInvoicePaid(invoice.id, reference.trim(), paidOn), {
      title: d.done,
      description: d.doneText(invoice.number),
    });
    setBusy(false);
    if (ok) {
      close();
      await onDone();
    }
  };

  return (
    <Dialog
      open={invoice !== null}
      onOpenChange={(open) => {
        if (!open && !busy) close();
      }}
      title={invoice ? d.title(invoice.number) : ''}
      description={invoice ? d.text(rand(invoice.total)) : undefined}
      footer={
        <Button type="submit" form="mark-paid-form" disabled={busy}>
          {d.submit}
        </Button>
      }
    >
      <StyledForm id="mark-paid-form" onSubmit={(e) => void submit(e)} noValidate>
        <FormField id="mark-paid-reference" label={d.reference} error={error}>
          {(control) => <Input {...control} value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} />}
        </FormField>
        <FormField id="mark-paid-date" label={d.paidOn}>
          {(control) => <Input {...control} type="date" value={paidOn} max={firmToday()} onChange={(e) => setPaidOn(e.target.value)} />}
        </FormField>
      </StyledForm>
    </Dialog>
  );
}

function RefundDialog({ invoice, onClose, onDone }: { invoice: StaffInvoice | null; onClose: () => void; onDone: () => Promise<void> }) {
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; amount?: string }>({});
  const [busy, setBusy] = useState(false);
  const d = t.refund;
  const left = invoice ? Math.round((invoice.total - invoice.credited) * 100) / 100 : 0;

  const close = () => {
    setReason('');
    setAmount('');
    setErrors({});
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!invoice) return;
    const value = Number(amount);
    const next = {
      reason: reason.trim() ? undefined : d.reasonRequired,
      amount: Number.isFinite(value) && value > 0 ? undefined : d.amountInvalid,
    };
    setErrors(next);
    if (next.reason || next.amount) return;
    setBusy(true);
    try {
      const note = await refundInvoice(invoice.id, reason.trim(), value);
      toast({ title: d.done, description: d.doneText(note.number) });
      close();
      await onDone();
    } catch (err) {
      toast({ title: staffCommon.actionFailed, description: errorMessage(err, staffCommon.actionFailedFallback), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={invoice !== null}
      onOpenChange={(open) => {
        if (!open && !busy) close();
      }}
      title={invoice ? d.title(invoice.number) : ''}
      description={d.text(rand(left))}
      footer={
        <Button type="submit" form="refund-form" $variant="danger" disabled={busy}>
          {d.submit}
        </Button>
      }
    >
      <StyledForm id="refund-form" onSubmit={(e) => void submit(e)} noValidate>
        <FormField id="refund-reason" label={d.reason} error={errors.reason}>
          {(control) => <Input {...control} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />}
        </FormField>
        <FormField id="refund-amount" label={d.amount} error={errors.amount}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              max={left}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
        </FormField>
      </StyledForm>
    </Dialog>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
