import { useState, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Pager } from './pager';

/**
 * Where a column's cell goes when the table is shown as cards (below CARD_BREAKPOINT):
 * - `status`: top left (a badge);
 * - `title`: the card's heading line (the name of the thing);
 * - `meta`: under the title, in bold, e.g. the amount or the date ("Label: value");
 * - `action`: the card's buttons, full width at the bottom, 44 px tall;
 * - `detail` (default): a "Label: value" line;
 * - `hidden`: left out of the card (only when another cell already says it).
 */
export type CardSlot = 'status' | 'title' | 'meta' | 'action' | 'detail' | 'hidden';

export interface Column<T> {
  /** Stable key of the column. */
  id: string;
  header: string;
  /** Keep the header for screen readers only (e.g. an actions column). */
  headerHidden?: boolean;
  cell: (row: T) => ReactNode;
  card?: CardSlot;
  /** Right-align the column in the table (amounts, counts, buttons). */
  align?: 'start' | 'end';
}

interface DataTableProps<T> {
  /** Names the table for screen readers (rendered as its caption). */
  caption: string;
  /** Show the caption visually too (default: for screen readers only). */
  showCaption?: boolean;
  columns: ReadonlyArray<Column<T>>;
  rows: ReadonlyArray<T>;
  rowKey: (row: T) => string | number;
  /** Extra attributes for a row, e.g. a data-testid or a highlight. */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & { 'data-testid'?: string };
  /**
   * Render at most this many rows at once, with the shared Pager under the table: for lists held
   * whole on the client that can grow long (a list of thousands of rows rendered at once is most
   * of a screen's main-thread work). Without it every row is rendered.
   */
  pageSize?: number;
}

/** Below this width every row is a card: no sideways scrolling on a phone. */
export const CARD_BREAKPOINT = '640px';
const cards = `@media (max-width: calc(${CARD_BREAKPOINT} - 0.02px))`;

/**
 * A table described by its columns. On a desktop it is an ordinary table (in a region that
 * scrolls sideways if a very wide one must); below 640 px each row is laid out as a card (status
 * and actions at the top and bottom, the name, then amount or date, then the other fields as
 * "Label: value"), with 44 px touch targets. It stays one <table> with explicit roles in both
 * layouts, so screen readers and tests see the same rows, cells and column headers.
 */
