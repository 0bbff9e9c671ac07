import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { EditIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { Stack, Toolbar } from '../../../components/ui/layout';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { SearchInput } from '../../../components/ui/search-input';
import { toast } from '../../../components/ui/toast';
import { CellNote, DataTable, RowActions, type Column } from '../../../components/ui/table';
import { employeesContent as t } from '../../../content/dashboard';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useEmployees, type Employee } from '../api/employees';
import { useDeleteEmployee } from '../api/delete-employee';
import { matchesEmployee } from '../lib/employee-schema';
import { EmployeeFormDialog } from './employee-form-dialog';

const fullName = (e: Employee) => `${e.firstName} ${e.lastName}`;

export function EmployeesPage() {
  const { data, error, isLoading, mutate } = useEmployees();
  const [query, setQuery] = useState('');
  const [formTarget, setFormTarget] = useState<Employee | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Employee | null>(null);

  const filtered = useMemo(() => (data ?? []).filter((e) => matchesEmployee(e, query)), [data, query]);
  const active = filtered.filter((e) => e.isActive);
  const inactive = filtered.filter((e) => !e.isActive);

  const rowActions = (e: Employee) => (
    <RowActions>
      <Button $variant="ghost" $size="sm" aria-label={t.edit(fullName(e))} onClick={() => setFormTarget(e)}>
        <EditIcon />
      </Button>
      <Button $variant="ghost" $size="sm" aria-label={t.remove(fullName(e))} onClick={() => setToDelete(e)}>
        <TrashIcon />
      </Button>
    </RowActions>
  );

  const nameCell = (e: Employee) => (
    <>
      <strong>{fullName(e)}</strong>
      {e.employeeId && <CellNote>{t.employeeIdLabel(e.employeeId)}</CellNote>}
    </>
  );

  const nameColumn: Column<Employee> = { id: 'name', header: t.active.name, card: 'title', cell: nameCell };
  const positionColumn: Column<Employee> = { id: 'position', header: t.active.position, cell: (e) => e.position || t.notSet };
  const actionsColumn: Column<Employee> = {
    id: 'actions',
    header: t.active.actions,
    headerHidden: true,
    card: 'action',
    align: 'end',
    cell: rowActions,
  };
  const activeColumns: Column<Employee>[] = [
    nameColumn,
    positionColumn,
    {
      id: 'contact',
      header: t.active.contact,
      cell: (e) =>
        e.email || e.phone ? (
          <>
            {e.email && <span>{e.email}</span>}
            {e.phone && <CellNote>{e.phone}</CellNote>}
          </>
        ) : (
          t.notSet
        ),
    },
    { id: 'start', header: t.active.startDate, card: 'meta', cell: (e) => (e.startDate ? formatDate(e.startDate) : t.notSet) },
    actionsColumn,
  ];
  const inactiveColumns: Column<Employee>[] = [
    { ...nameColumn, header: t.inactive.name },
    { ...positionColumn, header: t.inactive.position },
    {
      id: 'period',
      header: t.inactive.period,
      card: 'meta',
      cell: (e) => `${e.startDate ? formatDate(e.startDate) : t.notSet} – ${e.endDate ? formatDate(e.endDate) : t.present}`,
    },
    { ...actionsColumn, header: t.inactive.actions },
  ];

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <Button onClick={() => setFormTarget('new')}>
            <PlusIcon />
            {t.add}
          </Button>
        }
      />
      <Toolbar>
        <SearchInput id="employees-search" label={t.searchLabel} placeholder={t.searchPlaceholder} value={query} onChange={setQuery} />
      </Toolbar>

      <QueryState
        isLoading={isLoading}
        label={t.loading}
        error={error}
        onRetry={() => void mutate()}
        isEmpty={filtered.length === 0}
        empty={
          <EmptyState
            title={t.empty.title}
            action={
              query.trim() ? undefined : (
                <Button onClick={() => setFormTarget('new')}>
                  <PlusIcon />
                  {t.addFirst}
                </Button>
              )
            }
          >
            {query.trim() ? t.empty.search : t.empty.none}
          </EmptyState>
        }
      >
        <Stack>
          {active.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle id="active-employees">{t.active.title}</CardTitle>
              </CardHeader>
              <DataTable caption={t.active.title} columns={activeColumns} rows={active} rowKey={(e) => e.id} />
            </Card>
          )}
          {inactive.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle id="inactive-employees">{t.inactive.title}</CardTitle>
              </CardHeader>
              <DataTable caption={t.inactive.title} columns={inactiveColumns} rows={inactive} rowKey={(e) => e.id} />
            </Card>
          )}
        </Stack>
      </QueryState>

      <EmployeeFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <DeleteEmployeeDialog employee={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}

function DeleteEmployeeDialog({ employee, onClose }: { employee: Employee | null; onClose: () => void }) {
  const remove = useDeleteEmployee();
  const [busy, setBusy] = useState(false);
  const d = t.deleteDialog;

  const confirm = async () => {
    if (!employee) return;
    setBusy(true);
    try {
      await remove(employee.id);
      toast({ title: t.toasts.removed, description: t.toasts.removedDescription(fullName(employee)) });
      onClose();
    } catch (err) {
      toast({ title: t.toasts.removeFailed, description: errorMessage(err, t.toasts.removeFailedFallback), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={employee !== null}
      title={d.title}
      text={employee ? d.description(fullName(employee)) : ''}
      confirmLabel={d.confirm}
      cancelLabel={d.cancel}
      busyLabel={d.deleting}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
