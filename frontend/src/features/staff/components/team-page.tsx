import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from '../../../lib/zod';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FieldGrid, FormField, FullWidth, Input, Select } from '../../../components/ui/form-field';
import { PlusIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast';
import { CellNote, CellTitle, DataTable, RowActions, type Column } from '../../../components/ui/table';
import { staffAccessContent, staffCommon, teamContent as t } from '../../../content/staff';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useSessionStore } from '../../../stores/session-store';
import { useClients } from '../api/get-clients';
import { useRevalidateStaff } from '../../../lib/staff-keys';
import {
  changeStaffRole,
  createAssignment,
  createStaffMember,
  endAssignment,
  resetStaffTwoFactor,
  setStaffActive,
  useAssignments,
  useTeam,
  type StaffMember,
} from '../api/team';
import type { ClientAssignment } from '../api/get-client';
import { staffRoleOf, type StaffRole } from '../../../lib/staff-access';
import { runAction } from '../../../lib/run-action';
import { StaffNotice } from '../../../components/staff-access-denied';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Stack } from '../../../components/ui/layout';
import { QueryState } from '../../../components/ui/query-state';
import { applyServerErrors } from '../../../lib/form-errors';
import { FormDialog } from '../../../components/ui/form-dialog';

const ROLES: StaffRole[] = ['admin', 'manager', 'accountant'];

