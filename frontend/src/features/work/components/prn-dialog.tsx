import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField, Input } from '../../../components/ui/form-field';
import { prnDialogContent as t } from '../../../content/work';

const PRN = /^[A-Z0-9]+$/;

interface PrnDialogProps {
  /** The job's title; the dialog is closed while null. */
  job: string | null;
  onClose: () => void;
  /** Marks the job done with the PRN given, or without one when left empty; resolves true when it worked. */
  onSubmit: (prn: string | undefined) => Promise<boolean>;
}

/** Marking a job done that files a tax obligation: the PRN goes with it, so the obligation is recorded as submitted with it. */
export function PrnDialog({ job, onClose, onSubmit }: PrnDialogProps) {
  const [prn, setPrn] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = prn.trim().toUpperCase();
    if (value !== '' && !PRN.test(value)) {
      setError(t.invalid);
      return;
    }
    setBusy(true);
    const ok = await onSubmit(value === '' ? undefined : value);
    setBusy(false);
    if (ok) {
      setPrn('');
      setError(undefined);
    }
  }

  return (
    <FormDialog
      open={job !== null}
      onClose={onClose}
      title={t.title}
      description={job ? t.text(job) : undefined}
      onSubmit={(e) => void submit(e)}
      isSubmitting={busy}
      submitLabel={t.submit}
      cancelLabel={t.cancel}
    >
      <FormField id="job-prn" label={t.prn} hint={t.prnHint} error={error} optional>
        {(control) => <Input {...control} value={prn} maxLength={30} autoComplete="off" onChange={(e) => setPrn(e.target.value)} />}
      </FormField>
    </FormDialog>
  );
}
