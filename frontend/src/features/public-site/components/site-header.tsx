import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/inline-icon';
import { CLIENT_LOGIN, GET_STARTED, HEADER_LINKS } from '../../../content/navigation';
import { useSessionStore } from '../../../stores/session-store';
import { media, theme } from '../../../styles/theme';
import { BrandLogo } from './brand-logo';
import { HEADER_SOLID_AFTER_PX, useScrolledPast } from './use-scroll';

const AccountMenu = lazy(() => import('./account-menu'));

/**
 * Sticky header: translucent at the top, solid with a shadow once scrolled past 10 px. The links
 * collapse behind a Menu button below the lg breakpoint.
 */
export function SiteHeader() {
  const user = useSessionStore((s) => s.user);
  const scrolled = useScrolledPast(HEADER_SOLID_AFTER_PX);
  const [open, setOpen] = useState(false);
  const menuId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <StyledHeader $solid={scrolled || open} data-scrolled={scrolled ? 'true' : 'false'}>
      <StyledBar>
        <BrandLogo />
        <StyledToggle type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((v) => !v)}>
          <Icon name={open ? 'close' : 'menu'} />
          <StyledToggleLabel>Menu</StyledToggleLabel>
        </StyledToggle>
        <StyledMenu
          id={menuId}
          $open={open}
          onClick={(e) => {
            // A followed link closes the menu.
            if (e.target instanceof Element && e.target.closest('a')) setOpen(false);
          }}
        >
          <nav aria-label="Main">
            <StyledLinks>
              {HEADER_LINKS.map((link) => (
                <li key={link.to}>
                  <StyledNavLink to={link.to} end>
                    {link.label}
                  </StyledNavLink>
                </li>
              ))}
            </StyledLinks>
          </nav>
          <StyledActions>
            {user ? (
              <Suspense fallback={null}>
                <AccountMenu />
              </Suspense>
            ) : (
              <>
                <ButtonLink to={CLIENT_LOGIN.to} $variant="outline">
                  {CLIENT_LOGIN.label}
                </ButtonLink>
                <ButtonLink to={GET_STARTED.to}>{GET_STARTED.label}</ButtonLink>
              </>
            )}
          </StyledActions>
        </StyledMenu>
      </StyledBar>
    </StyledHeader>
  );
}

const StyledHeader = styled.header<{ $solid: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndex.header};
  background: rgba(255, 255, 255, 0.88);
  border-bottom: 1px solid transparent;
  transition:
    background-color 150ms ease,
    box-shadow 150ms ease;
  ${({ $solid, theme }) =>
    $solid &&
    css`
      background: ${theme.colors.white};
      border-bottom-color: ${theme.colors.border};
      box-shadow: ${theme.shadows.md};
    `}
`;

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  max-width: ${theme.layout.maxWidth};
  min-height: ${theme.layout.headerHeight};
  margin: 0 auto;
  padding: ${theme.space.xs} ${theme.space.md};
  ${media.lg} {
    flex-wrap: nowrap;
    padding: 0 ${theme.space.lg};
  }
`;

const StyledToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 2.75rem;
  padding: ${theme.space.xs} ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.white};
  color: ${theme.colors.brand};
  font-weight: 600;
  cursor: pointer;
  ${media.lg} {
    display: none;
  }
`;

/** "Menu" stays the button's name; below the sm breakpoint only the icon shows, so logo and button share one row. */
const StyledToggleLabel = styled.span`
  @media not all and (min-width: ${theme.breakpoints.sm}) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const StyledMenu = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: ${theme.space.md};
  width: 100%;
  padding: ${theme.space.sm} 0 ${theme.space.md};
  ${media.lg} {
    display: flex;
    flex-direction: row;
    align-items: center;
    width: auto;
    padding: 0;
  }
`;

const StyledLinks = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.lg} {
    flex-direction: row;
    gap: ${theme.space.xxs};
  }
`;

const StyledNavLink = styled(NavLink)`
  display: block;
  padding: ${theme.space.xs} ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.text};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    background: ${theme.colors.brandLight};
  }
  &[aria-current='page'] {
    color: ${theme.colors.brand};
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
  ${media.lg} {
    padding: ${theme.space.xs};
    font-size: ${theme.fontSizes.sm};
  }
  ${media.xl} {
    padding: ${theme.space.xs} ${theme.space.sm};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  ${media.lg} {
    margin-left: ${theme.space.sm};
  }
`;
