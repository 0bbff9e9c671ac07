import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner } from '../../../components/ui/spinner';
import { authContent } from '../../../content/auth';
import { useSessionStore } from '../../../stores/session-store';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type AuthTab = 'login' | 'register';

/** Where to go after signing in: back to the protected page that sent the visitor here, else the dashboard. */
function destination(state: unknown): string {
  const from = (state as { from?: string } | null)?.from;
  return typeof from === 'string' && (from.startsWith('/dashboard') || from === '/checkout') ? from : '/dashboard';
}

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
  if (user) return <Navigate to={destination(location.state)} replace />;

  const done = () => navigate(destination(location.state), { replace: true });

  return (
    <StyledPage>
      <StyledPanel>
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
