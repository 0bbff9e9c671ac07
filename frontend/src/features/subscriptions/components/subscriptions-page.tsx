import { Switch } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle, DetailList } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ClockIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { statusContent, subscriptionsContent as t } from '../../../content/dashboard';
import { statusLabel } from '../../../content/dashboard-labels';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/format';
import { useServices, useSubscriptions, type Subscription } from '../../../lib/api/subscriptions';
import { useCancelSubscription, useResumeSubscription, useSetAutoRenew } from '../api/update-subscription';
import { useInvoices } from '../../../lib/api/billing';
import { groupSubscriptions, maskSubscriptionId, renewalWarningDays } from '../../../lib/subscription-rules';

export function SubscriptionsPage() {
  const subscriptions = useSubscriptions();
  const services = useServices();
  const invoices = useInvoices();
  const [toCancel, setToCancel] = useState<Subscription | null>(null);

  const loading = subscriptions.isLoading || services.isLoading;
  const failed = subscriptions.error || services.error;
  const groups = groupSubscriptions(subscriptions.data ?? [], services.data ?? []);
  /** A pending subscription is paid through its open invoice. */
  const checkoutFor = (subscriptionId: number) => {
    const open = invoices.data?.find((i) => i.subscriptionId === subscriptionId && (i.status === 'issued' || i.status === 'overdue'));
    return open ? `/checkout/${open.id}` : '/checkout';
  };

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {loading ? (
        <Spinner />
      ) : failed ? (
        <p role="alert">{statusContent.loadError}</p>
      ) : (
        <StyledStack>
          <Group id="active-subscriptions" title={t.active}>
            {groups.active.length === 0 ? (
              <EmptyState
                title={t.emptyTitle}
                action={
                  <ButtonLink to="/services" $size="sm">
                    {t.browse}
                  </ButtonLink>
                }
              >
                {t.emptyText}
              </EmptyState>
            ) : (
              <StyledGrid>
                {groups.active.map((s) => (
                  <ActiveSubscriptionCard key={s.id} subscription={s} onCancel={() => setToCancel(s)} />
                ))}
              </StyledGrid>
            )}
          </Group>

          {groups.pending.length > 0 && (
            <Group id="pending-subscriptions" title={t.pending}>
              <StyledGrid>
                {groups.pending.map((s) => (
                  <Card key={s.id} aria-label={`${s.service.title} – ${statusLabel(s.status)}`}>
                    <CardHeader>
                      <CardTitle as="h3">{s.service.title}</CardTitle>
                      <Badge $tone="warning">{statusLabel(s.status)}</Badge>
                    </CardHeader>
                    <StyledPrice>
                      {formatMoney(s.service.price, { decimals: 2 })}
                      <small>{t.perMonth}</small>
                    </StyledPrice>
                    <CardDescription>{t.pendingNote}</CardDescription>
                    <CardFooter>
                      <ButtonLink to={checkoutFor(s.id)} $size="sm">
                        {t.completePayment}
                      </ButtonLink>
                    </CardFooter>
                  </Card>
                ))}
              </StyledGrid>
            </Group>
          )}

          {groups.past.length > 0 && (
            <Group id="past-subscriptions" title={t.past}>
              <StyledGrid>
                {groups.past.map((s) => (
                  <Card key={s.id} aria-label={`${s.service.title} – ${statusLabel(s.status)}`}>
                    <CardHeader>
                      <CardTitle as="h3">{s.service.title}</CardTitle>
                      <Badge $tone="warning">{statusLabel(s.status)}</Badge>
                    </CardHeader>
                    <DetailList>
                      <dt>{t.startDate}</dt>
                      <dd>{formatDate(s.startDate)}</dd>
                      <dt>{t.endDate}</dt>
                      <dd>{s.endDate ? formatDate(s.endDate) : t.noDate}</dd>
                    </DetailList>
                    <CardFooter>
                      {!groups.pending.some((p) => p.serviceId === s.serviceId) &&
                        !groups.active.some((a) => a.serviceId === s.serviceId) && (
                          <ButtonLink to={`/checkout/package/${s.serviceId}`} $size="sm" $variant="outline">
                            {t.resubscribe}
                          </ButtonLink>
                        )}
                    </CardFooter>
                  </Card>
                ))}
              </StyledGrid>
            </Group>
          )}

          {groups.available.length > 0 && (
            <Group id="available-services" title={t.available}>
              <StyledGrid>
                {groups.available.map((p) => (
                  <Card key={p.id} aria-label={`${p.title} package`}>
                    <CardHeader>
                      <CardTitle as="h3">{p.title}</CardTitle>
                    </CardHeader>
                    <StyledPrice>
                      {formatMoney(p.price, { decimals: 2 })}
                      <small>{t.perMonth}</small>
                    </StyledPrice>
                    <CardDescription>{p.description}</CardDescription>
                    <CardFooter>
                      <ButtonLink to={`/checkout/package/${p.id}`} $size="sm" $variant="secondary">
                        {t.addPackage}
                      </ButtonLink>
                    </CardFooter>
                  </Card>
                ))}
              </StyledGrid>
            </Group>
          )}
        </StyledStack>
      )}
      <CancelDialog subscription={toCancel} onClose={() => setToCancel(null)} />
    </>
  );
}

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <StyledGroupTitle id={id}>{title}</StyledGroupTitle>
      {children}
    </section>
  );
}

function ActiveSubscriptionCard({ subscription: s, onCancel }: { subscription: Subscription; onCancel: () => void }) {
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
      <StyledPrice>
        {formatMoney(s.service.price, { decimals: 2 })}
        <small>{t.perMonth}</small>
      </StyledPrice>
      <DetailList>
        <dt>{t.subscriptionId}</dt>
        <dd>{maskSubscriptionId(s.stripeSubscriptionId, t.manualBilling)}</dd>
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
          <Button $variant="danger" $size="sm" onClick={onCancel}>
            {t.cancel}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

function CancelDialog({ subscription, onClose }: { subscription: Subscription | null; onClose: () => void }) {
  const cancel = useCancelSubscription();
  const [busy, setBusy] = useState(false);
  const d = t.cancelDialog;

  const confirm = async () => {
    if (!subscription) return;
    setBusy(true);
    try {
      await cancel(subscription.id);
      toast({ title: t.toasts.canceled, description: t.toasts.canceledDescription(subscription.service.title) });
      onClose();
    } catch (err) {
      toast({ title: t.toasts.cancelFailed, description: errorMessage(err, t.toasts.cancelFailedFallback), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={subscription !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={d.title}
      description={
        subscription
          ? d.description(subscription.service.title, subscription.renewalDate ? formatDate(subscription.renewalDate) : '')
          : undefined
      }
      footer={
        <>
          <Button $variant="outline" onClick={onClose} disabled={busy}>
            {d.keep}
          </Button>
          <Button $variant="danger" onClick={() => void confirm()} disabled={busy}>
            {busy ? d.canceling : d.confirm}
          </Button>
        </>
      }
    />
  );
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledGroupTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

const StyledPrice = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  margin: ${({ theme }) => theme.space.sm} 0;
  small {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
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
