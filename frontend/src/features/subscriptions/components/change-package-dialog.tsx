import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FormField, Select } from '../../../components/ui/form-field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { subscriptionsContent } from '../../../content/dashboard';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/format';
import type { ServicePackage, Subscription } from '../../../lib/api/subscriptions';
import { useChangePackage, useChangePreview, type ChangePreview } from '../api/change-package';

const t = subscriptionsContent.change;
const rand = (n: number) => formatMoney(n, { decimals: 2 });

/**
 * Change package: the client picks a main package, sees what the change costs and when it starts
 * (the server's preview, with the pro-rata rule of docs/billing.md spelled out), then confirms.
 */
export function ChangePackageDialog({
  subscription,
  initialServiceId,
  services,
  onClose,
}: {
  subscription: Subscription | null;
  /** Preselected when the client came from a package card. */
  initialServiceId?: number;
  services: ServicePackage[];
  onClose: () => void;
}) {
  if (!subscription) return null;
  // A fresh form for each subscription and starting package, so nothing chosen before lingers.
  return (
    <ChangePackageForm
      key={`${subscription.id}:${initialServiceId ?? ''}`}
      subscription={subscription}
      initialServiceId={initialServiceId}
      services={services}
      onClose={onClose}
    />
  );
}

function ChangePackageForm({
  subscription,
  initialServiceId,
  services,
  onClose,
}: {
  subscription: Subscription;
  initialServiceId?: number;
  services: ServicePackage[];
  onClose: () => void;
}) {
  const [serviceId, setServiceId] = useState<number | null>(initialServiceId ?? null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const change = useChangePackage();
  const preview = useChangePreview(subscription.id, serviceId);

  const scheduled = subscription.scheduledChange;
  // Main packages only; the current one is offered back only to call off a scheduled downgrade
  // (not a change agreed in an engagement letter, which the client cannot call off alone).
  const choices = services.filter(
    (s) => !s.addOn && (s.id !== subscription.serviceId || (scheduled !== null && !scheduled.agreedByLetter)),
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (serviceId === null) {
      setError(t.chooseRequired);
      return;
    }
    setBusy(true);
    try {
      const result = await change(subscription.id, serviceId);
      const later = result.subscription.scheduledChange !== null;
      toast({
        title: later ? t.scheduledDone : t.done,
        description: preview.data ? summary(preview.data) : undefined,
      });
      onClose();
    } catch (err) {
      toast({ title: t.failed, description: errorMessage(err, t.failed), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t.title(subscription.service.title)}
      description={t.description}
      onSubmit={(e) => void submit(e)}
      isSubmitting={busy}
      submitLabel={t.confirm}
      submittingLabel={t.confirming}
      submitDisabled={serviceId === null || !preview.data}
    >
      <FormField id="change-package" label={t.packageLabel} error={error}>
        {(control) => (
          <Select
            {...control}
            value={serviceId ?? ''}
            onChange={(e) => {
              setError(undefined);
              setServiceId(e.target.value ? Number(e.target.value) : null);
            }}
          >
            <option value="">{t.choose}</option>
            {choices.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title} ({formatMoney(s.price)}
                {subscriptionsContent.perMonth})
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <StyledPreview aria-live="polite" data-testid="change-preview">
        {serviceId === null ? (
          <p>{t.rule}</p>
        ) : preview.error ? (
          <p role="alert">{errorMessage(preview.error, t.failed)}</p>
        ) : !preview.data ? (
          <>
            <Spinner />
            <span>{t.loading}</span>
          </>
        ) : (
          <PreviewText preview={preview.data} />
        )}
      </StyledPreview>
    </FormDialog>
  );
}

function PreviewText({ preview: p }: { preview: ChangePreview }) {
  if (p.kind === 'upgrade') {
    const share = Math.round((p.amount - p.nextPeriodAmount) * 100) / 100;
    return (
      <>
        <p>{t.upgrade(p.to.title)}</p>
        <p>{t.proRata(rand(p.to.price - p.from.price), p.remainingDays, p.periodDays, rand(share))}</p>
        {p.nextPeriodAmount > 0 && <p>{t.nextMonth(rand(p.nextPeriodAmount))}</p>}
        <StyledTotal>
          {t.invoiceTotal(rand(p.amount))} {p.vat > 0 && t.vat(rand(p.vat))}
        </StyledTotal>
      </>
    );
  }
  return <p>{summary(p)}</p>;
}

/** One sentence for the change, as the toast repeats it. */
function summary(p: ChangePreview): string {
  if (p.kind === 'upgrade') return `${t.upgrade(p.to.title)} ${t.invoiceTotal(rand(p.amount))}`;
  if (p.kind === 'downgrade') return t.downgrade(p.to.title, formatDate(p.effectiveFrom));
  if (p.kind === 'same-price') return t.samePrice(p.to.title);
  return t.keep(p.from.title);
}

const StyledPreview = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTotal = styled.p`
  font-weight: 700;
`;
