import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { PageTitleSuffixContext } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { staffCommon, staffShellContent } from '../../../content/staff';
import { StaffTwoFactorGate } from '../../../components/account-security/staff-two-factor-gate';
import { useSessionStore } from '../../../stores/session-store';
import { staffRoleOf } from '../../../lib/staff-access';
import { StaffAccessDenied } from '../../../components/staff-access-denied';
import { StaffShell, type StaffNavBadges } from './staff-shell';

const STAFF_SWR_OPTIONS = { revalidateOnMount: true };

/**
 * The staff guard: a spinner while the session loads, /auth without a user, the "Staff access
 * only" page for a client (the API would answer 403 anyway), else the console and its page.
 */
export function StaffLayout({ navBadges }: { navBadges?: StaffNavBadges }) {
  const user = useSessionStore((s) => s.user);
  const status = useSessionStore((s) => s.status);
  const location = useLocation();

  if (status === 'loading') return <Spinner fullPage />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  const role = staffRoleOf(user);
  if (!role) return <StaffAccessDenied />;

  // Several people work the same queues: a screen asks the API again each time it opens (showing
  // what it had meanwhile), instead of the app-wide rule of never refetching a cached answer.
  return (
    <SWRConfig value={STAFF_SWR_OPTIONS}>
      <StaffTwoFactorGate>
        <PageTitleSuffixContext.Provider value={staffShellContent.brand}>
          <StaffShell user={user} role={role} navBadges={navBadges}>
            <Suspense fallback={<Spinner label={staffCommon.loading} />}>
              <Outlet />
            </Suspense>
          </StaffShell>
        </PageTitleSuffixContext.Provider>
      </StaffTwoFactorGate>
    </SWRConfig>
  );
}
