import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { subscriptionsContent as t } from '../../../content/dashboard';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import type { Subscription } from '../../../lib/api/subscriptions';
import { useCancelSubscription } from '../api/update-subscription';

/** Asks before a subscription is canceled (access lasts to the end of the billing period); open while subscription is set. */
export function CancelDialog({ subscription, onClose }: { subscription: Subscription | null; onClose: () => void }) {
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
