import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LogoMark } from '../../../components/ui/logo-mark';
import { FIRM } from '../../../content/firm';
import { theme } from '../../../styles/theme';

/** The firm's mark (components/ui/logo-mark) and name as the wordmark, linking home. */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <StyledLogo to="/" $inverted={inverted}>
      <LogoMark onDark={inverted} />
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
`;
