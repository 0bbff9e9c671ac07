import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { statusContent } from '../../../content/dashboard';
import { useSessionStore } from '../../../stores/session-store';
import { DashboardShell } from './dashboard-shell';
import { VerifyEmailBanner } from './verify-email-banner';

/** Protected routes: a spinner while the session loads, /auth without a user, else the shell and page. */
export function DashboardLayout({ navBadges, business }: { navBadges?: Partial<Record<string, ReactNode>>; business?: ReactNode }) {
  const user = useSessionStore((s) => s.user);
  const status = useSessionStore((s) => s.status);
  const location = useLocation();

  if (status === 'loading') return <Spinner fullPage />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;

  return (
    <DashboardShell user={user} navBadges={navBadges} business={business}>
      <VerifyEmailBanner user={user} />
      <Suspense fallback={<Spinner label={statusContent.loadingPage} />}>
        <Outlet />
      </Suspense>
    </DashboardShell>
  );
}
