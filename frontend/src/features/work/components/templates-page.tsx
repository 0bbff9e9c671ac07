import { CATALOGUE_PACKAGES, DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS } from '@table-bay/shared';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge';
import { Button, IconButton } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FieldGrid, FormField, Input, Select } from '../../../components/ui/form-field';
import { CheckboxLabel } from '../../../components/ui/layout';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { CellNote, CellTitle, DataTable, RowActions, type Column } from '../../../components/ui/table';
import { OBLIGATION_TYPE_LABELS, OBLIGATION_TYPE_ORDER } from '../../../content/compliance';
import { templatesContent as t } from '../../../content/work';
import type { Schema } from '../../../lib/api/types';
import { ApiError } from '../../../lib/api-client';
import { runAction } from '../../../lib/run-action';
import { useRevalidateStaff } from '../../../lib/staff-keys';
import { createTemplate, updateTemplate, useJobTemplates, type JobTemplate, type JobTemplateInput } from '../api/work';

type ChecklistItem = Schema<'ChecklistItemTemplateDto'>;
type Recurrence = Schema<'JobRecurrence'>;
type DueRule = Schema<'JobDueRule'>;
type DefaultAssignee = Schema<'JobDefaultAssignee'>;

const KIND_LABELS: Record<ChecklistItem['kind'], string> = {
  internal: 'Internal step',
  document_request: 'Client: send documents',
  question: 'Client: answer a question',
};

const EMPTY: JobTemplateInput = {
  name: '',
  clientLabel: '',
  recurrence: 'monthly',
  obligationType: null,
  dueRule: 'day_of_following_month',
  dueDays: 7,
  checklist: [{ title: '', kind: 'internal' }],
  defaultAssignee: 'assigned_accountant',
  packageTypes: [],
  active: true,
};

type PackageType = JobTemplateInput['packageTypes'][number];

/** A template read back names packages as text; the form sends only the catalogue's. */
function isPackageType(type: string): type is PackageType {
  return CATALOGUE_PACKAGES.some((p) => p.packageType === type);
}

function packageTitle(type: string): string {
  return CATALOGUE_PACKAGES.find((p) => p.packageType === type)?.title ?? type;
}

