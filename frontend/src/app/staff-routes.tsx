import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import type { ScreenPath } from './route-paths';

/*
 * The staff console at /staff/* (served the SPA shell by the server). Every page is a lazy chunk:
 * neither the public pages nor the client dashboard load any of the staff code. The staff console's
 * own screens live in features/staff; the screens of a domain another feature owns live in that
 * feature's staff/ folder (features/documents/staff, features/billing/staff), and the pages that
 * show both (the overview, the client page) are put together in app/ (staff-*-page.tsx).
 */
const StaffLayout = lazy(() => import('../features/staff/components/staff-layout').then((m) => ({ default: m.StaffLayout })));
const OverviewPage = lazy(() => import('./staff-overview-page').then((m) => ({ default: m.StaffOverviewScreen })));
const EnquiriesPage = lazy(() => import('../features/staff/components/enquiries-page').then((m) => ({ default: m.EnquiriesPage })));
const ClientsPage = lazy(() => import('../features/staff/components/clients-page').then((m) => ({ default: m.ClientsPage })));
const ClientPage = lazy(() => import('./staff-client-page').then((m) => ({ default: m.StaffClientPage })));
const ReviewQueuePage = lazy(() =>
  import('../features/documents/staff/components/review-queue-page').then((m) => ({ default: m.ReviewQueuePage })),
);
const RequestsPage = lazy(() => import('../features/documents/staff/components/requests-page').then((m) => ({ default: m.RequestsPage })));
const NotificationsPage = lazy(() =>
  import('../features/staff/components/notifications-page').then((m) => ({ default: m.NotificationsPage })),
);
const TeamPage = lazy(() => import('../features/staff/components/team-page').then((m) => ({ default: m.TeamPage })));
const StaffBillingPage = lazy(() =>
  import('../features/billing/components/staff-billing-page').then((m) => ({ default: m.StaffBillingPage })),
);
const StaffInboxPage = lazy(() => import('../features/messages/components/staff-inbox-page').then((m) => ({ default: m.StaffInboxPage })));
const StaffConversationPage = lazy(() =>
  import('../features/messages/components/staff-conversation-page').then((m) => ({ default: m.StaffConversationPage })),
);
const StaffNotFound = lazy(() => import('../components/staff-access-denied').then((m) => ({ default: m.StaffNotFound })));
const StaffTaxCalendarPage = lazy(() =>
  import('../features/compliance/staff/components/staff-tax-calendar-page').then((m) => ({ default: m.StaffTaxCalendarPage })),
);
const StaffLettersPage = lazy(() =>
  import('../features/engagement/staff/staff-letters-page').then((m) => ({ default: m.StaffLettersPage })),
);
const OutboxPage = lazy(() => import('../features/staff/components/outbox-page').then((m) => ({ default: m.OutboxPage })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner fullPage />}>{children}</Suspense>;
}

type StaffScreenPath = Extract<ScreenPath, `/staff${string}`>;

/**
 * What each staff screen of the route table (SCREEN_PATHS in route-paths.ts) shows; `satisfies`
 * holds this map to the table, so neither can list a screen the other lacks.
 */
const STAFF_SCREENS = {
  '/staff': <OverviewPage />,
  '/staff/enquiries': <EnquiriesPage />,
  '/staff/clients': <ClientsPage />,
  '/staff/clients/:clientId': <ClientPage />,
  '/staff/documents': <ReviewQueuePage />,
  '/staff/requests': <RequestsPage />,
  '/staff/notifications': <NotificationsPage />,
  '/staff/team': <TeamPage />,
  '/staff/billing': <StaffBillingPage />,
  '/staff/messages': <StaffInboxPage />,
  '/staff/messages/:conversationId': <StaffConversationPage />,
  '/staff/outbox': <OutboxPage />,
  '/staff/compliance': <StaffTaxCalendarPage />,
  '/staff/engagement-letters': <StaffLettersPage />,
} satisfies Record<StaffScreenPath, ReactElement>;

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
    {Object.entries(STAFF_SCREENS).map(([path, element]) => (
      <Route key={path} path={path} element={element} />
    ))}
    <Route path="*" element={<StaffNotFound />} />
  </Route>,
];
