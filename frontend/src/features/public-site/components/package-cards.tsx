import { CATALOGUE_PACKAGES } from '@table-bay/shared';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { CheckList, SiteCard } from '../../../components/ui/site-sections';
import { Icon } from '../../../components/ui/inline-icon';
import { PACKAGE_CARD } from '../../../content/home';
import { formatMoney } from '../../../lib/format';
import { isStaffUser } from '../../../lib/staff-access';
import { useSessionStore } from '../../../stores/session-store';
import { media, theme } from '../../../styles/theme';

interface PackageCardsProps {
  /** Where each card's button leads. */
  enquireTo: string;
  /** Give each card its package type as id (the /services#{packageType} links of the dashboard). */
  withAnchors?: boolean;
}

/**
 * The enquiry link for one package: `?package=` names it, so the form it leads to starts with that
 * package chosen ("#contact" becomes "?package=standard#contact").
 */
export function enquiryLink(enquireTo: string, packageType: string): string {
  const [path, hash] = enquireTo.split('#');
  return `${path}?package=${encodeURIComponent(packageType)}${hash ? `#${hash}` : ''}`;
}

/**
 * The six monthly packages, read from the one catalogue source (docs/decisions/0004-one-package-catalogue.md); Standard is highlighted.
 * A visitor enquires; a signed-in client goes to the package's confirmation screen instead. The
 * prerendered page is the visitor's: the session arrives after hydration and swaps the buttons.
 */
export function PackageCards({ enquireTo, withAnchors = false }: PackageCardsProps) {
  const user = useSessionStore((s) => s.user);
  const buys = user !== null && !isStaffUser(user);
  return (
    <StyledGrid>
      {CATALOGUE_PACKAGES.map((pkg) => {
        const headingId = `package-${pkg.packageType}-title`;
        return (
          <li key={pkg.packageType} id={withAnchors ? pkg.packageType : undefined}>
            <SiteCard as="article" $highlight={pkg.isPrimary} aria-labelledby={headingId} data-package={pkg.packageType}>
              {pkg.isPrimary ? <StyledPopular>{PACKAGE_CARD.popular}</StyledPopular> : null}
              <h3 id={headingId}>{pkg.title}</h3>
              <StyledPrice>
                <strong>{formatMoney(pkg.price)}</strong>
                <span>{PACKAGE_CARD.perMonth}</span>
              </StyledPrice>
              <StyledVolume>{pkg.volume}</StyledVolume>
              <p>{pkg.description}</p>
              <StyledTiers>
                <li>
                  <Icon name="users" size="1em" />
                  {pkg.freePayrollEmployees ? PACKAGE_CARD.payrollTool(pkg.freePayrollEmployees) : PACKAGE_CARD.noPayrollTool}
                </li>
                <li>
                  <Icon name="cloud" size="1em" />
                  {PACKAGE_CARD.softwareTier(pkg.accountingSoftwareTier)}
                </li>
              </StyledTiers>
              <StyledFeatures aria-label={`${PACKAGE_CARD.includes}: ${pkg.title}`}>
                {pkg.features.map((feature) => (
                  <li key={feature}>
                    <Icon name="check" size="1em" />
                    <span>{feature}</span>
                  </li>
                ))}
              </StyledFeatures>
              <StyledCta>
                <ButtonLink
                  to={buys ? `/checkout/package/${pkg.packageType}` : enquiryLink(enquireTo, pkg.packageType)}
                  $variant={pkg.isPrimary ? 'primary' : 'outline'}
                  $block
                  aria-label={`${buys ? PACKAGE_CARD.ctaSignedIn : PACKAGE_CARD.cta}: ${pkg.title}`}
                >
                  {buys ? PACKAGE_CARD.ctaSignedIn : PACKAGE_CARD.cta}
                </ButtonLink>
              </StyledCta>
            </SiteCard>
          </li>
        );
      })}
    </StyledGrid>
  );
}

const StyledGrid = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  > li {
    scroll-margin-top: 5rem;
  }
`;

const StyledPopular = styled.p`
  position: absolute;
  top: 0;
  right: ${theme.space.lg};
  transform: translateY(-50%);
  margin: 0;
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.white};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

const StyledPrice = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${theme.space.xxs};
  margin: 0 0 ${theme.space.xxs};
  strong {
    font-size: ${theme.fontSizes.xxl};
    color: ${theme.colors.brand};
  }
  span {
    color: ${theme.colors.textMuted};
  }
`;

const StyledVolume = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.accent};
`;

const StyledTiers = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.sm};
  list-style: none;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.brandLight};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  li {
    display: flex;
    gap: ${theme.space.xs};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.25em;
  }
`;

const StyledFeatures = styled(CheckList)`
  flex: 1;
  margin-bottom: ${theme.space.lg};
  font-size: ${theme.fontSizes.sm};
`;

const StyledCta = styled.div`
  margin-top: auto;
`;
