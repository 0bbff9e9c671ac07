import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '@table-bay/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from '../../../lib/zod';
import { FieldGrid, FormField, FullWidth, Input, Select } from '../../../components/ui/form-field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { clientChoiceContent, staffCommon, teamContent as t } from '../../../content/staff';
import { useClientChoices } from '../../../lib/api/client-choices';
import { applyServerErrors } from '../../../lib/form-errors';
import { runAction } from '../../../lib/run-action';
import type { StaffRole } from '../../../lib/staff-access';
import { useRevalidateStaff } from '../../../lib/staff-keys';
import { createAssignment, createStaffMember, type StaffMember } from '../api/team';

export const ROLES: StaffRole[] = ['admin', 'manager', 'accountant'];

const staffSchema = z.object({
  username: z
    .string()
    .trim()
    .min(USERNAME_MIN_LENGTH, t.validation.username)
    .max(USERNAME_MAX_LENGTH, t.validation.username)
    .regex(USERNAME_PATTERN, t.validation.username),
  email: z.string().trim().email(t.validation.email),
  password: z.string().min(PASSWORD_MIN_LENGTH, t.validation.password).max(PASSWORD_MAX_LENGTH),
  role: z.enum(['admin', 'manager', 'accountant']),
  // Required: clients see staff by name (the server asks the same).
  firstName: z.string().trim().min(1, t.validation.firstName).max(100),
  lastName: z.string().trim().min(1, t.validation.lastName).max(100),
});
type StaffValues = z.infer<typeof staffSchema>;
const EMPTY_STAFF: StaffValues = { username: '', email: '', password: '', role: 'accountant', firstName: '', lastName: '' };
const STAFF_FIELDS = Object.keys(EMPTY_STAFF) as Array<keyof StaffValues>;

export function AddStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const revalidate = useRevalidateStaff();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffValues>({ resolver: zodResolver(staffSchema), defaultValues: EMPTY_STAFF });

  useEffect(() => {
    if (open) reset(EMPTY_STAFF);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (v) => {
    const ok = await runAction(
      () => createStaffMember(v),
      (created) => ({ title: t.created, description: t.createdText(created.name) }),
      (err) => applyServerErrors(setError, err, STAFF_FIELDS),
    );
    if (ok) {
      await revalidate();
      onClose();
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t.addTitle}
      description={t.addDescription}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel={t.create}
      size="lg"
    >
      <FieldGrid>
        <FormField id="staff-username" label={t.username} error={errors.username?.message}>
          {(p) => <Input {...p} {...register('username')} autoComplete="off" />}
        </FormField>
        <FormField id="staff-email" label={t.emailLabel} error={errors.email?.message}>
          {(p) => <Input {...p} {...register('email')} type="email" autoComplete="off" />}
        </FormField>
        <FormField id="staff-first" label={t.firstName} error={errors.firstName?.message}>
          {(p) => <Input {...p} {...register('firstName')} autoComplete="off" />}
        </FormField>
        <FormField id="staff-last" label={t.lastName} error={errors.lastName?.message}>
          {(p) => <Input {...p} {...register('lastName')} autoComplete="off" />}
        </FormField>
        <FormField id="staff-password" label={t.password} error={errors.password?.message}>
          {(p) => <Input {...p} {...register('password')} type="password" autoComplete="new-password" />}
        </FormField>
        <FormField id="staff-role" label={t.role} error={errors.role?.message}>
          {(p) => (
            <Select {...p} {...register('role')}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {t.roles[r]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </FieldGrid>
    </FormDialog>
  );
}

const assignSchema = z.object({
  clientId: z.string().min(1, t.clientRequired),
  accountantId: z.string().min(1, t.accountantRequired),
  notes: z.string().trim().max(2000),
});
type AssignValues = z.infer<typeof assignSchema>;
const EMPTY_ASSIGN: AssignValues = { clientId: '', accountantId: '', notes: '' };
/** The form keeps the select's text: '' is no client. */
const clientIdOf = (value: string): number | null => (value === '' ? null : Number(value));

export function AssignDialog({ open, accountants, onClose }: { open: boolean; accountants: StaffMember[]; onClose: () => void }) {
  const revalidate = useRevalidateStaff();
  // Admins see every client: the newest 100 are offered, and typing part of a name reaches the rest.
  const [search, setSearch] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AssignValues>({ resolver: zodResolver(assignSchema), defaultValues: EMPTY_ASSIGN });
  const chosenId = useWatch({ control, name: 'clientId' });
  const clients = useClientChoices(search, clientIdOf(chosenId));

  useEffect(() => {
    if (open) reset(EMPTY_ASSIGN);
  }, [open, reset]);
  // The search starts empty the next time the dialog opens.
  const close = () => {
    setSearch('');
    onClose();
  };

  const onSubmit = handleSubmit(async (v) => {
    const client = clients.options.find((c) => String(c.id) === v.clientId);
    const accountant = accountants.find((a) => String(a.id) === v.accountantId);
    const ok = await runAction(
      () => createAssignment({ clientId: Number(v.clientId), accountantId: Number(v.accountantId), notes: v.notes || null }),
      {
        title: t.assigned,
        description: t.assignedText(client?.name ?? '', accountant?.name ?? ''),
      },
    );
    if (ok) {
      await revalidate();
      close();
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t.assignTitle}
      description={t.assignDescription}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel={t.save}
    >
      <FieldGrid>
        <FullWidth>
          <FormField id="assign-client-search" label={clientChoiceContent.searchLabel}>
            {(p) => (
              <Input
                {...p}
                type="search"
                placeholder={clientChoiceContent.searchPlaceholder}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            )}
          </FormField>
        </FullWidth>
        <FullWidth>
          <FormField id="assign-client" label={t.clientLabel} error={errors.clientId?.message}>
            {(p) => (
              <Select
                {...p}
                {...register('clientId', { onChange: (e) => clients.choose(clientIdOf(e.target.value)) })}
                disabled={clients.isLoading}
              >
                <option value="">{clients.isLoading ? staffCommon.loading : t.chooseClient}</option>
                {clients.options.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                    {c.company ? ` (${c.company})` : ''}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </FullWidth>
        <FullWidth>
          <FormField id="assign-accountant" label={t.accountantLabel} error={errors.accountantId?.message}>
            {(p) => (
              <Select {...p} {...register('accountantId')}>
                <option value="">{t.chooseAccountant}</option>
                {accountants.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </FullWidth>
        <FullWidth>
          <FormField id="assign-notes" label={t.notesLabel} error={errors.notes?.message} optional>
            {(p) => <Input {...p} {...register('notes')} autoComplete="off" />}
          </FormField>
        </FullWidth>
      </FieldGrid>
      {clients.error ? <p role="alert">{staffCommon.loadError}</p> : null}
    </FormDialog>
  );
}
