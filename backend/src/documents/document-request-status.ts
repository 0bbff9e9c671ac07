import { Brackets, FindOperator, Not, ObjectLiteral, SelectQueryBuilder, WhereExpressionBuilder } from 'typeorm';
import { firmToday } from '../common/calendar/firm-calendar';
import { DocumentRequest, DocumentRequestStatus } from './document-request.entity';

/**
 * The status of a document request: the one home of the rule, in code and in SQL
 * (docs/documents-and-requests.md, docs/decisions/0007-lifecycles.md).
 *
 * The database stores only pending or completed. A request that is not completed is open; an
 * open request whose due date is before today (in Johannesburg) reads as overdue, from the day
 * after its due date. Nothing rewrites rows at midnight, so every reader derives it the same way.
 */

/** The filters the staff request list offers; open = pending plus overdue. */
export const REQUEST_FILTERS = ['open', 'pending', 'overdue', 'completed', 'all'] as const;
export type RequestFilter = (typeof REQUEST_FILTERS)[number];

/** The status a person sees, from the stored one and the due date (yyyy-MM-dd). */
export function requestStatus(
  request: { status: DocumentRequestStatus; dueDate: string | null },
  today: string = firmToday(),
): DocumentRequestStatus {
  if (request.status === 'completed') return 'completed';
  return request.dueDate !== null && request.dueDate < today ? 'overdue' : 'pending';
}

/** Whether the client can still answer the request with an upload. */
export function isOpenRequest(request: Pick<DocumentRequest, 'status'>): boolean {
  return request.status !== 'completed';
}

/** The same rule as `requestStatus`, as a condition on a query over `alias` (a document_requests alias). */
export function whereRequestStatus<T extends WhereExpressionBuilder>(
  qb: T,
  alias: string,
  filter: RequestFilter,
  today: string = firmToday(),
): T {
  if (filter === 'all') return qb;
  if (filter === 'completed') return qb.andWhere(`${alias}.status = 'completed'`);
  qb.andWhere(openCondition(alias));
  if (filter === 'overdue') qb.andWhere(`${alias}.dueDate < :requestStatusToday`, { requestStatusToday: today });
  if (filter === 'pending')
    qb.andWhere(
      new Brackets((b) =>
        b.where(`${alias}.dueDate IS NULL`).orWhere(`${alias}.dueDate >= :requestStatusToday`, { requestStatusToday: today }),
      ),
    );
  return qb;
}

/** "Still open" as a find/update condition. */
export function openRequestWhere(): { status: FindOperator<DocumentRequestStatus> } {
  return { status: Not<DocumentRequestStatus>('completed') };
}

/** SQL for "this request is still open" over `alias`. */
export function openCondition(alias: string): string {
  return `${alias}.status <> 'completed'`;
}

/** `EXISTS (an open request of the user in userColumn)`, for filtering another query by it. */
export function hasOpenRequestCondition<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, userColumn: string): string {
  const sub = qb
    .subQuery()
    .select('1')
    .from(DocumentRequest, 'open_r')
    .where(`open_r.clientId = ${userColumn}`)
    .andWhere(openCondition('open_r'));
  return `EXISTS ${sub.getQuery()}`;
}