/** /staff/work/templates (admins): the templates recurring jobs are made from; create one or edit one. */
export function TemplatesPage() {
  const templates = useJobTemplates();
  const [editing, setEditing] = useState<JobTemplate | 'new' | null>(null);

  const columns: Column<JobTemplate>[] = [
    {
      id: 'name',
      header: t.columns.name,
      card: 'title',
      cell: (tpl) => (
        <>
          <CellTitle>{tpl.name}</CellTitle>
          <CellNote>{tpl.clientLabel}</CellNote>
        </>
      ),
    },
    {
      id: 'recurrence',
      header: t.columns.recurrence,
      cell: (tpl) =>
        tpl.recurrence === 'obligation' && tpl.obligationType ? OBLIGATION_TYPE_LABELS[tpl.obligationType] : t.recurrences[tpl.recurrence],
    },
    { id: 'due', header: t.columns.due, cell: (tpl) => `${t.dueRules[tpl.dueRule]}: ${tpl.dueDays}` },
    { id: 'assignee', header: t.columns.assignee, cell: (tpl) => t.assignees[tpl.defaultAssignee] },
    { id: 'packages', header: t.columns.packages, cell: (tpl) => tpl.packageTypes.map(packageTitle).join(', ') },
    {
      id: 'active',
      header: t.columns.active,
      card: 'status',
      cell: (tpl) => <Badge $tone={tpl.active ? 'success' : 'neutral'}>{tpl.active ? t.yes : t.no}</Badge>,
    },
    {
      id: 'actions',
      header: t.edit,
      headerHidden: true,
      card: 'action',
      align: 'end',
      cell: (tpl) => (
        <RowActions>
          <Button $size="sm" $variant="outline" aria-label={t.editLabel(tpl.name)} onClick={() => setEditing(tpl)}>
            {t.edit}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} actions={<Button onClick={() => setEditing('new')}>{t.create}</Button>} />
      <QueryState isLoading={templates.isLoading} error={templates.error} onRetry={() => void templates.mutate()}>
        <DataTable caption={t.caption} columns={columns} rows={templates.data ?? []} rowKey={(tpl) => tpl.id} />
      </QueryState>
      {editing !== null && (
        <TemplateDialog
          key={editing === 'new' ? 'new' : editing.id}
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

function TemplateDialog({ template, onClose }: { template: JobTemplate | null; onClose: () => void }) {
  const revalidate = useRevalidateStaff();
  const [form, setForm] = useState<JobTemplateInput>(() =>
    template
      ? {
          name: template.name,
          clientLabel: template.clientLabel,
          recurrence: template.recurrence,
          obligationType: template.obligationType,
          dueRule: template.dueRule,
          dueDays: template.dueDays,
          checklist: template.checklist,
          defaultAssignee: template.defaultAssignee,
          packageTypes: template.packageTypes.filter(isPackageType),
          active: template.active,
        }
      : EMPTY,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<JobTemplateInput>) => setForm((f) => ({ ...f, ...patch }));
  const setItem = (index: number, patch: Partial<ChecklistItem>) =>
    set({ checklist: form.checklist.map((item, i) => (i === index ? { ...item, ...patch } : item)) });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const body: JobTemplateInput = { ...form, obligationType: form.recurrence === 'obligation' ? form.obligationType : null };
    const ok = await runAction(
      () => (template ? updateTemplate(template.id, body) : createTemplate(body)),
      { title: template ? t.saved : t.created, description: form.name },
      (err) => setErrors(err instanceof ApiError ? err.fieldErrors : {}),
    );
    setBusy(false);
    if (ok) {
      await revalidate();
      onClose();
    }
  }

  const f = t.form;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={template ? f.editTitle(template.name) : f.createTitle}
      onSubmit={(e) => void submit(e)}
      isSubmitting={busy}
      submitLabel={f.save}
      cancelLabel={f.cancel}
      size="lg"
    >
      <FieldGrid>
        <FormField id="tpl-name" label={f.name} error={errors.name}>
          {(c) => <Input {...c} value={form.name} maxLength={120} onChange={(e) => set({ name: e.target.value })} />}
        </FormField>
        <FormField id="tpl-client-label" label={f.clientLabel} hint={f.clientLabelHint} error={errors.clientLabel}>
          {(c) => <Input {...c} value={form.clientLabel} maxLength={120} onChange={(e) => set({ clientLabel: e.target.value })} />}
        </FormField>
        <FormField id="tpl-recurrence" label={f.recurrence} error={errors.recurrence}>
          {(c) => (
            <Select {...c} value={form.recurrence} onChange={(e) => set({ recurrence: e.target.value as Recurrence })}>
              {Object.entries(t.recurrences).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {form.recurrence === 'obligation' && (
          <FormField id="tpl-obligation" label={f.obligationType} error={errors.obligationType}>
            {(c) => (
              <Select
                {...c}
                value={form.obligationType ?? ''}
                onChange={(e) =>
                  set({ obligationType: e.target.value === '' ? null : (e.target.value as JobTemplateInput['obligationType']) })
                }
              >
                <option value="" />
                {OBLIGATION_TYPE_ORDER.map((type) => (
                  <option key={type} value={type}>
                    {OBLIGATION_TYPE_LABELS[type]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        )}
        <FormField id="tpl-due-rule" label={f.dueRule} error={errors.dueRule}>
          {(c) => (
            <Select {...c} value={form.dueRule} onChange={(e) => set({ dueRule: e.target.value as DueRule })}>
              {Object.entries(t.dueRules).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="tpl-due-days" label={f.dueDays} error={errors.dueDays}>
          {(c) => (
            <Input {...c} type="number" min={0} max={31} value={form.dueDays} onChange={(e) => set({ dueDays: Number(e.target.value) })} />
          )}
        </FormField>
        <FormField id="tpl-assignee" label={f.defaultAssignee} error={errors.defaultAssignee}>
          {(c) => (
            <Select {...c} value={form.defaultAssignee} onChange={(e) => set({ defaultAssignee: e.target.value as DefaultAssignee })}>
              {Object.entries(t.assignees).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </FieldGrid>
      <StyledFieldset>
        <legend>{f.packages}</legend>
        {CATALOGUE_PACKAGES.map((p) => (
          <CheckboxLabel key={p.packageType}>
            <input
              type="checkbox"
              checked={form.packageTypes.includes(p.packageType)}
              onChange={(e) =>
                set({
                  packageTypes: e.target.checked
                    ? [...form.packageTypes, p.packageType]
                    : form.packageTypes.filter((type) => type !== p.packageType),
                })
              }
            />
            {p.title}
          </CheckboxLabel>
        ))}
        {errors.packageTypes && <StyledError>{errors.packageTypes}</StyledError>}
      </StyledFieldset>
      <CheckboxLabel>
        <input type="checkbox" checked={form.active ?? true} onChange={(e) => set({ active: e.target.checked })} />
        {f.active}
      </CheckboxLabel>
      <StyledFieldset>
        <legend>{f.checklist}</legend>
        <StyledItems>
          {form.checklist.map((item, index) => (
            <li key={index}>
              <FieldGrid>
                <FormField id={`tpl-item-${index}-title`} label={`${f.item(index + 1)}: ${f.itemTitle}`}>
                  {(c) => <Input {...c} value={item.title} maxLength={200} onChange={(e) => setItem(index, { title: e.target.value })} />}
                </FormField>
                <FormField id={`tpl-item-${index}-kind`} label={f.itemKind}>
                  {(c) => (
                    <Select
                      {...c}
                      value={item.kind}
                      onChange={(e) => {
                        const kind = e.target.value as ChecklistItem['kind'];
                        setItem(index, {
                          kind,
                          documentCategory: kind === 'document_request' ? (item.documentCategory ?? 'bank_statement') : null,
                        });
                      }}
                    >
                      {Object.entries(KIND_LABELS).map(([value, label]) => (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
                {item.kind !== 'internal' && (
                  <FormField id={`tpl-item-${index}-description`} label={item.kind === 'question' ? f.itemQuestion : f.itemDescription}>
                    {(c) => (
                      <Input
                        {...c}
                        value={item.description ?? ''}
                        maxLength={1000}
                        onChange={(e) => setItem(index, { description: e.target.value })}
                      />
                    )}
                  </FormField>
                )}
                {item.kind === 'document_request' && (
                  <FormField id={`tpl-item-${index}-category`} label={f.itemCategory}>
                    {(c) => (
                      <Select
                        {...c}
                        value={item.documentCategory ?? ''}
                        onChange={(e) => setItem(index, { documentCategory: e.target.value as ChecklistItem['documentCategory'] })}
                      >
                        {DOCUMENT_CATEGORIES.map((category) => (
                          <option key={category} value={category}>
                            {DOCUMENT_CATEGORY_LABELS[category]}
                          </option>
                        ))}
                      </Select>
                    )}
                  </FormField>
                )}
              </FieldGrid>
              <IconButton
                aria-label={f.removeItem(index + 1)}
                onClick={() => set({ checklist: form.checklist.filter((_, i) => i !== index) })}
                disabled={form.checklist.length === 1}
              >
                ×
              </IconButton>
            </li>
          ))}
        </StyledItems>
        {errors.checklist && <StyledError>{errors.checklist}</StyledError>}
        <div>
          <Button $size="sm" $variant="outline" onClick={() => set({ checklist: [...form.checklist, { title: '', kind: 'internal' }] })}>
            {f.addItem}
          </Button>
        </div>
      </StyledFieldset>
    </FormDialog>
  );
}

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const StyledItems = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.xs};
    padding-bottom: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
