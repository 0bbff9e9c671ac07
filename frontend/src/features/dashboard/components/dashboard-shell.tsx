import { Dialog as RadixDialog } from 'radix-ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { LogoMark } from '../../../components/ui/logo-mark';
import { StyledLogoText, StyledMain, StyledRoot, StyledSkip, StyledUser, StyledUserName } from '../../../components/ui/app-shell';
import { IconButton } from '../../../components/ui/button';
import { MenuIcon } from '../../../components/ui/icons';
import { shellContent } from '../../../content/dashboard';
import { staffConsoleLinkLabel } from '../../../content/staff';
import { type CurrentUser } from '../../../stores/session-store';
import { useLogout } from '../../../lib/use-logout';
import { useBusinessAccess } from '../../../lib/api/businesses';
import { canOpen, SCREEN_NEEDS } from '../../../lib/business-access';
import { userDisplayName, userInitials } from '../lib/user-display';

/** The messages item links to a section (list, conversations), so it stays current inside it. */
const MESSAGES_PATH = '/dashboard/messages';

interface DashboardShellProps {
  user: CurrentUser;
  children: ReactNode;
  /** Counts shown after a navigation item, by its path (composed in app/, e.g. unread messages). */
  navBadges?: Partial<Record<string, ReactNode>>;
  /** The current business's name, or the switcher between the person's businesses (composed in app/). */
  business?: ReactNode;
}

/**
 * Header (logo, user, logout), the eight-item side navigation and the page. On small screens the
 * navigation is a slide-out panel (a modal dialog: focus is trapped inside and returns to the menu
 * button when it closes).
 */
export function DashboardShell({ user, children, navBadges, business }: DashboardShellProps) {
  const logout = useLogout();
  const access = useBusinessAccess();
  // Only what the role may read (none while the role is being asked, so nothing flashes and goes);
  // staff and a person in no business see every item, as before businesses.
  const items = shellContent.nav.filter(
    (item) =>
      !SCREEN_NEEDS[item.to] || access.status === 'none' || (access.status === 'member' && canOpen(access.business.grants, item.to)),
  );
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(location.pathname);

  // After in-app navigation, move focus to the new page so screen readers start reading it.
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = location.pathname;
    mainRef.current?.focus();
  }, [location.pathname]);

  const nav = (
    <StyledNavList>
      {items.map((item) => (
        <li key={item.to}>
          <StyledNavLink to={item.to} end={item.to !== MESSAGES_PATH} onClick={() => setMenuOpen(false)}>
            {item.label}
            {navBadges?.[item.to]}
          </StyledNavLink>
        </li>
      ))}
      {(user.role !== 'client' || user.isStaff) && (
        <li>
          <StyledNavLink to="/staff" onClick={() => setMenuOpen(false)}>
            {staffConsoleLinkLabel}
          </StyledNavLink>
        </li>
      )}
    </StyledNavList>
  );

  return (
    <StyledRoot>
      <StyledSkip href="#dashboard-main">{shellContent.skipToContent}</StyledSkip>
      <StyledHeader>
        <RadixDialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <RadixDialog.Trigger asChild>
            <StyledMenuButton aria-label={shellContent.openMenu}>
              <MenuIcon />
            </StyledMenuButton>
          </RadixDialog.Trigger>
          <RadixDialog.Portal>
            <StyledDrawerOverlay />
            <StyledDrawer aria-describedby={undefined}>
              <StyledDrawerHeader>
                <RadixDialog.Title asChild>
                  <StyledDrawerTitle>{shellContent.brand}</StyledDrawerTitle>
                </RadixDialog.Title>
                <RadixDialog.Close asChild>
                  <IconButton aria-label={shellContent.closeMenu}>
                    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                      <path d="M6 6l12 12M18 6L6 18" />
                    </svg>
                  </IconButton>
                </RadixDialog.Close>
              </StyledDrawerHeader>
              <nav aria-label={shellContent.navLabel}>{nav}</nav>
              <StyledDrawerLogout type="button" onClick={() => void logout()}>
                {shellContent.logout}
              </StyledDrawerLogout>
            </StyledDrawer>
          </RadixDialog.Portal>
        </RadixDialog.Root>

        <StyledLogo to="/">
          <LogoMark size={36} />
          <StyledLogoText>{shellContent.brand}</StyledLogoText>
          <span className="visually-hidden">{shellContent.logoLabel}</span>
        </StyledLogo>

        {business ? <StyledBusinessSlot>{business}</StyledBusinessSlot> : null}

        <StyledUser>
          <StyledUserName data-testid="shell-user-name">{userDisplayName(user)}</StyledUserName>
          <StyledAvatar aria-hidden="true" data-testid="shell-avatar">
            {userInitials(user)}
          </StyledAvatar>
          <StyledLogout type="button" onClick={() => void logout()}>
            {shellContent.logout}
          </StyledLogout>
        </StyledUser>
      </StyledHeader>

      <StyledBody>
        <StyledSidebar aria-label={shellContent.navLabel}>{nav}</StyledSidebar>
        <StyledMain id="dashboard-main" ref={mainRef} tabIndex={-1}>
          {children}
        </StyledMain>
      </StyledBody>
    </StyledRoot>
  );
}

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  padding: 10px ${({ theme }) => theme.space.md};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    flex-wrap: nowrap;
    height: ${({ theme }) => theme.layout.headerHeight};
    padding-top: 0;
    padding-bottom: 0;
  }
  background: ${({ theme }) => theme.colors.white};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/** Beside the logo from lg up; below it, a row of its own under the logo and the user. */
const StyledBusinessSlot = styled.div`
  order: 10;
  flex: 1 0 100%;
  min-width: 0;
  padding-bottom: ${({ theme }) => theme.space.xs};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    order: 0;
    flex: 0 1 auto;
    padding: 0 0 0 ${({ theme }) => theme.space.lg};
  }
`;

const StyledMenuButton = styled(IconButton)`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: none;
  }
`;

const StyledLogo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 700;
`;

const StyledAvatar = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brandLight};
  color: ${({ theme }) => theme.colors.brandDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

const StyledLogout = styled.button`
  display: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.white};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: inline-flex;
    align-items: center;
  }
`;

const StyledBody = styled.div`
  display: flex;
  max-width: ${({ theme }) => theme.breakpoints.xl};
  margin: 0 auto;
`;

const StyledSidebar = styled.nav`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: block;
    flex: none;
    width: 15rem;
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
    position: sticky;
    top: ${({ theme }) => theme.layout.headerHeight};
    align-self: flex-start;
  }
`;

const StyledNavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const StyledNavLink = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 500;
  &:hover {
    background: ${({ theme }) => theme.colors.brandLight};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.white};
    font-weight: 600;
  }
`;

const StyledDrawerOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(10, 42, 43, 0.55);
  z-index: ${({ theme }) => theme.zIndex.overlay};
`;

const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: translateX(0); }`;

const StyledDrawer = styled(RadixDialog.Content)`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  width: min(18rem, 85vw);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow-y: auto;
  animation: ${slideIn} 180ms ease-out;
  &:focus {
    outline: none;
  }
`;

const StyledDrawerHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const StyledDrawerTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0;
`;

const StyledDrawerLogout = styled.button`
  margin-top: auto;
  min-height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  font-weight: 600;
  cursor: pointer;
`;
