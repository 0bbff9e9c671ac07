import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LogoMark } from '../../../components/ui/logo-mark';
import { Spinner } from '../../../components/ui/spinner';
import { authContent } from '../../../content/auth';
import { FIRM } from '../../../content/firm';
import { useSessionStore } from '../../../stores/session-store';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type AuthTab = 'login' | 'register';

/**
 * Where to go after signing in: back to the protected page that sent the visitor here, else the
 * staff console for staff (an empty client dashboard is no use to them) and the dashboard for clients.
 */
function destination(state: unknown, isStaff: boolean): string {
  const from = (state as { from?: string } | null)?.from;
  const home = isStaff ? '/staff' : '/dashboard';
  if (typeof from !== 'string') return home;
  return from.startsWith('/dashboard') || from === '/checkout' || (isStaff && from.startsWith('/staff')) ? from : home;
}

const isStaffUser = (user: { role: string } | null) => user !== null && user.role !== 'client';

export function AuthPage() {
  const user = useSessionStore((s) => s.user);
  const status = useSessionStore((s) => s.status);
  const location = useLocation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<AuthTab>('login');

  useEffect(() => {
    document.title = `${authContent.pageTitle} | Client Portal`;
  }, []);

  if (status === 'loading') return <Spinner fullPage />;
  // Signed in already (or just now): the dashboard is the place to be.
  if (user) return <Navigate to={destination(location.state, isStaffUser(user))} replace />;

  // Read from the store at call time: the sign-in has just put the user there.
  const done = () => navigate(destination(location.state, isStaffUser(useSessionStore.getState().user)), { replace: true });

  return (
    <StyledPage>
      <StyledPanel>
        <StyledBrand aria-hidden="true">
          <LogoMark size={40} />
          <span>{FIRM.name}</span>
        </StyledBrand>
        <StyledBack to="/">← {authContent.backHome}</StyledBack>
        <StyledTitle>{authContent.heading}</StyledTitle>
        <StyledIntro>{authContent.intro}</StyledIntro>
        <Tabs.Root value={tab} onValueChange={(v) => setTab(v as AuthTab)}>
          <StyledList aria-label={authContent.heading}>
            <StyledTrigger value="login">{authContent.tabs.login}</StyledTrigger>
            <StyledTrigger value="register">{authContent.tabs.register}</StyledTrigger>
          </StyledList>
          <Tabs.Content value="login">
            <LoginForm onSuccess={done} />
          </Tabs.Content>
          <Tabs.Content value="register">
            <RegisterForm onSuccess={done} />
          </Tabs.Content>
        </Tabs.Root>
      </StyledPanel>
    </StyledPage>
  );
}

/** The mark and wordmark, as on every other screen (the back link below is the way home). */
const StyledBrand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledPage = styled.main`
  min-height: 100vh;
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  }
`;

const StyledPanel = styled.div`
  width: 100%;
  max-width: 40rem;
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  padding: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const StyledBack = styled(Link)`
  display: inline-block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledList = styled(Tabs.List)`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  margin-bottom: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledTrigger = styled(Tabs.Trigger)`
  min-height: 2.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.brand};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;
