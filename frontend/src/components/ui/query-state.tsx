import type { ReactNode } from 'react';
import styled from 'styled-components';
import { uiContent } from '../../content/ui';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';

interface QueryStateProps {
  isLoading: boolean;
  error: unknown;
  /** Shown with the error as a "Try again" button (SWR's `mutate`). */
  onRetry?: () => void;
  /** The spinner's label. */
  label?: string;
  /** The failure sentence, when the screen has its own. */
  errorMessage?: string;
  /** True when the loaded list has nothing in it: `empty` is shown instead of the children. */
  isEmpty?: boolean;
  empty?: ReactNode;
  children: ReactNode;
}

/**
 * Every list screen's four states in one place: loading (a labelled spinner), failed (announced,
 * with a retry), empty (the screen's own sentence) or the content.
 */
export function QueryState({ isLoading, error, onRetry, label, errorMessage, isEmpty = false, empty, children }: QueryStateProps) {
  if (isLoading) return <Spinner label={label ?? uiContent.loading} />;
  if (error) return <QueryError onRetry={onRetry} message={errorMessage} />;
  if (isEmpty) return <>{empty ?? <EmptyState title="Nothing here yet" />}</>;
  return <>{children}</>;
}

/** The failure notice alone, for a screen that lays out its own states. */
export function QueryError({ onRetry, message = uiContent.loadError }: { onRetry?: () => void; message?: string }) {
  return (
    <StyledError role="alert">
      <p>{message}</p>
      {onRetry && (
        <Button $variant="outline" $size="sm" onClick={onRetry}>
          {uiContent.retry}
        </Button>
      )}
    </StyledError>
  );
}

const StyledError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  p {
    margin: 0;
  }
`;
