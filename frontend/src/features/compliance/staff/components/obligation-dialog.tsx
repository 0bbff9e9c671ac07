import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useForm } from 'react-hook-form';
import { FieldGrid, FormField, FullWidth, Input, Select, Textarea } from '../../../../components/ui/form-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import {
  OBLIGATION_STATUS_ORDER,
  STAFF_OBLIGATION_STATUS_LABELS,
  staffTaxCalendarContent,
  type ObligationStatus,
} from '../../../../content/compliance';
import { ApiError } from '../../../../lib/api-client';
import { applyServerErrors } from '../../../../lib/form-errors';
import { runAction } from '../../../../lib/run-action';
import { z } from '../../../../lib/zod';
import { formatDate } from '../../../../lib/format';
import { useProofChoices, useUpdateObligation, type StaffObligation, type StaffObligationUpdate } from '../api/staff-obligations';

const t = staffTaxCalendarContent.dialog;

/** The dialog's rules, the API's (StaffUpdateObligationDto): blank clears a field. */
export const obligationSchema = z.object({
  status: z.enum(OBLIGATION_STATUS_ORDER as [ObligationStatus, ...ObligationStatus[]]),
  prn: z
    .string()
    .trim()
    .max(30)
    .refine((v) => v === '' || /^[A-Za-z0-9]+$/.test(v), t.prnInvalid),
  amount: z
    .string()
    .trim()
    .refine((v) => v === '' || /^-?\d+(\.\d{1,2})?$/.test(v.replace(/[\s,]/g, '')), t.amountInvalid)
    .refine((v) => !v.startsWith('-'), t.amountNegative),
  note: z.string().trim().max(2000),
});
export type ObligationValues = z.infer<typeof obligationSchema>;
const FIELDS: Array<keyof ObligationValues> = ['status', 'prn', 'amount', 'note'];
const PROOF_FIELD = 'proofDocumentIds';

export function obligationValuesFrom(o: Pick<StaffObligation, 'status' | 'prn' | 'amount' | 'note'>): ObligationValues {
  return { status: o.status, prn: o.prn ?? '', amount: o.amount === null ? '' : String(o.amount), note: o.note ?? '' };
}

/** The PATCH body: blanks become null (cleared), the amount a number, the PRN upper case. */
export function toObligationUpdate(v: ObligationValues): StaffObligationUpdate {
  const amount = v.amount.replace(/[\s,]/g, '');
  return {
    status: v.status,
    prn: v.prn === '' ? null : v.prn.toUpperCase(),
    amount: amount === '' ? null : Number(amount),
    note: v.note === '' ? null : v.note,
  };
}

/** Staff set an obligation's status, PRN, amount and note; the server's messages sit beside the fields. */
export function ObligationDialog({ obligation, onClose }: { obligation: StaffObligation | null; onClose: () => void }) {
  const update = useUpdateObligation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ObligationValues>({
    resolver: zodResolver(obligationSchema),
    defaultValues: obligation ? obligationValuesFrom(obligation) : undefined,
  });

  // The proof is a set of the client's documents, kept beside the form's text fields: what was
  // picked for this obligation, else what it already has.
  const choices = useProofChoices(obligation?.client.id ?? null);
  const [picked, setPicked] = useState<{ obligationId: number; ids: number[]; error?: string } | null>(null);
  const mine = picked && obligation && picked.obligationId === obligation.id ? picked : null;
  const proof = mine?.ids ?? obligation?.proofDocumentIds ?? [];
  const proofError = mine?.error;

  useEffect(() => {
    if (obligation) reset(obligationValuesFrom(obligation));
  }, [obligation, reset]);

  const toggle = (id: number, on: boolean) => {
    if (!obligation) return;
    setPicked({ obligationId: obligation.id, ids: on ? [...proof, id] : proof.filter((x) => x !== id) });
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!obligation) return;
    const ok = await runAction(
      () => update(obligation.id, { ...toObligationUpdate(values), proofDocumentIds: proof }),
      { title: t.success, description: t.successDescription(obligation.label) },
      (err) => {
        applyServerErrors(setError, err, FIELDS);
        if (err instanceof ApiError)
          setPicked({
            obligationId: obligation.id,
            ids: proof,
            error: err.fieldErrors[PROOF_FIELD] ?? (err.status === 404 ? err.message : undefined),
          });
      },
    );
    if (ok) onClose();
  });

  return (
    <FormDialog
      open={obligation !== null}
      onClose={onClose}
      title={t.title}
      description={obligation ? t.description(obligation.label, obligation.client.name) : undefined}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel={t.submit}
      size="lg"
    >
      <FieldGrid>
        <FormField id="obligation-status" label={t.status} error={errors.status?.message}>
          {(p) => (
            <Select {...p} {...register('status')}>
              {OBLIGATION_STATUS_ORDER.map((s) => (
                <option key={s} value={s}>
                  {STAFF_OBLIGATION_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="obligation-prn" label={t.prn} hint={t.prnHint} error={errors.prn?.message} optional>
          {(p) => <Input {...p} {...register('prn')} autoComplete="off" spellCheck={false} />}
        </FormField>
        <FormField id="obligation-amount" label={t.amount} hint={t.amountHint} error={errors.amount?.message} optional>
          {(p) => <Input {...p} {...register('amount')} inputMode="decimal" autoComplete="off" />}
        </FormField>
        <FullWidth>
          <FormField id="obligation-note" label={t.note} error={errors.note?.message} optional>
            {(p) => <Textarea {...p} {...register('note')} rows={3} />}
          </FormField>
        </FullWidth>
        <FullWidth>
          <StyledProof aria-describedby="obligation-proof-hint">
            <legend>{t.proof}</legend>
            <p id="obligation-proof-hint">{t.proofHint}</p>
            {choices === null ? (
              <p>{t.proofLoading}</p>
            ) : choices.length === 0 ? (
              <p>{t.proofNone}</p>
            ) : (
              <ul>
                {choices.map((doc) => (
                  <li key={doc.id}>
                    <label>
                      <input type="checkbox" checked={proof.includes(doc.id)} onChange={(e) => toggle(doc.id, e.target.checked)} />
                      <span>
                        {doc.fileName}{' '}
                        <small>
                          {formatDate(doc.date)}, {doc.source === 'client' ? t.uploaded : t.published}
                        </small>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {proofError && <p role="alert">{proofError}</p>}
          </StyledProof>
        </FullWidth>
      </FieldGrid>
    </FormDialog>
  );
}

const StyledProof = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;

  legend {
    font-weight: 600;
    padding: 0;
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    max-height: 14rem;
    overflow-y: auto;
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
    min-height: 44px;
    padding: ${({ theme }) => theme.space.xs} 0;
    overflow-wrap: anywhere;
  }
  input {
    margin-top: 0.2rem;
    width: 1.25rem;
    height: 1.25rem;
    flex: none;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
