import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/form-field';
import { Toolbar, ToolbarField } from '../../../components/ui/layout';
import { JOB_STAGE_LABELS, workFiltersContent as t } from '../../../content/work';
import { ClientFilter } from '../../../components/staff/client-filter';
import { useJobTemplates, useWorkload } from '../api/work';
import { readFilters, writeFilters, type DueWindow, type JobStageFilter, type WorkFilters } from '../lib/job-filters';

const STAGE_OPTIONS: ReadonlyArray<JobStageFilter> = ['planned', 'waiting_for_client', 'in_progress', 'review', 'done', 'cancelled'];

const DUE_LABELS: Record<DueWindow, string> = {
  any: t.dueAny,
  overdue: t.dueOverdue,
  week: t.dueThisWeek,
  fortnight: t.dueTwoWeeks,
  month: t.dueMonth,
};

/** The filters of a work screen, kept in the URL's search parameters, and a setter that resets the page. */
export function useWorkFilters(defaults: WorkFilters): [WorkFilters, (patch: Partial<WorkFilters>) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, defaults);
  const set = (patch: Partial<WorkFilters>) => setParams(writeFilters({ ...filters, page: 1, ...patch }, defaults), { replace: true });
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  return [filters, set, clear];
}

interface WorkFiltersBarProps {
  idPrefix: string;
  filters: WorkFilters;
  onChange: (patch: Partial<WorkFilters>) => void;
  onClear: () => void;
  /** The board's columns are the stages: it offers no stage filter. */
  withStage?: boolean;
}

/**
 * Client, assignee, stage, template and due window. The people offered are those who hold jobs
 * in the staff member's scope (the workload's rows); the clients through ClientFilter, a search
 * and the matches, as the tax calendar's filter offers them.
 */
export function WorkFiltersBar({ idPrefix, filters, onChange, onClear, withStage = true }: WorkFiltersBarProps) {
  const templates = useJobTemplates();
  const workload = useWorkload();
  const people = (workload.data?.rows ?? []).flatMap((r) => (r.staff ? [r.staff] : []));
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <Toolbar role="group" aria-label={t.label}>
      <ToolbarField>
        <label htmlFor={id('assignee')}>{t.assignee}</label>
        <Select
          id={id('assignee')}
          value={filters.assignee}
          onChange={(e) => onChange({ assignee: e.target.value as WorkFilters['assignee'] })}
        >
          <option value="me">{t.assigneeMe}</option>
          <option value="anyone">{t.assigneeAnyone}</option>
          <option value="none">{t.assigneeNobody}</option>
          {people.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
          {/* An assignee from a link who holds no open job keeps a name to show. */}
          {/^\d+$/.test(filters.assignee) && !people.some((p) => String(p.id) === filters.assignee) && (
            <option value={filters.assignee}>#{filters.assignee}</option>
          )}
        </Select>
      </ToolbarField>
      <ClientFilter
        id={id('client')}
        label={t.client}
        anyLabel={t.clientAny}
        value={filters.clientId}
        onChange={(clientId) => onChange({ clientId })}
      />
      {withStage && (
        <ToolbarField>
          <label htmlFor={id('stage')}>{t.stage}</label>
          <Select id={id('stage')} value={filters.stage} onChange={(e) => onChange({ stage: e.target.value as WorkFilters['stage'] })}>
            <option value="open">{t.stageOpen}</option>
            <option value="any">{t.stageAny}</option>
            {STAGE_OPTIONS.map((s) => (
              <option key={s} value={s}>
                {JOB_STAGE_LABELS[s as keyof typeof JOB_STAGE_LABELS]}
              </option>
            ))}
          </Select>
        </ToolbarField>
      )}
      <ToolbarField>
        <label htmlFor={id('template')}>{t.template}</label>
        <Select
          id={id('template')}
          value={filters.templateId ?? ''}
          onChange={(e) => onChange({ templateId: e.target.value === '' ? null : Number(e.target.value) })}
        >
          <option value="">{t.templateAny}</option>
          {(templates.data ?? []).map((tpl) => (
            <option key={tpl.id} value={tpl.id}>
              {tpl.name}
            </option>
          ))}
        </Select>
      </ToolbarField>
      <ToolbarField>
        <label htmlFor={id('due')}>{t.due}</label>
        <Select id={id('due')} value={filters.due} onChange={(e) => onChange({ due: e.target.value as DueWindow })}>
          {Object.entries(DUE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </ToolbarField>
      <Button $variant="ghost" $size="sm" onClick={onClear}>
        {t.clear}
      </Button>
    </Toolbar>
  );
}
