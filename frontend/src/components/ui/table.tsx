import type { ReactNode } from 'react';
import styled from 'styled-components';

interface DataTableProps {
  /** Names the table for screen readers (rendered as its caption). */
  caption: string;
  /** Show the caption visually too (default: for screen readers only). */
  showCaption?: boolean;
  children: ReactNode;
}

/**
 * A table in a horizontally scrollable region: on a 375 px phone wide tables scroll instead of
 * breaking the layout; the region is focusable so keyboard users can scroll it.
 */
export function DataTable({ caption, showCaption = false, children }: DataTableProps) {
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
`;

/** A cell's secondary line (e.g. the employee ID under a name). */
export const CellNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** The buttons at the end of a row. */
export const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  justify-content: flex-end;
  white-space: nowrap;
`;
