import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/form-field';
import { CellNote, CellTitle, RowActions, type Column } from '../../../components/ui/table';
import { teamContent as t } from '../../../content/staff';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { StaffRole } from '../../../lib/staff-access';
import type { CurrentUser } from '../../../stores/session-store';
import type { ClientAssignment } from '../api/get-client';
import { changeStaffRole, endAssignment, setStaffActive, type StaffMember } from '../api/team';
import { ROLES } from './team-dialogs';

export interface ColumnOptions {
  me: CurrentUser | null;
  /** The key of the action running, if any: its control is disabled meanwhile. */
  busy: string | null;
  /** Runs an action under a busy key, toasts its success, revalidates; resolves whether it went. */
  act: (key: string, action: () => Promise<unknown>, success: { title: string; description: string }) => Promise<boolean>;
  onReset: (m: StaffMember) => void;
  onDeactivate: (m: StaffMember) => void;
}

/** The team table's columns: name, role (changed in place), clients, last login, 2FA, status, actions. */
export function teamMemberColumns({ me, busy, act, onReset, onDeactivate }: ColumnOptions): Column<StaffMember>[] {
  return [
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
            <Button $variant="ghost" $size="sm" aria-label={t.resetTwoFactorLabel(m.name)} onClick={() => onReset(m)}>
              {t.resetTwoFactor}
            </Button>
          )}
          {m.id !== me?.id &&
            (m.isActive ? (
              <Button $variant="ghost" $size="sm" aria-label={t.deactivateLabel(m.name)} onClick={() => onDeactivate(m)}>
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
}

/** The assignments table's columns: client, accountant, since, notes, and ending the assignment. */
export function teamAssignmentColumns({ busy, act }: ColumnOptions): Column<ClientAssignment>[] {
  const clientOf = (a: ClientAssignment) => a.clientName ?? `#${a.clientId}`;
  const accountantOf = (a: ClientAssignment) => a.accountantName ?? `#${a.accountantId}`;
  return [
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
}

const StyledRoleSelect = styled(Select)`
  min-width: 9rem;
`;
