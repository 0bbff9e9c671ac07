import type { DocumentCategory } from '@table-bay/shared';

/**
 * A checklist item is the firm's own step (`internal`), or a **client task**: a document request
 * the client answers with an upload, or a question the client answers in a message
 * (docs/work.md, "Client tasks"). Clients never see internal items.
 */
export const CHECKLIST_ITEM_KINDS = ['internal', 'document_request', 'question'] as const;
export type ChecklistItemKind = (typeof CHECKLIST_ITEM_KINDS)[number];

/** The kinds that go to the client. */
export const CLIENT_TASK_KINDS: readonly ChecklistItemKind[] = ['document_request', 'question'];

/** Business days a client has for a task when the template does not say. */
export const DEFAULT_CLIENT_TASK_DAYS = 5;

/** One item of a template's checklist, copied to each job made from it. */
export interface ChecklistItemTemplate {
  title: string;
  kind: ChecklistItemKind;
  /** document_request: the category the client uploads under. */
  documentCategory?: DocumentCategory | null;
  /** document_request: what exactly to send; question: the question itself. */
  description?: string | null;
  /** Client tasks: business days after the tasks go out that the client has (never past the job's due date). */
  dueInBusinessDays?: number | null;
}

/** Who a new job goes to: the client's assigned accountant, or nobody yet with a staff role's team to pick it up. */
export const DEFAULT_ASSIGNEES = ['assigned_accountant', 'manager', 'admin'] as const;
export type DefaultAssignee = (typeof DEFAULT_ASSIGNEES)[number];
