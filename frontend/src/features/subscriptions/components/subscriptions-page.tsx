import { SIGNABLE_LETTER_STATUSES } from '@table-bay/shared';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { statusContent, subscriptionsContent as t } from '../../../content/dashboard';
import { useServices, useSubscriptions, type Subscription } from '../../../lib/api/subscriptions';
import { useInvoices } from '../../../lib/api/billing';
import { useEngagementLetters } from '../../../lib/api/engagement';
import { groupSubscriptions } from '../../../lib/subscription-rules';
import { CancelDialog } from './cancel-subscription-dialog';
import { ChangePackageDialog } from './change-package-dialog';
import { useBusinessAccess } from '../../../lib/api/businesses';
import { ActiveSubscriptionCard, PackageCard, PastSubscriptionCard, PendingSubscriptionCard } from './subscription-cards';

export function SubscriptionsPage() {
  const subscriptions = useSubscriptions();
  const services = useServices();
  const invoices = useInvoices();
  const [toCancel, setToCancel] = useState<Subscription | null>(null);
  const [toChange, setToChange] = useState<{ subscription: Subscription; serviceId?: number } | null>(null);
  // Changing the package is the owner's decision (the `package` capability).
  const mayChange = useBusinessAccess().can('package', 'write');

  const loading = subscriptions.isLoading || services.isLoading;
  const failed = subscriptions.error || services.error;
  const groups = groupSubscriptions(subscriptions.data ?? [], services.data ?? []);
  /** The business's one main package (active, cancelled with access left, or awaiting payment). */
  const heldMain = [...groups.active, ...groups.pending].find((s) => !s.service.addOn);
  const letters = useEngagementLetters();
  /** A pending subscription is paid through its open invoice. */
  const openInvoiceOf = (subscriptionId: number) =>
    invoices.data?.find((i) => i.subscriptionId === subscriptionId && (i.status === 'issued' || i.status === 'overdue'));
  /** Where a waiting subscription's button leads: its engagement letter while unsigned, else its open invoice. */
  const checkoutFor = (subscriptionId: number) => {
    const letter = letters.data?.find((l) => l.subscriptionId === subscriptionId && SIGNABLE_LETTER_STATUSES.includes(l.status));
    if (letter) return `/dashboard/engagement/${letter.id}`;
    const open = openInvoiceOf(subscriptionId);
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
                  <ActiveSubscriptionCard
                    key={s.id}
                    subscription={s}
                    onCancel={() => setToCancel(s)}
                    onChange={mayChange && s.status === 'active' && !s.service.addOn ? () => setToChange({ subscription: s }) : undefined}
                  />
                ))}
              </StyledGrid>
            )}
          </Group>

          {groups.pending.length > 0 && (
            <Group id="pending-subscriptions" title={t.pending}>
              <StyledGrid>
                {groups.pending.map((s) => (
                  <PendingSubscriptionCard
                    key={s.id}
                    subscription={s}
                    checkoutTo={checkoutFor(s.id)}
                    proofReceived={Boolean(openInvoiceOf(s.id)?.proofReceivedAt)}
                  />
                ))}
              </StyledGrid>
            </Group>
          )}

          {groups.past.length > 0 && (
            <Group id="past-subscriptions" title={t.past}>
              <StyledGrid>
                {groups.past.map((s) => (
                  <PastSubscriptionCard
                    key={s.id}
                    subscription={s}
                    canResubscribe={
                      !groups.pending.some((p) => p.serviceId === s.serviceId) && !groups.active.some((a) => a.serviceId === s.serviceId)
                    }
                  />
                ))}
              </StyledGrid>
            </Group>
          )}

          {groups.available.length > 0 && (
            <Group id="available-services" title={t.available}>
              <StyledGrid>
                {groups.available.map((p) => (
                  <PackageCard
                    key={p.id}
                    service={p}
                    held={heldMain !== undefined}
                    onChange={
                      mayChange && heldMain?.status === 'active'
                        ? () => setToChange({ subscription: heldMain, serviceId: p.id })
                        : undefined
                    }
                  />
                ))}
              </StyledGrid>
            </Group>
          )}
        </StyledStack>
      )}
      <CancelDialog subscription={toCancel} onClose={() => setToCancel(null)} />
      <ChangePackageDialog
        subscription={toChange?.subscription ?? null}
        initialServiceId={toChange?.serviceId}
        services={services.data ?? []}
        onClose={() => setToChange(null)}
      />
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
