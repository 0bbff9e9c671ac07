import styled from 'styled-components';
import { FIRM, type Membership } from '../../../content/firm';
import { theme } from '../../../styles/theme';

/**
 * The professional bodies the firm belongs to, each a badge with its membership number (from the
 * server's settings: FIRM_SAIPA_NUMBER, FIRM_SAIT_NUMBER). Nothing is shown when none is set.
 */
export function MembershipBadges({ label, items = FIRM.memberships }: { label: string; items?: readonly Membership[] }) {
  if (items.length === 0) return null;
  return (
    <StyledBadges aria-label={label}>
      {items.map((m) => (
        <li key={m.abbreviation} data-testid={`membership-${m.abbreviation}`}>
          <StyledSeal aria-hidden="true">{m.abbreviation}</StyledSeal>
          <span>
            <strong>
              <abbr title={m.name}>{m.abbreviation}</abbr> member
            </strong>
            <StyledName>{m.name}</StyledName>
            <StyledNumber>Membership no. {m.number}</StyledNumber>
          </span>
        </li>
      ))}
    </StyledBadges>
  );
}

const StyledBadges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    min-width: 0;
    max-width: 22rem;
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.white};
  }
  li > span {
    display: grid;
    min-width: 0;
  }
  abbr {
    text-decoration: none;
  }
`;

const StyledSeal = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: 50%;
  border: 3px solid ${theme.colors.accent};
  background: ${theme.colors.brand};
  color: ${theme.colors.white};
  font-size: ${theme.fontSizes.xs};
  font-weight: 800;
  letter-spacing: 0.04em;
`;

const StyledName = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const StyledNumber = styled.span`
  font-size: ${theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;
