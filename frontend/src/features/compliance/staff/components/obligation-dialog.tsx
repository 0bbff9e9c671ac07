import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FieldGrid, FormField, FullWidth, Input, Select, Textarea } from '../../../../components/ui/form-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import {
  OBLIGATION_STATUS_ORDER,
  STAFF_OBLIGATION_STATUS_LABELS,
  staffTaxCalendarContent,
  type ObligationStatus,
} from '../../../../content/compliance';
import { applyServerErrors } from '../../../../lib/form-errors';
import { runAction } from '../../../../lib/run-action';
import { z } from '../../../../lib/zod';
import { useUpdateObligation, type StaffObligation, type StaffObligationUpdate } from '../api/staff-obligations';

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

  useEffect(() => {
    if (obligation) reset(obligationValuesFrom(obligation));
  }, [obligation, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!obligation) return;
    const ok = await runAction(
      () => update(obligation.id, toObligationUpdate(values)),
      { title: t.success, description: t.successDescription(obligation.label) },
      (err) => applyServerErrors(setError, err, FIELDS),
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
      </FieldGrid>
    </FormDialog>
  );
}
