import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from '../../../../lib/zod';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { FormField, Input, OptionGroups, Select, Textarea } from '../../../../components/ui/form-field';
import { categoryLabel, DOCUMENT_CATEGORY_GROUPS, DOCUMENT_CATEGORY_VALUES } from '../../../../content/dashboard-labels';
import { runAction } from '../../../../lib/run-action';
import { requestFormContent as t, staffCommon } from '../../../../content/staff';
import { createDocumentRequest } from '../api/document-requests';
import { useRevalidateStaff } from '../../../../lib/staff-keys';
import { firmToday } from '@table-bay/shared';
import { applyServerErrors } from '../../../../lib/form-errors';

function requestSchema(today: string) {
  return z.object({
    documentType: z.string().min(1, t.typeRequired).pipe(z.enum(DOCUMENT_CATEGORY_VALUES, t.typeRequired)),
    description: z.string().trim().min(1, t.descriptionRequired).max(1000),
    dueDate: z
      .string()
      .min(1, t.dueRequired)
      .refine((v) => v >= today, t.duePast),
  });
}

type RequestValues = z.input<ReturnType<typeof requestSchema>>;
type RequestParsed = z.output<ReturnType<typeof requestSchema>>;
const EMPTY: RequestValues = { documentType: '', description: '', dueDate: '' };

/**
 * Asks a client for a document. The type is a document category, because the client's upload form
 * locks its category to the request's.
 */
export function RequestFormDialog({ client, onClose }: { client: { id: number; name: string } | null; onClose: () => void }) {
  const revalidate = useRevalidateStaff();
  const today = firmToday();
  const schema = useMemo(() => requestSchema(today), [today]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RequestValues, unknown, RequestParsed>({ resolver: zodResolver(schema), defaultValues: EMPTY });

  useEffect(() => {
    if (client) reset(EMPTY);
  }, [client, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!client) return;
    const ok = await runAction(
      () => createDocumentRequest(client.id, { ...values, description: values.description.trim() }),
      { title: t.created, description: t.createdText(categoryLabel(values.documentType)) },
      (err) => applyServerErrors(setError, err, EMPTY),
    );
    if (ok) {
      await revalidate();
      onClose();
    }
  });

  return (
    <Dialog
      open={client !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t.title}
      description={client ? t.description(client.name) : undefined}
    >
      <form onSubmit={onSubmit} noValidate>
        <StyledFields>
          <FormField id="request-type" label={t.type} error={errors.documentType?.message}>
            {(p) => (
              <Select {...p} {...register('documentType')}>
                <option value="">{t.choose}</option>
                <OptionGroups groups={DOCUMENT_CATEGORY_GROUPS} />
              </Select>
            )}
          </FormField>
          <FormField id="request-description" label={t.descriptionLabel} hint={t.descriptionHint} error={errors.description?.message}>
            {(p) => <Textarea {...p} {...register('description')} rows={3} maxLength={1000} />}
          </FormField>
          <FormField id="request-due" label={t.dueDate} error={errors.dueDate?.message}>
            {(p) => <Input {...p} {...register('dueDate')} type="date" min={today} />}
          </FormField>
        </StyledFields>
        <StyledFooter>
          <Button $variant="outline" onClick={onClose} disabled={isSubmitting}>
            {staffCommon.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? staffCommon.saving : t.submit}
          </Button>
        </StyledFooter>
      </form>
    </Dialog>
  );
}

const StyledFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;
