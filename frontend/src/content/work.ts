import type { Schema } from '../api-types';

/** Texts of the firm's recurring work: the staff work screens and the client's "What we're working on" (docs/staff-console.md, "Work"). */

export type JobStage = Schema<'JobStage'>;

/** The board's columns, in the order work moves; `cancelled` sits beside the line, shown on request. */
export const BOARD_STAGES: readonly JobStage[] = ['planned', 'waiting_for_client', 'in_progress', 'review', 'done'];

export const JOB_STAGE_LABELS: Record<JobStage, string> = {
  planned: 'Planned',
  waiting_for_client: 'Waiting for client',
  in_progress: 'In progress',
  review: 'Review',
  done: 'Done',
  cancelled: 'Cancelled',
};

export const workNavContent = {
  myWork: 'My work',
  board: 'Board',
  workload: 'Workload',
  templates: 'Job templates',
};

export const workFiltersContent = {
  label: 'Filter jobs',
  assignee: 'Assignee',
  assigneeMe: 'Me',
  assigneeAnyone: 'Anyone',
  assigneeNobody: 'Nobody yet',
  client: 'Client',
  clientAny: 'Every client',
  stage: 'Stage',
  stageOpen: 'Not done yet',
  stageAny: 'Any stage',
  template: 'Template',
  templateAny: 'Every template',
  due: 'Due',
  dueAny: 'Any time',
  dueOverdue: 'Overdue',
  dueThisWeek: 'By Sunday',
  dueTwoWeeks: 'In the next 14 days',
  dueMonth: 'In the next 31 days',
  clear: 'Clear filters',
};

export const myWorkContent = {
  title: 'My work',
  subtitle: 'Jobs by due date, overdue first.',
  caption: 'Jobs',
  empty: 'No jobs match these filters.',
  columns: { job: 'Job', client: 'Client', due: 'Due', stage: 'Stage', assignee: 'Assignee', checklist: 'Checklist' },
  overdue: 'Overdue',
  nobody: 'Nobody yet',
  checklist: (done: number, total: number) => `${done} of ${total}`,
  waiting: (n: number) => (n === 1 ? '1 client task out' : `${n} client tasks out`),
  total: (n: number) => (n === 1 ? '1 job' : `${n} jobs`),
};

export const boardContent = {
  title: 'Board',
  subtitle: 'Jobs by stage. Move a card with its buttons, or focus it and press the left or right arrow key.',
  showCancelled: 'Show cancelled jobs',
  column: (stage: string, n: number) => `${stage}, ${n} ${n === 1 ? 'job' : 'jobs'}`,
  empty: 'No jobs.',
  moveBack: (stage: string) => `Back to ${stage}`,
  moveOn: (stage: string) => `On to ${stage}`,
  moveTo: 'Move to…',
  moveToLabel: (title: string) => `Move ${title} to`,
  moved: (title: string, stage: string) => `${title} moved to ${stage}`,
  moveFailed: 'The job was not moved',
  cardHint: 'Left and right arrow keys move the job to the stage before or after.',
  doneTruncated: 'Done: the last 31 days.',
  more: (shown: number, total: number) => `Showing ${shown} of ${total}: narrow the filters to see the rest.`,
};

export const prnDialogContent = {
  title: 'Mark the job done',
  text: (job: string) => `${job} is filed with SARS: record SARS's payment reference (PRN) with it if you have it.`,
  prn: 'PRN',
  prnHint: 'Capital letters and digits, as on the SARS statement',
  submit: 'Mark done',
  cancel: 'Cancel',
  invalid: 'A PRN is capital letters and digits only',
};

