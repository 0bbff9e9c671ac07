import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PlusIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { DataTable } from '../../../components/ui/table';
import { staffAccessContent, teamContent as t } from '../../../content/staff';
import { ApiError } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { useRevalidateStaff } from '../../../lib/staff-keys';
import { resetStaffTwoFactor, setStaffActive, useAssignments, useTeam, type StaffMember } from '../api/team';
import { staffRoleOf } from '../../../lib/staff-access';
import { runAction } from '../../../lib/run-action';
import { StaffNotice } from '../../../components/staff-access-denied';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Stack } from '../../../components/ui/layout';
import { QueryState } from '../../../components/ui/query-state';
import { teamAssignmentColumns, teamMemberColumns } from './team-columns';
import { AddStaffDialog, AssignDialog } from './team-dialogs';

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

  const columns = { me, busy, act, onReset: setToReset, onDeactivate: setToDeactivate };
  const memberColumns = teamMemberColumns(columns);
  const assignmentColumns = teamAssignmentColumns(columns);

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
