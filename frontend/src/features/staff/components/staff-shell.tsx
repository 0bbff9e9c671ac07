import { useEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LogoMark } from '../../../components/ui/logo-mark';
import { StyledLogoText, StyledMain, StyledRoot, StyledSkip, StyledUser, StyledUserName } from '../../../components/ui/app-shell';
import { CountBadge } from '../../../components/ui/badge';
import { FIRM } from '../../../content/firm';
import { staffShellContent as t, teamContent } from '../../../content/staff';
import { type CurrentUser } from '../../../stores/session-store';
import { useLogout } from '../../../lib/use-logout';
import { useNotifications } from '../api/get-notifications';
import type { StaffRole } from '../../../lib/staff-access';

/** Counts other features show beside a menu item (the Messages unread count), keyed by the item's path; app/ gives them. */
export type StaffNavBadges = Partial<Record<string, ReactNode>>;

interface StaffShellProps {
  user: CurrentUser;
  role: StaffRole;
  navBadges?: StaffNavBadges;
  children: ReactNode;
}

function displayName(user: CurrentUser): string {
  return [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ') || user.username;
}

/**
 * Header (logo, who is signed in, logout) and the staff navigation: a sidebar on a desktop, a
 * row that scrolls sideways on a phone (no menu to open, every screen one tap away). The Team
 * link shows only for admins, the only role the API lets in there.
 */
export function StaffShell({ user, role, navBadges = {}, children }: StaffShellProps) {
  const logout = useLogout();
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(location.pathname);
  // The unread count in the navigation is polled, so new uploads and enquiries show up while working.
  const notifications = useNotifications({ unread: true, limit: 1 }, { refreshInterval: 60_000 });
  const unread = notifications.data?.unreadCount ?? 0;

  // After in-app navigation, move focus to the new page so screen readers start reading it.
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = location.pathname;
    mainRef.current?.focus();
  }, [location.pathname]);

  const items = t.nav.filter((item) => !item.adminOnly || role === 'admin');

  return (
    <StyledRoot>
      <StyledSkip href="#staff-main">{t.skipToContent}</StyledSkip>
      <StyledHeader>
        <StyledLogo to="/">
          <LogoMark size={36} onDark />
          <StyledLogoText>{FIRM.name}</StyledLogoText>
          <span className="visually-hidden">{t.logoLabel}</span>
        </StyledLogo>
        <StyledUser>
          <StyledUserText>
            <StyledUserName data-testid="staff-user-name">{displayName(user)}</StyledUserName>
            <StyledRole>{teamContent.roles[role]}</StyledRole>
          </StyledUserText>
          <StyledLogout type="button" onClick={() => void logout()}>
            {t.logout}
          </StyledLogout>
        </StyledUser>
      </StyledHeader>

      <StyledBody>
        <StyledNav aria-label={t.navLabel}>
          <StyledNavList>
            {items.map((item) => (
              <li key={item.to}>
                <StyledNavLink to={item.to} end={item.to === '/staff' || item.to === '/staff/work'}>
                  {item.label}
                  {item.to === '/staff/notifications' && unread > 0 && (
                    <>
                      <CountBadge aria-hidden="true">{unread}</CountBadge>
                      <span className="visually-hidden">({t.unreadBadge(unread)})</span>
                    </>
                  )}
                  {navBadges[item.to]}
                </StyledNavLink>
              </li>
            ))}
          </StyledNavList>
        </StyledNav>
        <StyledMain id="staff-main" ref={mainRef} tabIndex={-1}>
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
  gap: ${({ theme }) => theme.space.sm};
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.brandDark};
  color: ${({ theme }) => theme.colors.white};
`;

const StyledLogo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.white};
  font-weight: 700;
`;

const StyledUserText = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  min-width: 0;
  line-height: 1.2;
`;

const StyledRole = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledLogout = styled.button`
  flex: none;
  border: 1px solid ${({ theme }) => theme.colors.white};
  background: transparent;
  color: ${({ theme }) => theme.colors.white};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.brand};
  }
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  max-width: ${({ theme }) => theme.breakpoints.xl};
  margin: 0 auto;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    flex-direction: row;
  }
`;

const StyledNav = styled.nav`
  /* The containing block of the links' visually hidden labels, so the scrolling row clips them
     instead of the page growing to where they sit (the staff console was 560 px wide on a phone). */
  position: relative;
  background: ${({ theme }) => theme.colors.white};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  /* Contains the visually-hidden count labels, which are absolutely placed: unpositioned, they
     escaped this scroller and widened the phone's page whenever a count showed. */
  position: relative;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    flex: none;
    width: 15rem;
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
    background: transparent;
    border-bottom: 0;
    position: sticky;
    top: ${({ theme }) => theme.layout.headerHeight};
    align-self: flex-start;
  }
`;

const StyledNavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    flex-direction: column;
    padding: 0;
  }
`;

const StyledNavLink = styled(NavLink)`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 500;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.brandLight};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.white};
    font-weight: 600;
  }
`;
