import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { leaveContent as t, peopleContent } from '../../../content/businesses';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentBusiness } from '../../../lib/api/businesses';
import { useSessionStore } from '../../../stores/session-store';
import { useLeaveBusiness } from '../api/people';

/**
 * "Leave this business", for any member (on the people screen and in Settings), after a
 * confirmation. The last owner is refused by the API (409) and the toast says why.
 */
export function LeaveBusinessCard() {
  const { data: business } = useCurrentBusiness();
  const me = useSessionStore((s) => s.user);
  const leave = useLeaveBusiness();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!business || !me) return null;

  const confirm = async () => {
    setBusy(true);
    try {
      await leave(business.id, me.id);
      toast({ title: t.left(business.name) });
      setOpen(false);
      navigate('/dashboard');
    } catch (err) {
      toast({ title: t.failed, description: errorMessage(err, peopleContent.actionFailedFallback), variant: 'destructive' });
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="leave-business">
      <CardHeader>
        <CardTitle id="leave-business">{t.title}</CardTitle>
        <CardDescription>{t.text(business.name)}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button $variant="danger" $size="sm" onClick={() => setOpen(true)}>
          {t.button}
        </Button>
      </CardFooter>
      <ConfirmDialog
        open={open}
        title={t.confirmTitle}
        text={t.confirmText(business.name)}
        confirmLabel={t.confirm}
        busyLabel={t.leaving}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </Card>
  );
}
