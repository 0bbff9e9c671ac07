import type { ReactNode } from 'react';
import styled from 'styled-components';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}

/** What a list shows when it has nothing: a sentence saying so, and the next step if there is one. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <StyledEmpty>
      <StyledTitle>{title}</StyledTitle>
      {children ? <StyledText>{children}</StyledText> : null}
      {action}
    </StyledEmpty>
  );
}

const StyledEmpty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  text-align: center;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTitle = styled.p`
  font-weight: 600;
  margin: 0;
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;
