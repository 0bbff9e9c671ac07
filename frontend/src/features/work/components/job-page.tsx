import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader, CardTitle, DetailList } from '../../../components/ui/card';
import { FieldGrid, FormField, Input, Select, Textarea } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { BackLink } from '../../../components/ui/site-sections';
import { StaffNotice } from '../../../components/staff-access-denied';
import { BOARD_STAGES, JOB_STAGE_LABELS, jobPageContent as t, type JobStage } from '../../../content/work';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { runAction } from '../../../lib/run-action';
import { useRevalidateStaff } from '../../../lib/staff-keys';
import { useSessionStore } from '../../../stores/session-store';
import { completeChecklistItem, updateJob, useJob, useWorkload, type JobChange, type JobDetail } from '../api/work';
import { JobStageBadges } from './job-badges';

const PRN = /^[A-Z0-9]+$/;

function parseId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** /staff/work/jobs/:jobId: one job, its checklist (internal steps and client tasks) and its notes, and the form that changes it. */
export function JobPage() {
  const id = parseId(useParams().jobId);
  const job = useJob(id);
  if (id === null || (job.error instanceof ApiError && job.error.status === 404)) {
    return <StaffNotice title={t.notFoundTitle} text={t.notFoundText} />;
  }
  return (
    <>
      <BackLink to="/staff/work">{t.back}</BackLink>
      <QueryState isLoading={job.isLoading} error={job.error} onRetry={() => void job.mutate()}>
        {job.data && <JobView job={job.data} />}
      </QueryState>
    </>
  );
}

function JobView({ job }: { job: JobDetail }) {
  return (
    <>
      <PageHeader
        title={job.title}
        subtitle={<Link to={`/staff/clients/${job.client.id}`}>{job.client.name}</Link>}
        actions={<JobStageBadges stage={job.stage} overdue={job.overdue} />}
      />
      <StyledColumns>
        <StyledStack>
          <Checklist job={job} />
          <Notes job={job} />
        </StyledStack>
        <StyledStack>
          <Card aria-labelledby="job-details">
            <CardHeader>
              <CardTitle id="job-details">{t.details}</CardTitle>
            </CardHeader>
            <DetailList>
              <dt>{t.template}</dt>
              <dd>{job.template?.name ?? t.oneOff}</dd>
              <dt>{t.due}</dt>
              <dd>{formatDate(job.dueDate)}</dd>
              {job.periodStart && job.periodEnd && (
                <>
                  <dt>{t.period}</dt>
                  <dd>
                    {formatDate(job.periodStart)} – {formatDate(job.periodEnd)}
                  </dd>
                </>
              )}
              {job.obligation && (
                <>
                  <dt>{t.obligation}</dt>
                  <dd>
                    <Link to={`/staff/clients/${job.client.id}?tab=compliance`}>{job.obligation.label}</Link>
                  </dd>
                  {job.obligation.prn && (
                    <>
                      <dt>{t.prn}</dt>
                      <dd>{job.obligation.prn}</dd>
                    </>
                  )}
                </>
              )}
            </DetailList>
          </Card>
          <ChangeJob key={`${job.stage}-${job.assignee?.id ?? 0}-${job.dueDate}`} job={job} />
        </StyledStack>
      </StyledColumns>
    </>
  );
}

