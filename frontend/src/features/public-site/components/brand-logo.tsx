import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FIRM } from '../../../content/firm';
import { theme } from '../../../styles/theme';

/** The firm's mark (a ledger with a tick) and name, linking home. */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <StyledLogo to="/" $inverted={inverted}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M9 10h14M9 16h8M9 22h6" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
        <path d="M19 21.5l2.5 2.5 4.5-5" stroke="#f59e0b" strokeWidth="2.4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{FIRM.name}</span>
    </StyledLogo>
  );
}

const StyledLogo = styled(Link)<{ $inverted: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  font-weight: 800;
  font-size: ${theme.fontSizes.md};
  @media (min-width: ${theme.breakpoints.sm}) {
    font-size: ${theme.fontSizes.lg};
  }
  line-height: 1.1;
  text-decoration: none;
  color: ${({ theme, $inverted }) => ($inverted ? theme.colors.white : theme.colors.brand)};
  svg {
    flex: none;
    color: ${({ theme, $inverted }) => ($inverted ? theme.colors.brandDark : theme.colors.brand)};
  }
`;
