import { Switch } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardPrice, CardTitle, DetailList } from '../../../components/ui/card';
import { ClockIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { subscriptionsContent as t } from '../../../content/dashboard';
import { statusLabel } from '../../../content/dashboard-labels';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/format';
import type { ServicePackage, Subscription } from '../../../lib/api/subscriptions';
import { renewalWarningDays, scheduledChangeLine } from '../../../lib/subscription-rules';
import { useResumeSubscription, useSetAutoRenew } from '../api/update-subscription';

/**
 * A subscription awaiting its first payment: paid through its open invoice (checkoutTo). Once the
 * client has sent proof, the prompt gives way to "Proof received" (the checkout page still opens).
 */
export function PendingSubscriptionCard({
  subscription: s,
  checkoutTo,
  proofReceived,
}: {
  subscription: Subscription;
  checkoutTo: string;
  proofReceived: boolean;
}) {
  return (
    <InactiveCard subscription={s}>
      <MonthlyPrice price={s.monthlyPrice} />
      {s.status === 'awaiting_signature' ? (
        <CardDescription>{t.signatureNote}</CardDescription>
      ) : proofReceived ? (
        <CardDescription role="status">{t.proofReceived}</CardDescription>
      ) : (
        <CardDescription>{t.pendingNote}</CardDescription>
      )}
      <CardFooter>
        <ButtonLink to={checkoutTo} $size="sm" $variant={proofReceived ? 'outline' : 'primary'}>
          {s.status === 'awaiting_signature' ? t.signLetter : proofReceived ? t.viewInvoice : t.completePayment}
        </ButtonLink>
      </CardFooter>
    </InactiveCard>
  );
}

/** An ended subscription, with a way back to its package unless it is pending or active again. */
export function PastSubscriptionCard({ subscription: s, canResubscribe }: { subscription: Subscription; canResubscribe: boolean }) {
  return (
    <InactiveCard subscription={s}>
      <DetailList>
        <dt>{t.startDate}</dt>
        <dd>{formatDate(s.startDate)}</dd>
        <dt>{t.endDate}</dt>
        <dd>{s.endDate ? formatDate(s.endDate) : t.noDate}</dd>
      </DetailList>
      <CardFooter>
        {canResubscribe && (
          <ButtonLink to={`/checkout/package/${s.serviceId}`} $size="sm" $variant="outline">
            {t.resubscribe}
          </ButtonLink>
        )}
      </CardFooter>
    </InactiveCard>
  );
}

/**
 * A package the client does not have yet. While the business holds a main package, another main
 * package is reached by "Change package" (onChange), not bought beside it (docs/billing.md).
 */
export function PackageCard({ service: p, onChange, held }: { service: ServicePackage; onChange?: () => void; held: boolean }) {
  return (
    <Card aria-label={`${p.title} package`}>
      <CardHeader>
        <CardTitle as="h3">{p.title}</CardTitle>
      </CardHeader>
      <MonthlyPrice price={p.price} />
      <CardDescription>{p.description}</CardDescription>
      <CardFooter>
        {!held || p.addOn ? (
          <ButtonLink to={`/checkout/package/${p.id}`} $size="sm" $variant="secondary">
            {t.addPackage}
          </ButtonLink>
        ) : (
          onChange && (
            <Button $size="sm" $variant="secondary" onClick={onChange} aria-label={t.changeTo(p.title)}>
              {t.changePackage}
            </Button>
          )
        )}
      </CardFooter>
    </Card>
  );
}

export function ActiveSubscriptionCard({
  subscription: s,
  onCancel,
  onChange,
}: {
  subscription: Subscription;
  onCancel: () => void;
  /** Opens "Change package"; absent when the person's role may not change it. */
  onChange?: () => void;
}) {
  const setAutoRenew = useSetAutoRenew();
  const resume = useResumeSubscription();
  const [saving, setSaving] = useState(false);
  const canceled = s.status === 'canceled';
  const daysLeft = canceled ? null : renewalWarningDays(s.renewalDate);

  const undo = async () => {
    setSaving(true);
    try {
      await resume(s.id);
      toast({ title: t.toasts.resumed, description: t.toasts.resumedDescription(s.service.title) });
    } catch (err) {
      toast({ title: t.toasts.resumeFailed, description: errorMessage(err, t.toasts.resumeFailed), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };
  const switchId = `auto-renew-${s.id}`;

  const toggle = async (checked: boolean) => {
    setSaving(true);
    try {
      await setAutoRenew(s.id, checked);
      toast({
        title: t.toasts.autoRenew,
        description: checked ? t.toasts.autoRenewOn(s.service.title) : t.toasts.autoRenewOff(s.service.title),
      });
    } catch (err) {
      toast({ title: t.toasts.autoRenewFailed, description: errorMessage(err, t.toasts.autoRenewFailedFallback), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const showFeatures = () =>
    toast({ title: t.toasts.features(s.service.title), description: s.service.features.join(' · ') || s.service.description });

  return (
    <Card aria-label={s.service.title} data-testid={`subscription-${s.id}`}>
      <CardHeader>
        <CardTitle as="h3">{s.service.title}</CardTitle>
        <StyledBadges>
          {canceled && s.endDate ? (
            <Badge $tone="warning">{t.ends(formatDate(s.endDate))}</Badge>
          ) : (
            <Badge $tone="success">{statusLabel(s.status)}</Badge>
          )}
          {daysLeft !== null && (
            <Badge $tone="warning">
              <ClockIcon />
              {t.daysLeft(daysLeft)}
            </Badge>
          )}
        </StyledBadges>
      </CardHeader>
      <CardDescription>{s.service.description}</CardDescription>
      <MonthlyPrice price={s.monthlyPrice} />
      {s.onAccountSince && <CardDescription>{t.onAccount(formatDate(s.onAccountSince))}</CardDescription>}
      {s.scheduledChange && (
        <CardDescription role="status">
          {scheduledChangeLine(s.scheduledChange, { agreed: t.scheduledAgreed, chosen: t.scheduled })}
        </CardDescription>
      )}
      <DetailList>
        <dt>{t.startDate}</dt>
        <dd>{formatDate(s.startDate)}</dd>
        <dt>{canceled ? t.endsOn : t.renewalDate}</dt>
        <dd>{canceled ? (s.endDate ? formatDate(s.endDate) : t.noDate) : s.renewalDate ? formatDate(s.renewalDate) : t.noDate}</dd>
      </DetailList>
      {!canceled && (
        <StyledSwitchRow>
          <label htmlFor={switchId}>{t.autoRenew}</label>
          <StyledSwitch id={switchId} checked={s.autoRenew} disabled={saving} onCheckedChange={(checked) => void toggle(checked)}>
            <StyledThumb />
          </StyledSwitch>
        </StyledSwitchRow>
      )}
      <CardFooter>
        <Button $variant="outline" $size="sm" onClick={showFeatures}>
          {t.viewFeatures}
        </Button>
        {canceled ? (
          <Button $size="sm" onClick={() => void undo()} disabled={saving}>
            {saving ? t.undoing : t.undoCancel}
          </Button>
        ) : (
          <>
            {onChange && (
              <Button $variant="secondary" $size="sm" onClick={onChange}>
                {t.changePackage}
              </Button>
            )}
            <Button $variant="danger" $size="sm" onClick={onCancel}>
              {t.cancel}
            </Button>
          </>
        )}
      </CardFooter>
    </Card>
  );
}

/** A pending or past subscription's card: its title and its status in a warning badge. */
function InactiveCard({ subscription: s, children }: { subscription: Subscription; children: ReactNode }) {
  return (
    <Card aria-label={`${s.service.title} – ${statusLabel(s.status)}`}>
      <CardHeader>
        <CardTitle as="h3">{s.service.title}</CardTitle>
        <Badge $tone="warning">{statusLabel(s.status)}</Badge>
      </CardHeader>
      {children}
    </Card>
  );
}

function MonthlyPrice({ price }: { price: number }) {
  return (
    <CardPrice>
      {formatMoney(price, { decimals: 2 })}
      <small>{t.perMonth}</small>
    </CardPrice>
  );
}

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

const StyledSwitchRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  label {
    font-weight: 600;
  }
`;

const StyledSwitch = styled(Switch.Root)`
  flex: none;
  position: relative;
  width: 2.75rem;
  height: 1.5rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  cursor: pointer;
  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.brand};
  }
  &:disabled {
    opacity: 0.6;
    cursor: wait;
  }
`;

const StyledThumb = styled(Switch.Thumb)`
  display: block;
  width: 1.25rem;
  height: 1.25rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transform: translateX(0.125rem);
  transition: transform 120ms ease;
  &[data-state='checked'] {
    transform: translateX(1.375rem);
  }
`;
