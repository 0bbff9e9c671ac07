import { PROPOSAL_NOTE_MAX, PROPOSAL_SCOPE_MAX } from '@table-bay/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField, Input, Select, Textarea } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { engagementContent } from '../../../content/engagement';
import { errorMessage } from '../../../lib/api-client';
import { sendProposal, useRefreshStaffLetters } from '../../../lib/api/engagement';
import { useServices } from '../../../lib/api/subscriptions';
import { formatMoney } from '../../../lib/format';

const t = engagementContent.staff.proposal;

/** "Send a proposal" on the staff client page: a package, its price or the firm's own, scope and a note. */
export function ClientProposals({ clientId }: { clientId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button $variant="outline" onClick={() => setOpen(true)}>
        {t.open}
      </Button>
      {open && <ProposalDialog clientId={clientId} onClose={() => setOpen(false)} />}
    </div>
  );
}

function ProposalDialog({ clientId, onClose }: { clientId: number; onClose: () => void }) {
  const services = useServices();
  const refresh = useRefreshStaffLetters();
  const [serviceId, setServiceId] = useState('');
  const [price, setPrice] = useState('');
  const [scope, setScope] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ serviceId?: string; price?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const priceValue = price.trim() === '' ? null : Number(price.replace(',', '.'));
    const next = {
      serviceId: serviceId ? undefined : 'Package is required',
      price: priceValue !== null && !(Number.isFinite(priceValue) && priceValue >= 1) ? 'Monthly price must be at least R1' : undefined,
    };
    setErrors(next);
    if (next.serviceId || next.price) return;
    setBusy(true);
    try {
      const letter = await sendProposal(clientId, {
        serviceId: Number(serviceId),
        monthlyPrice: priceValue,
        scope: scope || null,
        note: note || null,
      });
      toast({ title: t.sent, description: letter.kind === 'change' ? t.sentChange(letter.title) : undefined });
      await refresh();
      onClose();
    } catch (err) {
      toast({ title: t.failed, description: errorMessage(err, t.failed), variant: 'destructive' });
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t.title}
      description={t.description}
      onSubmit={(e) => void submit(e)}
      isSubmitting={busy}
      submitLabel={t.submit}
      submittingLabel={t.sending}
    >
      <FormField id="proposal-package" label={t.package} error={errors.serviceId}>
        {(control) => (
          <Select {...control} value={serviceId} onChange={(e) => setServiceId(e.target.value)}>
            <option value="">Choose a package</option>
            {(services.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.title} ({formatMoney(s.price, { decimals: 2 })})
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="proposal-price" label={t.price} hint={t.priceHint} error={errors.price} optional>
        {(control) => <Input {...control} inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />}
      </FormField>
      <FormField id="proposal-scope" label={t.scope}>
        {(control) => (
          <Textarea {...control} rows={3} maxLength={PROPOSAL_SCOPE_MAX} value={scope} onChange={(e) => setScope(e.target.value)} />
        )}
      </FormField>
      <FormField id="proposal-note" label={t.note}>
        {(control) => (
          <Textarea {...control} rows={2} maxLength={PROPOSAL_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
        )}
      </FormField>
    </FormDialog>
  );
}
