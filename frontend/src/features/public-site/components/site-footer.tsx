import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../../../components/ui/site-sections';
import { Icon } from '../../../components/ui/inline-icon';
import { FIRM, firmAddressLine, mailto } from '../../../content/firm';
import { CLIENT_LOGIN, FOOTER_GROUPS, FOOTER_TEXT } from '../../../content/navigation';
import { media, theme } from '../../../styles/theme';
import { BrandLogo } from './brand-logo';

export function SiteFooter() {
  return (
    <StyledFooter>
      <Container>
        <StyledGrid>
          <div>
            <BrandLogo inverted />
            <StyledAbout>{FOOTER_TEXT.about}</StyledAbout>
            <StyledLogin to={CLIENT_LOGIN.to}>{CLIENT_LOGIN.label}</StyledLogin>
          </div>
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.title} aria-label={`Footer: ${group.title}`}>
              <FooterSection title={group.title}>
                <StyledList>
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ))}
                </StyledList>
              </FooterSection>
            </nav>
          ))}
          <div>
            <FooterSection title={FOOTER_TEXT.contactTitle}>
              <StyledList as="address">
                <StyledContactLine>
                  <Icon name="phone" size="1em" />
                  <a href={FIRM.phoneHref}>{FIRM.phone}</a>
                </StyledContactLine>
                <StyledContactLine>
                  <Icon name="mail" size="1em" />
                  <a href={mailto()}>{FIRM.email}</a>
                </StyledContactLine>
                <StyledContactLine>
                  <Icon name="whatsapp" size="1em" />
                  <a href={FIRM.whatsappUrl} target="_blank" rel="noopener noreferrer">
                    WhatsApp {FIRM.whatsappNumber}
                  </a>
                </StyledContactLine>
                <StyledContactLine>
                  <Icon name="map-pin" size="1em" />
                  <span>{firmAddressLine()}</span>
                </StyledContactLine>
              </StyledList>
              <StyledGroupTitle>{FOOTER_TEXT.hoursTitle}</StyledGroupTitle>
              <StyledHours>
                {FIRM.hours.weekdays}
                <br />
                {FIRM.hours.sunday}
              </StyledHours>
            </FooterSection>
          </div>
        </StyledGrid>
        <StyledBottom>
          <p suppressHydrationWarning>{FOOTER_TEXT.copyright(new Date().getFullYear(), FIRM.legalName)}</p>
          <p>{FOOTER_TEXT.registration}</p>
        </StyledBottom>
      </Container>
    </StyledFooter>
  );
}

/**
 * A footer section: on a phone a <details> closed by default (the footer was ~1,750 px long at
 * 375 px), its summary the section's name; from 768 px the sections are always open and the
 * summary gives way to a plain heading. The markup is the same everywhere and needs no script
 * (docs/mobile-and-overview.md). A browser without ::details-content keeps the collapsible
 * sections on a desktop too, which is still usable.
 */
function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <StyledDesktopTitle>{title}</StyledDesktopTitle>
      <StyledDetails>
        <summary>
          <StyledGroupTitle as="span">{title}</StyledGroupTitle>
        </summary>
        {children}
      </StyledDetails>
    </>
  );
}

const StyledFooter = styled.footer`
  padding: ${theme.space.xxl} 0 ${theme.space.xl};
  background: ${theme.colors.brandDark};
  color: ${theme.colors.white};
  a {
    color: ${theme.colors.white};
  }
`;

const StyledGrid = styled.div`
  display: grid;
  /* On a phone the collapsed sections sit close, like one list. */
  gap: ${theme.space.xs};
  grid-template-columns: 1fr;
  > div:first-child {
    margin-bottom: ${theme.space.md};
  }
  ${media.md} {
    gap: ${theme.space.xl};
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > div:first-child {
      margin-bottom: 0;
    }
  }
  ${media.lg} {
    grid-template-columns: 1.4fr 1fr 0.8fr 0.9fr 1.4fr;
  }
`;

const StyledAbout = styled.p`
  margin-top: ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
`;

const StyledLogin = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${theme.space.md};
  border: 1px solid currentColor;
  border-radius: ${theme.radii.md};
  color: ${theme.colors.white};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${theme.colors.brand};
  }
`;

const StyledGroupTitle = styled.h2`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.md};
`;

const desktopOpen = `${media.md} { @supports selector(::details-content) {`;

const StyledDesktopTitle = styled(StyledGroupTitle)`
  display: none;
  ${desktopOpen}
    display: block;
  } }
`;

const StyledDetails = styled.details`
  border-bottom: 1px solid rgba(255, 255, 255, 0.2);
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 2.75rem;
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
    > span {
      margin: 0;
    }
    &::after {
      content: '+' / '';
      font-size: ${theme.fontSizes.lg};
      line-height: 1;
    }
  }
  &[open] summary::after {
    content: '−' / '';
  }
  ${desktopOpen}
    border-bottom: 0;
    summary {
      display: none;
    }
    &::details-content {
      content-visibility: visible;
      display: block;
    }
  } }
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;
  font-style: normal;
  font-size: ${theme.fontSizes.sm};
  a {
    display: inline-block;
    padding: ${theme.space.xxs} 0;
  }
`;

const StyledContactLine = styled.span`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  svg {
    flex: none;
  }
`;

const StyledHours = styled.p`
  font-size: ${theme.fontSizes.sm};
`;

const StyledBottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.xl};
  padding-top: ${theme.space.lg};
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  font-size: ${theme.fontSizes.sm};
  p {
    margin: 0;
  }
`;