/** Stage, assignee, due date and, with done on a job that files an obligation, the PRN. */
function ChangeJob({ job }: { job: JobDetail }) {
  const user = useSessionStore((s) => s.user);
  const workload = useWorkload();
  const revalidate = useRevalidateStaff();
  const [stage, setStage] = useState<JobStage>(job.stage);
  const [assignee, setAssignee] = useState(job.assignee ? String(job.assignee.id) : '');
  const [dueDate, setDueDate] = useState(job.dueDate);
  const [prn, setPrn] = useState('');
  const [errors, setErrors] = useState<{ prn?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  // Who can take the job: the signed-in member, whoever has it now, and everyone holding jobs in scope.
  const people = new Map<number, string>();
  if (user) people.set(user.id, t.me([user.firstName, user.lastName].filter(Boolean).join(' ') || user.username));
  if (job.assignee && !people.has(job.assignee.id)) people.set(job.assignee.id, job.assignee.name);
  for (const row of workload.data?.rows ?? []) if (row.staff && !people.has(row.staff.id)) people.set(row.staff.id, row.staff.name);

  const withPrn = stage === 'done' && job.obligation !== null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const change: JobChange = {};
    if (stage !== job.stage) change.stage = stage;
    const assigneeId = assignee === '' ? null : Number(assignee);
    if (assigneeId !== (job.assignee?.id ?? null)) change.assigneeId = assigneeId;
    if (dueDate !== job.dueDate) change.dueDate = dueDate;
    const prnValue = prn.trim().toUpperCase();
    if (withPrn && prnValue !== '') {
      if (!PRN.test(prnValue)) {
        setErrors({ prn: 'A PRN is capital letters and digits only' });
        return;
      }
      change.prn = prnValue;
    }
    if (Object.keys(change).length === 0) {
      setErrors({ form: t.nothingChanged });
      return;
    }
    setErrors({});
    setBusy(true);
    const ok = await runAction(() => updateJob(job.id, change), { title: t.saved, description: job.title });
    setBusy(false);
    if (ok) {
      setPrn('');
      await revalidate();
    }
  }

  return (
    <Card aria-labelledby="job-change">
      <CardHeader>
        <CardTitle id="job-change">{t.change}</CardTitle>
      </CardHeader>
      <StyledForm onSubmit={(e) => void submit(e)} noValidate>
        <FieldGrid>
          <FormField id="job-stage" label={t.stage}>
            {(control) => (
              <Select {...control} value={stage} onChange={(e) => setStage(e.target.value as JobStage)}>
                {[...BOARD_STAGES, 'cancelled' as const].map((s) => (
                  <option key={s} value={s}>
                    {JOB_STAGE_LABELS[s]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="job-assignee" label={t.assignee}>
            {(control) => (
              <Select {...control} value={assignee} onChange={(e) => setAssignee(e.target.value)}>
                <option value="">{t.nobody}</option>
                {[...people.entries()].map(([personId, name]) => (
                  <option key={personId} value={personId}>
                    {name}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="job-due" label={t.dueDate}>
            {(control) => <Input {...control} type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />}
          </FormField>
          {withPrn && (
            <FormField id="job-prn" label={t.prnField} error={errors.prn} optional>
              {(control) => <Input {...control} value={prn} maxLength={30} autoComplete="off" onChange={(e) => setPrn(e.target.value)} />}
            </FormField>
          )}
        </FieldGrid>
        <StyledFormError role="alert">{errors.form}</StyledFormError>
        <div>
          <Button type="submit" disabled={busy}>
            {t.save}
          </Button>
        </div>
      </StyledForm>
    </Card>
  );
}

function Checklist({ job }: { job: JobDetail }) {
  const revalidate = useRevalidateStaff();
  const [busyItem, setBusyItem] = useState<number | null>(null);

  async function complete(itemId: number) {
    setBusyItem(itemId);
    const ok = await runAction(() => completeChecklistItem(job.id, itemId), { title: t.completed });
    setBusyItem(null);
    if (ok) await revalidate();
  }

  return (
    <Card aria-labelledby="job-checklist">
      <CardHeader>
        <CardTitle id="job-checklist">{t.checklist}</CardTitle>
        <span>
          {job.checklistDone} / {job.checklistTotal}
        </span>
      </CardHeader>
      {job.checklist.length === 0 ? (
        <p>{t.checklistEmpty}</p>
      ) : (
        <StyledChecklist>
          {job.checklist.map((item) => (
            <li key={item.id} data-done={item.done}>
              <StyledItemHead>
                <strong>{item.title}</strong>
                <Badge $tone={item.kind === 'internal' ? 'neutral' : 'info'}>{t.kinds[item.kind]}</Badge>
              </StyledItemHead>
              {item.description && <span>{item.description}</span>}
              {item.documentRequestId !== null && <Link to={`/staff/clients/${job.client.id}?tab=requests`}>{t.openRequest}</Link>}
              {item.conversationId !== null && <Link to={`/staff/messages/${item.conversationId}`}>{t.openConversation}</Link>}
              {item.done ? (
                <StyledDone>
                  {item.completedBy
                    ? t.doneBy(item.completedBy.name, formatDateTime(item.completedAt))
                    : t.doneAt(formatDateTime(item.completedAt))}
                </StyledDone>
              ) : (
                <div>
                  <Button
                    $size="sm"
                    $variant="outline"
                    disabled={busyItem !== null}
                    onClick={() => void complete(item.id)}
                    aria-label={t.completeLabel(item.title)}
                  >
                    {t.complete}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </StyledChecklist>
      )}
    </Card>
  );
}

function Notes({ job }: { job: JobDetail }) {
  const revalidate = useRevalidateStaff();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (note.trim() === '') return;
    setBusy(true);
    const ok = await runAction(() => updateJob(job.id, { note: note.trim() }), { title: t.noted });
    setBusy(false);
    if (ok) {
      setNote('');
      await revalidate();
    }
  }

  return (
    <Card aria-labelledby="job-notes">
      <CardHeader>
        <CardTitle id="job-notes">{t.notes}</CardTitle>
      </CardHeader>
      {job.notes.length === 0 ? (
        <p>{t.notesEmpty}</p>
      ) : (
        <StyledChecklist>
          {job.notes.map((n) => (
            <li key={n.id}>
              <span>{n.body}</span>
              <StyledDone>
                {n.author?.name ?? t.formerStaff}, {formatDateTime(n.createdAt)}
              </StyledDone>
            </li>
          ))}
        </StyledChecklist>
      )}
      <StyledForm onSubmit={(e) => void add(e)} noValidate>
        <FormField id="job-note" label={t.note}>
          {(control) => <Textarea {...control} rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />}
        </FormField>
        <div>
          <Button type="submit" $variant="outline" disabled={busy || note.trim() === ''}>
            {t.addNote}
          </Button>
        </div>
      </StyledForm>
    </Card>
  );
}

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledFormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  &:empty {
    display: none;
  }
`;

const StyledChecklist = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  li:last-child {
    border-bottom: 0;
  }
  li[data-done='true'] strong {
    text-decoration: line-through;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledDone = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