export const jobPageContent = {
  back: 'Back to my work',
  notFoundTitle: 'Job not found',
  notFoundText: 'There is no such job, or it is of a client you do not see.',
  client: 'Client',
  template: 'Template',
  oneOff: 'One-off job',
  period: 'Period',
  due: 'Due',
  obligation: 'Tax obligation',
  prn: 'PRN',
  details: 'Details',
  change: 'Change the job',
  stage: 'Stage',
  assignee: 'Assignee',
  nobody: 'Nobody',
  me: (name: string) => `${name} (me)`,
  dueDate: 'Due date',
  prnField: 'PRN (when marking done)',
  save: 'Save changes',
  saved: 'Job updated',
  nothingChanged: 'Change the stage, assignee, due date or PRN first',
  checklist: 'Checklist',
  checklistEmpty: 'This job has no checklist.',
  kinds: { internal: 'Internal', document_request: 'Client: documents', question: 'Client: question' },
  complete: 'Mark done',
  completeLabel: (title: string) => `Mark "${title}" done`,
  completed: 'Checklist item done',
  doneBy: (name: string, when: string) => `Done by ${name}, ${when}`,
  doneAt: (when: string) => `Done ${when}`,
  openRequest: 'Open the request',
  openConversation: 'Open the conversation',
  notes: 'Internal notes',
  notesEmpty: 'No notes yet.',
  note: 'Add an internal note',
  addNote: 'Add note',
  noted: 'Note added',
  formerStaff: 'Former team member',
};

export const workloadContent = {
  title: 'Team workload',
  subtitle: 'Open and overdue jobs per person, this week and next.',
  caption: 'Workload per person',
  week: 'Week of',
  previous: 'Previous week',
  next: 'Next week',
  thisWeek: 'This week',
  nobody: 'Nobody yet',
  columns: { person: 'Person', open: 'Open', overdue: 'Overdue', thisWeek: 'Due this week', nextWeek: 'Due next week' },
  empty: 'No open jobs.',
  openJobs: (name: string) => `Open jobs of ${name}`,
};

export const clientJobsContent = {
  title: 'Jobs',
  caption: 'Jobs for this client',
  empty: 'No jobs for this client yet.',
  all: 'Open these jobs on the board',
};

export const templatesContent = {
  title: 'Job templates',
  subtitle: 'What the recurring work is made from. Changes apply to jobs made from now on.',
  caption: 'Job templates',
  create: 'New template',
  edit: 'Edit',
  editLabel: (name: string) => `Edit ${name}`,
  created: 'Template created',
  saved: 'Template saved',
  columns: { name: 'Name', recurrence: 'Recurrence', due: 'Due', assignee: 'Default assignee', packages: 'Packages', active: 'Active' },
  yes: 'Active',
  no: 'Not active',
  form: {
    createTitle: 'New job template',
    editTitle: (name: string) => `Edit ${name}`,
    name: 'Name',
    clientLabel: 'What the client reads',
    clientLabelHint: 'Finishes "We’re preparing …", e.g. "your VAT return"',
    recurrence: 'Recurrence',
    obligationType: 'Tax obligation',
    dueRule: 'Due rule',
    dueDays: 'Days',
    defaultAssignee: 'Default assignee',
    packages: 'Packages',
    active: 'Makes new jobs',
    checklist: 'Checklist',
    item: (n: number) => `Item ${n}`,
    itemTitle: 'Step',
    itemKind: 'Kind',
    itemCategory: 'Document type',
    itemDescription: 'What the client sends',
    itemQuestion: 'The question',
    addItem: 'Add a step',
    removeItem: (n: number) => `Remove item ${n}`,
    save: 'Save template',
    cancel: 'Cancel',
  },
  recurrences: {
    monthly: 'Monthly',
    vat_period: 'Each VAT period',
    yearly: 'Yearly',
    once: 'Once',
    obligation: 'Each tax obligation',
  } as Record<Schema<'JobRecurrence'>, string>,
  dueRules: {
    before_obligation_due: 'Business days before the SARS due date',
    day_of_period_month: 'Day of the period’s last month',
    day_of_following_month: 'Day of the month after the period',
  } as Record<Schema<'JobDueRule'>, string>,
  assignees: {
    assigned_accountant: 'The client’s accountant',
    manager: 'A manager',
    admin: 'An admin',
  } as Record<Schema<'JobDefaultAssignee'>, string>,
};

export const clientWorkContent = {
  title: 'What we’re working on',
  description: 'This period’s work for your business.',
  empty: 'Nothing under way right now.',
  waitingTitle: 'Waiting on you',
  waitingEmpty: 'Nothing is waiting on you.',
  upload: 'Upload',
  answer: 'Answer',
  uploadLabel: (title: string) => `Upload: ${title}`,
  answerLabel: (title: string) => `Answer: ${title}`,
  done: 'Done',
};
