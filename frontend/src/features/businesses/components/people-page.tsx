import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FieldGrid, FormField, Input, Select } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { CellNote, DataTable, RowActions, type Column } from '../../../components/ui/table';
import { toast } from '../../../components/ui/toast';
import {
  BUSINESS_ROLE_DESCRIPTIONS,
  BUSINESS_ROLE_LABELS,
  BUSINESS_ROLES,
  peopleContent as t,
  type BusinessRole,
} from '../../../content/businesses';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCurrentBusiness } from '../../../lib/api/businesses';
import { formatDate, formatDateTime } from '../../../lib/format';
import { z } from '../../../lib/zod';
import { useSessionStore } from '../../../stores/session-store';
import { useInvitations, useMembers, usePeopleActions, type Invitation, type Member } from '../api/people';
import { LeaveBusinessCard } from './leave-business-card';

const roleSchema = z.enum(['owner', 'finance', 'bookkeeper', 'payroll', 'viewer']);
const inviteSchema = z.object({
  email: z.string().trim().min(1, t.validation.email).pipe(z.email(t.validation.email)),
  role: roleSchema,
});
type InviteValues = z.infer<typeof inviteSchema>;
const roleFormSchema = z.object({ role: roleSchema });
type RoleValues = z.infer<typeof roleFormSchema>;

export function memberName(m: Pick<Member, 'firstName' | 'lastName' | 'email'>): string {
  return [m.firstName?.trim(), m.lastName?.trim()].filter(Boolean).join(' ') || m.email;
}

function failed(err: unknown): void {
  toast({ title: t.actionFailed, description: errorMessage(err, t.actionFailedFallback), variant: 'destructive' });
}

/**
 * /dashboard/people (owners): the members with their role, last sign-in and two-factor state,
 * changing a role and removing someone; inviting by address and role; the open invitations, sent
 * again or revoked. Every member may leave the business from here or from Settings.
 */
export function PeoplePage() {
  const { data: business } = useCurrentBusiness();
  const me = useSessionStore((s) => s.user);
  const members = useMembers(business?.id ?? null);
  const invitations = useInvitations(business?.id ?? null);
  if (!business || !me) return null;
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <StyledStack>
        <Card aria-labelledby="people-members">
          <CardHeader>
            <CardTitle id="people-members">{t.membersTitle}</CardTitle>
          </CardHeader>
          <QueryState isLoading={members.isLoading} error={members.error} onRetry={() => void members.mutate()} errorMessage={t.loadError}>
            <MembersTable businessId={business.id} businessName={business.name} members={members.data ?? []} myId={me.id} />
          </QueryState>
        </Card>
        <InviteCard businessId={business.id} />
        <Card aria-labelledby="people-invitations">
          <CardHeader>
            <CardTitle id="people-invitations">{t.invitationsTitle}</CardTitle>
          </CardHeader>
          <QueryState
            isLoading={invitations.isLoading}
            error={invitations.error}
            onRetry={() => void invitations.mutate()}
            errorMessage={t.loadError}
            isEmpty={invitations.data?.length === 0}
            empty={<StyledEmpty>{t.invitationsEmpty}</StyledEmpty>}
          >
            <InvitationsTable businessId={business.id} invitations={invitations.data ?? []} />
          </QueryState>
        </Card>
        <LeaveBusinessCard />
      </StyledStack>
    </>
  );
}

