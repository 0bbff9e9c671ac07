import { useRef, useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonAnchor, ButtonLink } from '../../../components/ui/button';
import { Card, DetailList } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { billingContent } from '../../../content/billing';
import { statusContent } from '../../../content/dashboard';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/format';
import { invoicePdfUrl, payfastForm, uploadProofOfPayment, useInvoice, type InvoiceDetail } from '../../../lib/api/billing';
import { InvoiceStatusBadge } from '../../../components/billing/invoice-status-badge';

const t = billingContent.checkout;

/** /checkout/:invoiceId: pay one invoice by EFT (and say so with proof), or by card through PayFast. */
export function CheckoutInvoicePage() {
  const { invoiceId } = useParams();
  const id = /^\d+$/.test(invoiceId ?? '') ? Number(invoiceId) : null;
  const [search] = useSearchParams();
  const invoice = useInvoice(id);

  if (id === null || invoice.error) {
    return (
      <>
        <PageHeader title={billingContent.confirm.title} />
        <p role="alert">{invoice.error && (invoice.error as { status?: number }).status !== 404 ? statusContent.loadError : t.notFound}</p>
        <ButtonLink to="/dashboard/payments">{t.back}</ButtonLink>
      </>
    );
  }
  if (!invoice.data) return <Spinner />;
  const inv = invoice.data;
  const open = inv.status === 'issued' || inv.status === 'overdue';
  const payfastState = search.get('payfast');

  return (
    <>
      <PageHeader title={t.title(inv.number)} subtitle={inv.description} />
      <StyledStack>
        {payfastState === 'return' && open && <p role="status">{t.returned}</p>}
        {payfastState === 'cancel' && open && <p role="status">{t.cancelled}</p>}
        <Card aria-label={inv.number}>
          <DetailList>
            <dt>{t.amount}</dt>
            <dd>
              <strong>{formatMoney(inv.total, { decimals: 2 })}</strong>
            </dd>
            <dt>{t.due}</dt>
            <dd>{formatDate(inv.dueAt)}</dd>
            <dt>{t.status}</dt>
            <dd>
              <InvoiceStatusBadge status={inv.status} />
            </dd>
            <dt>{t.reference}</dt>
            <dd>
              <StyledReference>{inv.reference}</StyledReference>
            </dd>
          </DetailList>
          {inv.status === 'paid' && inv.paidAt && <p role="status">{t.paid(formatDate(inv.paidAt))}</p>}
          {inv.status === 'void' && <p role="status">{t.voided}</p>}
          <StyledActions>
            <ButtonAnchor href={invoicePdfUrl(inv.id)} download $variant="outline">
              {t.download}
            </ButtonAnchor>
            <ButtonLink to="/dashboard/payments" $variant="ghost">
              {t.back}
            </ButtonLink>
          </StyledActions>
        </Card>
        {open && inv.proofReceivedAt && <StyledReceived role="status">{t.proofOnFile(formatDate(inv.proofReceivedAt))}</StyledReceived>}
        {open && <EftCard invoice={inv} onChanged={() => void invoice.mutate()} />}
        {/* Proof sent: paying again by card would pay twice. */}
        {open && inv.payfastAvailable && !inv.proofReceivedAt && <PayfastCard invoice={inv} />}
      </StyledStack>
    </>
  );
}

function EftCard({ invoice: inv, onChanged }: { invoice: InvoiceDetail; onChanged: () => void }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setError(t.chooseFile);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await uploadProofOfPayment(inv.id, file);
      toast({ title: t.proofSent, description: t.proofSentDescription });
      onChanged();
    } catch (err) {
      setError(errorMessage(err, t.proofFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="eft-title">
      <h2 id="eft-title">{t.eftTitle}</h2>
      <DetailList>
        <dt>{t.bank}</dt>
        <dd>{inv.bank.bankName}</dd>
        <dt>{t.accountHolder}</dt>
        <dd>{inv.bank.accountHolder}</dd>
        <dt>{t.accountNumber}</dt>
        <dd>{inv.bank.accountNumber}</dd>
        <dt>{t.branchCode}</dt>
        <dd>{inv.bank.branchCode}</dd>
        <dt>{t.accountType}</dt>
        <dd>{inv.bank.accountType}</dd>
        <dt>{t.reference}</dt>
        <dd>
          <StyledReference>{inv.reference}</StyledReference>
        </dd>
        <dt>{t.amount}</dt>
        <dd>{formatMoney(inv.total, { decimals: 2 })}</dd>
      </DetailList>
      <p>{t.referenceNote}</p>
      <h3>{inv.proofReceivedAt ? t.replaceTitle : t.paidTitle}</h3>
      <p>{inv.proofReceivedAt ? t.replaceIntro : t.paidIntro}</p>
      <form onSubmit={(e) => void send(e)} noValidate>
        <StyledField>
          <label htmlFor="proof-file">{t.proofLabel}</label>
          <input
            id="proof-file"
            ref={fileRef}
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            aria-invalid={Boolean(error)}
            aria-describedby="proof-error"
          />
          <StyledError id="proof-error" aria-live="polite">
            {error}
          </StyledError>
        </StyledField>
        <Button type="submit" disabled={busy} $variant={inv.proofReceivedAt ? 'outline' : undefined}>
          {busy ? t.sending : inv.proofReceivedAt ? t.sendReplacement : t.send}
        </Button>
      </form>
    </Card>
  );
}

function PayfastCard({ invoice: inv }: { invoice: InvoiceDetail }) {
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    setBusy(true);
    try {
      const form = await payfastForm(inv.id);
      // A real form post, as PayFast requires: built off-screen and submitted.
      const el = document.createElement('form');
      el.method = 'POST';
      el.action = form.action;
      for (const f of form.fields) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = f.name;
        input.value = f.value;
        el.appendChild(input);
      }
      document.body.appendChild(el);
      el.submit();
    } catch (err) {
      toast({ title: t.cardFailed, description: errorMessage(err, t.cardFailed), variant: 'destructive' });
      setBusy(false);
    }
  };
  return (
    <Card aria-labelledby="card-title">
      <h2 id="card-title">{t.cardTitle}</h2>
      <p>{t.cardIntro}</p>
      <Button onClick={() => void pay()} disabled={busy}>
        {t.cardButton}
      </Button>
    </Card>
  );
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 48rem;
`;

const StyledReceived = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

const StyledReference = styled.code`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  letter-spacing: 0.05em;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: ${({ theme }) => theme.space.sm} 0;
  label {
    font-weight: 600;
  }
  input {
    max-width: 100%;
  }
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  min-height: 1.25rem;
`;