export function DataTable<T>({ caption, showCaption = false, columns, rows, rowKey, rowProps, pageSize }: DataTableProps<T>) {
  const [requestedOffset, setOffset] = useState(0);
  // A shorter list (a filter, a deletion) keeps the page in range: the last page that has rows.
  const offset =
    pageSize && requestedOffset >= rows.length ? Math.max(0, Math.floor((rows.length - 1) / pageSize) * pageSize) : requestedOffset;
  const shown = pageSize ? rows.slice(offset, offset + pageSize) : rows;
  const table = (
    <StyledScroll role="region" aria-label={caption} tabIndex={0}>
      <StyledTable role="table">
        <caption className={showCaption ? undefined : 'visually-hidden'}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((c) => (
              <th key={c.id} scope="col" role="columnheader" data-align={c.align ?? 'start'}>
                {c.headerHidden ? <span className="visually-hidden">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {shown.map((row) => (
            <tr key={rowKey(row)} role="row" {...rowProps?.(row)}>
              {columns.map((c) => {
                const slot = c.card ?? 'detail';
                return (
                  <td key={c.id} role="cell" data-card={slot} data-align={c.align ?? 'start'}>
                    {(slot === 'detail' || slot === 'meta') && (
                      <span className="card-label" aria-hidden="true">
                        {c.header}
                      </span>
                    )}
                    <span className="cell-value">{c.cell(row)}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
  if (!pageSize) return table;
  return (
    <>
      {table}
      <Pager offset={offset} limit={pageSize} total={rows.length} onChange={setOffset} />
    </>
  );
}

/**
 * The frame of a table written out by hand (a table whose rows are not one kind of record).
 * Prefer DataTable: it turns into cards on a phone.
 */
export function TableFrame({ caption, showCaption = false, children }: { caption: string; showCaption?: boolean; children: ReactNode }) {
  return (
    <StyledScroll role="region" aria-label={caption} tabIndex={0}>
      <StyledTable>
        <caption className={showCaption ? undefined : 'visually-hidden'}>{caption}</caption>
        {children}
      </StyledTable>
    </StyledScroll>
  );
}

const StyledScroll = styled.div`
  /* Positioned, so visually hidden (absolutely positioned) cell text is clipped here too and
     cannot widen the page on a phone. */
  position: relative;
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  ${cards} {
    &:has(> table[role='table']) {
      overflow-x: visible;
      border: 0;
      border-radius: 0;
    }
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: left;
    font-weight: 600;
    padding: ${({ theme }) => theme.space.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th[data-align='end'],
  td[data-align='end'] {
    text-align: right;
  }
  th {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody tr:hover td {
    background: ${({ theme }) => theme.colors.surface};
  }
  .card-label {
    display: none;
  }
  td[data-align='end'] .cell-value > * {
    justify-content: flex-end;
  }

  /* Cards: only for the column-driven table (explicit roles), never a hand-written one. */
  ${cards} {
    &[role='table'] {
      display: block;
      caption {
        display: block;
        padding: 0 0 ${({ theme }) => theme.space.xs};
      }
      thead {
        /* Kept for screen readers (column headers), hidden on screen: each card labels its fields. */
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip: rect(0 0 0 0);
        clip-path: inset(50%);
        white-space: nowrap;
      }
      tbody {
        display: flex;
        flex-direction: column;
        gap: ${({ theme }) => theme.space.sm};
      }
      tbody tr {
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto;
        column-gap: ${({ theme }) => theme.space.sm};
        padding: ${({ theme }) => theme.space.md};
        border: 1px solid ${({ theme }) => theme.colors.border};
        border-radius: ${({ theme }) => theme.radii.md};
        background: ${({ theme }) => theme.colors.white};
      }
      tbody tr:hover td {
        background: transparent;
      }
      td {
        display: block;
        grid-column: 1 / -1;
        padding: ${({ theme }) => theme.space.xxs} 0;
        border: 0;
        text-align: left;
        overflow-wrap: anywhere;
        min-width: 0;
      }
      /* Title and status share the first line; the rest follow in slot order: meta, details, actions. */
      td[data-card='status'] {
        grid-row: 1;
        grid-column: 2;
        justify-self: end;
        align-self: start;
      }
      td[data-card='title'] {
        grid-row: 1;
        grid-column: 1;
        font-size: ${({ theme }) => theme.fontSizes.md};
        font-weight: 600;
      }
      /* A card without a status column: the title takes the whole first line. */
      tr:not(:has(> td[data-card='status'])) td[data-card='title'] {
        grid-column: 1 / -1;
      }
      td[data-card='meta'] {
        order: 1;
        font-weight: 600;
      }
      td[data-card='detail'],
      td[data-card='meta'] {
        display: flex;
        flex-wrap: wrap;
        column-gap: ${({ theme }) => theme.space.xs};
      }
      td[data-card='detail'] {
        order: 2;
        gap: ${({ theme }) => theme.space.xs};
        color: ${({ theme }) => theme.colors.text};
      }
      td[data-card='detail'] .card-label,
      td[data-card='meta'] .card-label {
        display: inline;
        flex: none;
        font-weight: 400;
        color: ${({ theme }) => theme.colors.textMuted};
        &::after {
          content: ':';
        }
      }
      td[data-card='hidden'] {
        display: none;
      }
      td[data-card='action'] {
        order: 3;
        margin-top: ${({ theme }) => theme.space.xs};
        padding-top: ${({ theme }) => theme.space.sm};
        border-top: 1px solid ${({ theme }) => theme.colors.border};
      }
      td[data-card='action'] .cell-value > * {
        justify-content: flex-start;
        flex-wrap: wrap;
        white-space: normal;
      }
      /* Touch targets: every control in a card is at least 44 px tall and wide. */
      td a,
      td button {
        min-height: 2.75rem;
        min-width: 2.75rem;
      }
      td[data-card='title'] a {
        display: inline-flex;
        align-items: center;
      }
    }
  }
`;

/** A cell's secondary line (e.g. the employee ID under a name). */
export const CellNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 400;
`;

/** A reference such as an invoice number ("INV-000002"): read as one word, never wrapped. */
export const CellCode = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/** Bold first line of a table cell. */
export const CellTitle = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/** The buttons at the end of a row. */
export const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  justify-content: flex-end;
  white-space: nowrap;
`;
