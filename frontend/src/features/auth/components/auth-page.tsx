import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AuthShell } from '../../../components/auth-shell';
import { Spinner } from '../../../components/ui/spinner';
import { authContent } from '../../../content/auth';
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
  // An invitation link sends a person with a login here to sign in, then back to accept it.
  const allowed = from.startsWith('/dashboard') || from === '/checkout' || from.startsWith('/invitations/accept?');
  return allowed || (isStaff && from.startsWith('/staff')) ? from : home;
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
    <AuthShell back={{ to: '/', label: authContent.backHome }} title={authContent.heading} intro={authContent.intro}>
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
    </AuthShell>
  );
}

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
