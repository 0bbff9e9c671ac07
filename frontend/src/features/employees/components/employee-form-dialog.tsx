import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldGrid, FormField, Input } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { employeesContent } from '../../../content/dashboard';
import { errorMessage } from '../../../lib/api-client';
import { firmToday } from '@table-bay/shared';
import type { Employee } from '../api/employees';
import { useSaveEmployee } from '../api/save-employee';
import {
  EARLIEST_DATE,
  EMPTY_EMPLOYEE,
  employeeSchema,
  employeeValuesFrom,
  toEmployeePayload,
  type EmployeeFormValues,
  type EmployeeParsed,
} from '../lib/employee-schema';
import { applyServerErrors } from '../../../lib/form-errors';

const f = employeesContent.form;
const toasts = employeesContent.toasts;

type TextField = 'firstName' | 'lastName' | 'email' | 'phone' | 'position' | 'employeeId' | 'taxNumber';

interface EmployeeFormDialogProps {
  /** 'new' to add, an employee to edit, null when closed. */
  target: Employee | 'new' | null;
  onClose: () => void;
}

export function EmployeeFormDialog({ target, onClose }: EmployeeFormDialogProps) {
  const save = useSaveEmployee();
  const editing = target !== null && target !== 'new' ? target : null;
  const today = firmToday();
  const schema = useMemo(() => employeeSchema(today), [today]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<EmployeeFormValues, unknown, EmployeeParsed>({ resolver: zodResolver(schema), defaultValues: EMPTY_EMPLOYEE });

  useEffect(() => {
    if (target !== null) reset(target === 'new' ? EMPTY_EMPLOYEE : employeeValuesFrom(target));
  }, [target, reset]);

  const startDate = useWatch({ control, name: 'startDate' });

  const onSubmit = handleSubmit(async (values) => {
    const name = `${values.firstName} ${values.lastName}`;
    try {
      await save(editing?.id ?? null, toEmployeePayload(values));
      toast(
        editing
          ? { title: toasts.updated, description: toasts.updatedDescription(name) }
          : { title: toasts.added, description: toasts.addedDescription(name) },
      );
      onClose();
    } catch (err) {
      toast({
        title: editing ? toasts.updateFailed : toasts.addFailed,
        description: errorMessage(err, editing ? toasts.updateFailedFallback : toasts.addFailedFallback),
        variant: 'destructive',
      });
      applyServerErrors(setError, err, EMPTY_EMPLOYEE);
    }
  });

  const text = (name: TextField, options: { type?: string; optional?: boolean; autoComplete?: string } = {}) => (
    <FormField id={`employee-${name}`} label={f[name]} error={errors[name]?.message} optional={options.optional}>
      {(p) => <Input {...p} {...register(name)} type={options.type ?? 'text'} autoComplete={options.autoComplete ?? 'off'} />}
    </FormField>
  );

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={editing ? f.editTitle : f.addTitle}
      description={editing ? f.editDescription : f.addDescription}
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate>
        <FieldGrid>
          {text('firstName')}
          {text('lastName')}
          {text('email', { type: 'email', optional: true })}
          {text('phone', { type: 'tel', optional: true })}
          {text('position', { optional: true })}
          {text('employeeId', { optional: true })}
          {text('taxNumber', { optional: true })}
          <FormField id="employee-salaryAmount" label={f.salaryAmount} error={errors.salaryAmount?.message}>
            {(p) => <Input {...p} {...register('salaryAmount')} type="number" inputMode="decimal" min={0} step={0.01} />}
          </FormField>
          <FormField id="employee-startDate" label={f.startDate} error={errors.startDate?.message} optional>
            {(p) => <Input {...p} {...register('startDate')} type="date" min={EARLIEST_DATE} max={today} />}
          </FormField>
          <FormField id="employee-endDate" label={f.endDate} error={errors.endDate?.message} hint={f.endDateHint} optional>
            {(p) => <Input {...p} {...register('endDate')} type="date" min={startDate || EARLIEST_DATE} />}
          </FormField>
        </FieldGrid>
        {/* The whole row is the label: one large target to tap on a phone. */}
        <StyledCheck htmlFor="employee-isActive">
          <input id="employee-isActive" type="checkbox" {...register('isActive')} aria-describedby="employee-isActive-hint" />
          <span>
            <strong>{f.isActive}</strong>
            <small id="employee-isActive-hint">{f.isActiveHint}</small>
          </span>
        </StyledCheck>
        <StyledFooter>
          <Button $variant="outline" onClick={onClose} disabled={isSubmitting}>
            {f.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? f.saving : editing ? f.saveEdit : f.saveAdd}
          </Button>
        </StyledFooter>
      </form>
    </Dialog>
  );
}

const StyledCheck = styled.label`
  display: flex;
  min-height: 2.75rem;
  cursor: pointer;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin-top: ${({ theme }) => theme.space.xxs};
    accent-color: ${({ theme }) => theme.colors.brand};
  }
  strong {
    font-weight: 600;
    display: block;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;
