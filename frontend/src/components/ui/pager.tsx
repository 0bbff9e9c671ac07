import styled from 'styled-components';
import { uiContent } from '../../content/ui';
import { Button } from './button';

interface PagerProps {
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
}

/** Previous / next over a limit-offset list, with the range announced politely; nothing when one page holds it all. */
export function Pager({ offset, limit, total, onChange }: PagerProps) {
  if (total <= limit && offset === 0) return null;
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + limit, total);
  return (
    <StyledPager aria-label={uiContent.pagination}>
      <span aria-live="polite">{uiContent.pageStatus(from, to, total)}</span>
      <div>
        <Button $variant="outline" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - limit))}>
          {uiContent.previous}
        </Button>
        <Button $variant="outline" disabled={offset + limit >= total} onClick={() => onChange(offset + limit)}>
          {uiContent.next}
        </Button>
      </div>
    </StyledPager>
  );
}

const StyledPager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
`;