function MembersTable({
  businessId,
  businessName,
  members,
  myId,
}: {
  businessId: number;
  businessName: string;
  members: Member[];
  myId: number;
}) {
  const actions = usePeopleActions(businessId);
  const [editing, setEditing] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await actions.remove(removing.userId);
      toast({ title: t.removed(memberName(removing)) });
      setRemoving(null);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<Member>[] = [
    {
      id: 'name',
      header: t.columns.name,
      card: 'title',
      cell: (m) => (
        <>
          {memberName(m)} {m.userId === myId ? <CellNote>{t.you}</CellNote> : null}
        </>
      ),
    },
    { id: 'email', header: t.columns.email, cell: (m) => <StyledEmail>{m.email}</StyledEmail> },
    {
      id: 'role',
      header: t.columns.role,
      card: 'status',
      cell: (m) => <Badge $tone={m.role === 'owner' ? 'info' : 'neutral'}>{BUSINESS_ROLE_LABELS[m.role]}</Badge>,
    },
    { id: 'lastSignIn', header: t.columns.lastSignIn, cell: (m) => (m.lastSignInAt ? formatDateTime(m.lastSignInAt) : t.never) },
    {
      id: 'twoFactor',
      header: t.columns.twoFactor,
      cell: (m) => <Badge $tone={m.twoFactorEnabled ? 'success' : 'warning'}>{m.twoFactorEnabled ? t.twoFactorOn : t.twoFactorOff}</Badge>,
    },
    {
      id: 'actions',
      header: t.columns.actions,
      headerHidden: true,
      card: 'action',
      align: 'end',
      cell: (m) => (
        <RowActions>
          <Button $variant="outline" $size="sm" onClick={() => setEditing(m)} aria-label={t.changeRoleFor(memberName(m))}>
            {t.changeRole}
          </Button>
          {m.userId !== myId && (
            <Button $variant="danger" $size="sm" onClick={() => setRemoving(m)} aria-label={t.removeFor(memberName(m))}>
              {t.remove}
            </Button>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption={t.membersCaption}
        columns={columns}
        rows={members}
        rowKey={(m) => m.userId}
        rowProps={(m) => ({ 'data-testid': `member-${m.userId}` })}
      />
      {editing && <RoleDialog member={editing} onClose={() => setEditing(null)} changeRole={actions.changeRole} />}
      <ConfirmDialog
        open={removing !== null}
        title={t.removeTitle}
        text={removing ? t.removeText(memberName(removing), businessName) : ''}
        confirmLabel={t.removeConfirm}
        busyLabel={t.removing}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

function RoleDialog({
  member,
  onClose,
  changeRole,
}: {
  member: Member;
  onClose: () => void;
  changeRole: (userId: number, role: BusinessRole) => Promise<Member>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RoleValues>({ resolver: zodResolver(roleFormSchema), defaultValues: { role: member.role } });
  const role = useWatch({ control, name: 'role' });
  const submit = handleSubmit(async ({ role: next }) => {
    try {
      const changed = await changeRole(member.userId, next);
      toast({ title: t.roleChangedTo(memberName(changed), changed.role) });
      onClose();
    } catch (err) {
      failed(err);
      // The last owner's 409 (and any other refusal) beside the field too, where the eye is.
      if (err instanceof ApiError) setError('role', { type: 'server', message: errorMessage(err, t.actionFailedFallback) });
    }
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t.roleDialogTitle(memberName(member))}
      onSubmit={submit}
      isSubmitting={isSubmitting}
      submitLabel={t.roleSave}
      submittingLabel={t.roleSaving}
    >
      <FormField id="member-role" label={t.role} error={errors.role?.message} hint={BUSINESS_ROLE_DESCRIPTIONS[role]}>
        {(p) => (
          <Select {...p} {...register('role')}>
            {BUSINESS_ROLES.map((r) => (
              <option key={r} value={r}>
                {BUSINESS_ROLE_LABELS[r]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </FormDialog>
  );
}

function InviteCard({ businessId }: { businessId: number }) {
  const { invite } = usePeopleActions(businessId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<InviteValues>({ resolver: zodResolver(inviteSchema), defaultValues: { email: '', role: 'bookkeeper' } });
  const role = useWatch({ control, name: 'role' });
  const submit = handleSubmit(async ({ email, role: chosen }) => {
    try {
      const sent = await invite(email, chosen);
      toast({ title: t.invited(sent.email) });
      reset({ email: '', role: chosen });
    } catch (err) {
      failed(err);
      const fields = err instanceof ApiError ? err.fieldErrors : {};
      if (fields.email) setError('email', { type: 'server', message: fields.email });
      else if (err instanceof ApiError && err.status === 409) setError('email', { type: 'server', message: errorMessage(err, '') });
    }
  });
  return (
    <Card aria-labelledby="people-invite">
      <CardHeader>
        <CardTitle id="people-invite">{t.inviteTitle}</CardTitle>
        <CardDescription>{t.inviteDescription}</CardDescription>
      </CardHeader>
      <StyledInviteForm onSubmit={submit} noValidate>
        <FieldGrid>
          <FormField id="invite-email" label={t.email} error={errors.email?.message}>
            {(p) => <Input {...p} {...register('email')} type="email" autoComplete="off" />}
          </FormField>
          <FormField id="invite-role" label={t.role} error={errors.role?.message} hint={BUSINESS_ROLE_DESCRIPTIONS[role]}>
            {(p) => (
              <Select {...p} {...register('role')}>
                {BUSINESS_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {BUSINESS_ROLE_LABELS[r]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </FieldGrid>
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t.inviting : t.invite}
          </Button>
        </div>
      </StyledInviteForm>
      <StyledRoles>
        <summary>{t.rolesTitle}</summary>
        <dl>
          {BUSINESS_ROLES.map((r) => (
            <div key={r}>
              <dt>{BUSINESS_ROLE_LABELS[r]}</dt>
              <dd>{BUSINESS_ROLE_DESCRIPTIONS[r]}</dd>
            </div>
          ))}
        </dl>
      </StyledRoles>
    </Card>
  );
}

function InvitationsTable({ businessId, invitations }: { businessId: number; invitations: Invitation[] }) {
  const { invite, revoke } = usePeopleActions(businessId);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const sendAgain = async (inv: Invitation) => {
    setBusy(inv.id);
    try {
      await invite(inv.email, inv.role);
      toast({ title: t.sentAgain(inv.email) });
    } catch (err) {
      failed(err);
    } finally {
      setBusy(null);
    }
  };
  const confirmRevoke = async () => {
    if (!revoking) return;
    setBusy(revoking.id);
    try {
      await revoke(revoking.id);
      toast({ title: t.revoked(revoking.email) });
      setRevoking(null);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(null);
    }
  };

  const columns: Column<Invitation>[] = [
    { id: 'email', header: t.invitationColumns.email, card: 'title', cell: (i) => <StyledEmail>{i.email}</StyledEmail> },
    { id: 'role', header: t.invitationColumns.role, cell: (i) => BUSINESS_ROLE_LABELS[i.role] },
    {
      id: 'status',
      header: t.invitationColumns.status,
      card: 'status',
      cell: (i) => <Badge $tone={i.status === 'pending' ? 'info' : 'warning'}>{i.status === 'pending' ? t.pending : t.expired}</Badge>,
    },
    { id: 'sentBy', header: t.invitationColumns.sentBy, cell: (i) => i.invitedBy ?? t.unknownSender },
    { id: 'expires', header: t.invitationColumns.expires, cell: (i) => formatDate(i.expiresAt) },
    {
      id: 'actions',
      header: t.invitationColumns.actions,
      headerHidden: true,
      card: 'action',
      align: 'end',
      cell: (i) => (
        <RowActions>
          <Button
            $variant="outline"
            $size="sm"
            disabled={busy === i.id}
            onClick={() => void sendAgain(i)}
            aria-label={t.sendAgainFor(i.email)}
          >
            {t.sendAgain}
          </Button>
          <Button $variant="danger" $size="sm" disabled={busy === i.id} onClick={() => setRevoking(i)} aria-label={t.revokeFor(i.email)}>
            {t.revoke}
          </Button>
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <DataTable caption={t.invitationsCaption} columns={columns} rows={invitations} rowKey={(i) => i.id} />
      <ConfirmDialog
        open={revoking !== null}
        title={t.revokeTitle}
        text={revoking ? t.revokeText(revoking.email) : ''}
        confirmLabel={t.revoke}
        busy={busy !== null && busy === revoking?.id}
        onConfirm={() => void confirmRevoke()}
        onClose={() => setRevoking(null)}
      />
    </>
  );
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledEmail = styled.span`
  overflow-wrap: anywhere;
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledInviteForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledRoles = styled.details`
  margin-top: ${({ theme }) => theme.space.md};
  summary {
    min-height: 2.75rem;
    display: flex;
    align-items: center;
    font-weight: 600;
    cursor: pointer;
  }
  dl {
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
