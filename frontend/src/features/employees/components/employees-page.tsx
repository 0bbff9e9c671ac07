import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { EditIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { CellNote, DataTable, RowActions } from '../../../components/ui/table';
import { employeesContent as t } from '../../../content/dashboard';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useEmployees, type Employee } from '../api/employees';
import { useDeleteEmployee } from '../api/delete-employee';
import { matchesEmployee } from '../lib/employee-schema';
import { EmployeeFormDialog } from './employee-form-dialog';

const fullName = (e: Employee) => `${e.firstName} ${e.lastName}`;

export function EmployeesPage() {
  const { data, error, isLoading } = useEmployees();
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
      <StyledToolbar>
        <SearchInput id="employees-search" label={t.searchLabel} placeholder={t.searchPlaceholder} value={query} onChange={setQuery} />
      </StyledToolbar>

      {isLoading ? (
        <Spinner label={t.loading} />
      ) : error ? (
        <p role="alert">{t.loadError}</p>
      ) : filtered.length === 0 ? (
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
      ) : (
        <StyledStack>
          {active.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle id="active-employees">{t.active.title}</CardTitle>
              </CardHeader>
              <DataTable caption={t.active.title}>
                <thead>
                  <tr>
                    <th scope="col">{t.active.name}</th>
                    <th scope="col">{t.active.position}</th>
                    <th scope="col">{t.active.contact}</th>
                    <th scope="col">{t.active.startDate}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t.active.actions}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {active.map((e) => (
                    <tr key={e.id}>
                      <td>{nameCell(e)}</td>
                      <td>{e.position || t.notSet}</td>
                      <td>
                        {e.email || e.phone ? (
                          <>
                            {e.email && <span>{e.email}</span>}
                            {e.phone && <CellNote>{e.phone}</CellNote>}
                          </>
                        ) : (
                          t.notSet
                        )}
                      </td>
                      <td>{e.startDate ? formatDate(e.startDate) : t.notSet}</td>
                      <td>{rowActions(e)}</td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            </Card>
          )}
          {inactive.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle id="inactive-employees">{t.inactive.title}</CardTitle>
              </CardHeader>
              <DataTable caption={t.inactive.title}>
                <thead>
                  <tr>
                    <th scope="col">{t.inactive.name}</th>
                    <th scope="col">{t.inactive.position}</th>
                    <th scope="col">{t.inactive.period}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t.inactive.actions}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {inactive.map((e) => (
                    <tr key={e.id}>
                      <td>{nameCell(e)}</td>
                      <td>{e.position || t.notSet}</td>
                      <td>
                        {e.startDate ? formatDate(e.startDate) : t.notSet} – {e.endDate ? formatDate(e.endDate) : t.present}
                      </td>
                      <td>{rowActions(e)}</td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            </Card>
          )}
        </StyledStack>
      )}

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
    <Dialog
      open={employee !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={d.title}
      description={employee ? d.description(fullName(employee)) : undefined}
      footer={
        <>
          <Button $variant="outline" onClick={onClose} disabled={busy}>
            {d.cancel}
          </Button>
          <Button $variant="danger" onClick={() => void confirm()} disabled={busy}>
            {busy ? d.deleting : d.confirm}
          </Button>
        </>
      }
    />
  );
}

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
