import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField, Input } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { taxCalendarContent } from '../../../content/compliance';
import { errorMessage } from '../../../lib/api-client';
import { MAX_FILE_BYTES } from '../../../lib/upload-rules';
import { useAddProof, type Obligation } from '../api/obligations';
import type { DateWindow } from '../lib/obligation-filters';

const t = taxCalendarContent.proofDialog;

/** Uploads one file as proof of an obligation (the return filed, the payment made) and attaches it. */
export function ProofDialog({ obligation, range, onClose }: { obligation: Obligation | null; range: DateWindow; onClose: () => void }) {
  const addProof = useAddProof(range);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  const close = () => {
    setFile(null);
    setError(undefined);
    onClose();
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!obligation) return;
    if (!file) {
      setError(t.fileRequired);
      return;
    }
    setSubmitting(true);
    try {
      await addProof(obligation, file, t.documentDescription(obligation.label));
      toast({ title: t.success, description: t.successDescription(file.name, obligation.label) });
      close();
    } catch (err) {
      const message = errorMessage(err, t.failedFallback);
      setError(message);
      toast({ title: t.failed, description: message, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormDialog
      open={obligation !== null}
      onClose={close}
      title={t.title}
      description={obligation ? t.description(obligation.label) : undefined}
      onSubmit={(e) => void onSubmit(e)}
      isSubmitting={submitting}
      submitLabel={t.submit}
      submittingLabel={t.submitting}
    >
      <FormField id="proof-file" label={t.file} hint={t.fileHint} error={error}>
        {(p) => (
          <Input
            {...p}
            type="file"
            accept="application/pdf,image/*"
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setError(chosen && chosen.size > MAX_FILE_BYTES ? t.fileHint : undefined);
              setFile(chosen && chosen.size <= MAX_FILE_BYTES ? chosen : null);
            }}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