function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** /staff/team: staff accounts and client assignments, for admins only (the API answers 403 to others). */
export function TeamPage() {
  const me = useSessionStore((s) => s.user);
  const isAdmin = staffRoleOf(me) === 'admin';
  const team = useTeam(isAdmin);
  const assignments = useAssignments(isAdmin);
  const revalidate = useRevalidateStaff();
  const [addOpen, setAddOpen] = useState(false);
  const [assignOpen, setAssignOpen] = useState(false);
  const [toDeactivate, setToDeactivate] = useState<StaffMember | null>(null);
  const [toReset, setToReset] = useState<StaffMember | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  if (!isAdmin || isForbidden(team.error) || isForbidden(assignments.error)) {
    return <StaffNotice title={staffAccessContent.adminTitle} text={staffAccessContent.adminText} />;
  }

  async function act(key: string, action: () => Promise<unknown>, success: { title: string; description: string }) {
    setBusy(key);
    const ok = await runAction(action, success);
    setBusy(null);
    if (ok) await revalidate();
    return ok;
  }

  const accountants = (team.data ?? []).filter((m) => m.isActive && m.role === 'accountant');

  const memberColumns: Column<StaffMember>[] = [
    {
      id: 'name',
      header: t.name,
      card: 'title',
      cell: (m) => (
        <>
          <CellTitle>
            {m.name} {m.id === me?.id && t.you}
          </CellTitle>
          <CellNote>{m.email}</CellNote>
        </>
      ),
    },
    {
      id: 'role',
      header: t.role,
      cell: (m) => (
        <StyledRoleSelect
          aria-label={t.roleFor(m.name)}
          value={m.role}
          disabled={m.id === me?.id || !m.isActive || busy === `role${m.id}`}
          onChange={(e) => {
            const role = e.target.value as StaffRole;
            void act(`role${m.id}`, () => changeStaffRole(m.id, role), {
              title: t.roleChanged,
              description: t.roleChangedText(m.name, t.roles[role]),
            });
          }}
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t.roles[r]}
            </option>
          ))}
        </StyledRoleSelect>
      ),
    },
    { id: 'clients', header: t.clients, cell: (m) => m.assignedClients },
    { id: 'lastLogin', header: t.lastLogin, card: 'meta', cell: (m) => (m.lastLogin ? formatDateTime(m.lastLogin) : t.never) },
    {
      id: 'twoFactor',
      header: t.twoFactor,
      cell: (m) => (m.twoFactorEnabled ? <Badge $tone="success">{t.twoFactorOn}</Badge> : <Badge $tone="warning">{t.twoFactorDue}</Badge>),
    },
    {
      id: 'status',
      header: t.status,
      card: 'status',
      cell: (m) => (m.isActive ? <Badge $tone="success">{t.active}</Badge> : <Badge $tone="danger">{t.inactive}</Badge>),
    },
    {
      id: 'actions',
      header: t.actions,
      headerHidden: true,
      card: 'action',
      align: 'end',
      cell: (m) => (
        <RowActions>
          {m.id !== me?.id && m.isActive && m.twoFactorEnabled && (
            <Button $variant="ghost" $size="sm" aria-label={t.resetTwoFactorLabel(m.name)} onClick={() => setToReset(m)}>
              {t.resetTwoFactor}
            </Button>
          )}
          {m.id !== me?.id &&
            (m.isActive ? (
              <Button $variant="ghost" $size="sm" aria-label={t.deactivateLabel(m.name)} onClick={() => setToDeactivate(m)}>
                {t.deactivate}
              </Button>
            ) : (
              <Button
                $variant="secondary"
                $size="sm"
                disabled={busy === `active${m.id}`}
                aria-label={t.reactivateLabel(m.name)}
                onClick={() =>
                  void act(`active${m.id}`, () => setStaffActive(m.id, true), {
                    title: t.reactivated,
                    description: t.reactivatedText(m.name),
                  })
                }
              >
                {t.reactivate}
              </Button>
            ))}
        </RowActions>
      ),
    },
  ];

  const clientOf = (a: ClientAssignment) => a.clientName ?? `#${a.clientId}`;
  const accountantOf = (a: ClientAssignment) => a.accountantName ?? `#${a.accountantId}`;
  const assignmentColumns: Column<ClientAssignment>[] = [
    { id: 'client', header: t.client, card: 'title', cell: clientOf },
    { id: 'accountant', header: t.accountant, cell: accountantOf },
    { id: 'since', header: t.since, card: 'meta', cell: (a) => formatDate(a.assignedAt) },
    { id: 'notes', header: t.notes, cell: (a) => a.notes || '—' },
    {
      id: 'actions',
      header: t.actions,
      headerHidden: true,
      card: 'action',
      align: 'end',
      cell: (a) => (
        <RowActions>
          <Button
            $variant="ghost"
            $size="sm"
            disabled={busy === `assign${a.id}`}
            aria-label={t.unassignLabel(clientOf(a), accountantOf(a))}
            onClick={() =>
              void act(`assign${a.id}`, () => endAssignment(a.id), {
                title: t.unassigned,
                description: `${clientOf(a)} · ${accountantOf(a)}`,
              })
            }
          >
            {t.unassign}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Stack>
        <Card>
          <CardHeader>
            <CardTitle>{t.members}</CardTitle>
            <Button $size="sm" onClick={() => setAddOpen(true)}>
              <PlusIcon />
              {t.add}
            </Button>
          </CardHeader>
          <QueryState isLoading={team.isLoading} error={team.error} onRetry={() => void team.mutate()}>
            <DataTable caption={t.caption} columns={memberColumns} rows={team.data ?? []} rowKey={(m) => m.id} />
          </QueryState>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t.assignments}</CardTitle>
            <Button $size="sm" onClick={() => setAssignOpen(true)}>
              <PlusIcon />
              {t.assign}
            </Button>
          </CardHeader>
          <QueryState isLoading={assignments.isLoading} error={assignments.error} onRetry={() => void assignments.mutate()}>
            {assignments.data && assignments.data.length === 0 ? (
              <EmptyState title={t.assignmentsEmpty} />
            ) : (
              <DataTable caption={t.assignmentsCaption} columns={assignmentColumns} rows={assignments.data ?? []} rowKey={(a) => a.id} />
            )}
          </QueryState>
        </Card>
      </Stack>

      <AddStaffDialog open={addOpen} onClose={() => setAddOpen(false)} />
      <AssignDialog open={assignOpen} accountants={accountants} onClose={() => setAssignOpen(false)} />
      <ConfirmDialog
        open={toDeactivate !== null}
        title={t.confirmTitle}
        text={toDeactivate ? t.confirmText(toDeactivate.name) : ''}
        confirmLabel={t.deactivate}
        busy={busy === 'deactivate'}
        onConfirm={() => {
          if (!toDeactivate) return;
          const m = toDeactivate;
          void act('deactivate', () => setStaffActive(m.id, false), { title: t.deactivated, description: t.deactivatedText(m.name) }).then(
            (ok) => {
              if (ok) setToDeactivate(null);
            },
          );
        }}
        onClose={() => setToDeactivate(null)}
      />
      <ConfirmDialog
        open={toReset !== null}
        title={t.resetTitle}
        text={toReset ? t.resetText(toReset.name) : ''}
        confirmLabel={t.resetTwoFactor}
        busy={busy === 'reset'}
        onConfirm={() => {
          if (!toReset) return;
          const m = toReset;
          void act('reset', () => resetStaffTwoFactor(m.id), { title: t.resetDone, description: m.name }).then((ok) => {
            if (ok) setToReset(null);
          });
        }}
        onClose={() => setToReset(null)}
      />
    </>
  );
}

const staffSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{3,50}$/, t.validation.username),
  email: z.string().trim().email(t.validation.email),
  password: z.string().min(8, t.validation.password).max(128),
  role: z.enum(['admin', 'manager', 'accountant']),
  firstName: z.string().trim().max(100),
  lastName: z.string().trim().max(100),
});
type StaffValues = z.infer<typeof staffSchema>;
const EMPTY_STAFF: StaffValues = { username: '', email: '', password: '', role: 'accountant', firstName: '', lastName: '' };
const STAFF_FIELDS = Object.keys(EMPTY_STAFF) as Array<keyof StaffValues>;

function AddStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
    try {
      const created = await createStaffMember({ ...v, firstName: v.firstName || null, lastName: v.lastName || null });
      toast({ title: t.created, description: t.createdText(created.name) });
      await revalidate();
      onClose();
    } catch (err) {
      toast({ title: staffCommon.actionFailed, description: errorMessage(err, staffCommon.actionFailedFallback), variant: 'destructive' });
      applyServerErrors(setError, err, STAFF_FIELDS);
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
        <FormField id="staff-first" label={t.firstName} error={errors.firstName?.message} optional>
          {(p) => <Input {...p} {...register('firstName')} autoComplete="off" />}
        </FormField>
        <FormField id="staff-last" label={t.lastName} error={errors.lastName?.message} optional>
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

function AssignDialog({ open, accountants, onClose }: { open: boolean; accountants: StaffMember[]; onClose: () => void }) {
  const revalidate = useRevalidateStaff();
  // Admins see every client; the dialog offers the newest 100 (the API's largest page).
  const clients = useClients({ q: '', profileComplete: '', hasActiveSubscription: '', hasOpenRequests: '', offset: 0, limit: 100 });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AssignValues>({ resolver: zodResolver(assignSchema), defaultValues: EMPTY_ASSIGN });

  useEffect(() => {
    if (open) reset(EMPTY_ASSIGN);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (v) => {
    const client = clients.data?.items.find((c) => String(c.id) === v.clientId);
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
      onClose();
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t.assignTitle}
      description={t.assignDescription}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel={t.save}
    >
      <FieldGrid>
        <FullWidth>
          <FormField id="assign-client" label={t.clientLabel} error={errors.clientId?.message}>
            {(p) => (
              <Select {...p} {...register('clientId')} disabled={clients.isLoading}>
                <option value="">{clients.isLoading ? staffCommon.loading : t.chooseClient}</option>
                {clients.data?.items.map((c) => (
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

const StyledRoleSelect = styled(Select)`
  min-width: 9rem;
`;
