import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { Spinner } from '../../components/ui/spinner';

/*
 * The staff console at /staff/* (served the SPA shell by the server). Every page is a lazy chunk:
 * neither the public pages nor the client dashboard load any of the staff code.
 */
const StaffLayout = lazy(() => import('./components/staff-layout').then((m) => ({ default: m.StaffLayout })));
const OverviewPage = lazy(() => import('./components/staff-overview-page').then((m) => ({ default: m.StaffOverviewPage })));
const EnquiriesPage = lazy(() => import('./components/enquiries-page').then((m) => ({ default: m.EnquiriesPage })));
const ClientsPage = lazy(() => import('./components/clients-page').then((m) => ({ default: m.ClientsPage })));
const ClientPage = lazy(() => import('./components/client-page').then((m) => ({ default: m.ClientPage })));
const ReviewQueuePage = lazy(() => import('./components/review-queue-page').then((m) => ({ default: m.ReviewQueuePage })));
const RequestsPage = lazy(() => import('./components/requests-page').then((m) => ({ default: m.RequestsPage })));
const NotificationsPage = lazy(() => import('./components/notifications-page').then((m) => ({ default: m.NotificationsPage })));
const TeamPage = lazy(() => import('./components/team-page').then((m) => ({ default: m.TeamPage })));
const StaffNotFound = lazy(() => import('./components/staff-access-denied').then((m) => ({ default: m.StaffNotFound })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner fullPage />}>{children}</Suspense>;
}

export const staffRoutes: ReactElement[] = [
  <Route
    key="staff"
    path="/staff"
    element={
      <Lazy>
        <StaffLayout />
      </Lazy>
    }
  >
    <Route index element={<OverviewPage />} />
    <Route path="enquiries" element={<EnquiriesPage />} />
    <Route path="clients" element={<ClientsPage />} />
    <Route path="clients/:clientId" element={<ClientPage />} />
    <Route path="documents" element={<ReviewQueuePage />} />
    <Route path="requests" element={<RequestsPage />} />
    <Route path="notifications" element={<NotificationsPage />} />
    <Route path="team" element={<TeamPage />} />
    <Route path="*" element={<StaffNotFound />} />
  </Route>,
];
