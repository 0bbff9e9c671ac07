import { createContext, useContext, useEffect, type ReactNode } from 'react';
import styled from 'styled-components';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

/**
 * What the browser tab's title ends with: the client portal by default; the staff console's
 * layout provides its own, so a staff tab never reads "| Client Portal".
 */
export const PageTitleSuffixContext = createContext('Client Portal');

/** The page's h1, subtitle and main actions; also names the browser tab after the page. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  const suffix = useContext(PageTitleSuffixContext);
  useEffect(() => {
    document.title = `${title} | ${suffix}`;
  }, [title, suffix]);
  return (
    <StyledHeader>
      <div>
        <StyledTitle>{title}</StyledTitle>
        {subtitle ? <StyledSubtitle>{subtitle}</StyledSubtitle> : null}
      </div>
      {actions ? <StyledActions>{actions}</StyledActions> : null}
    </StyledHeader>
  );
}

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  margin: 0;
`;

const StyledSubtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: ${({ theme }) => theme.space.xxs} 0 0;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
