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
const MyWorkPage = lazy(() => import('../features/work/components/my-work-page').then((m) => ({ default: m.MyWorkPage })));
const BoardPage = lazy(() => import('../features/work/components/board-page').then((m) => ({ default: m.BoardPage })));
const JobPage = lazy(() => import('../features/work/components/job-page').then((m) => ({ default: m.JobPage })));
const WorkloadPage = lazy(() => import('../features/work/components/workload-page').then((m) => ({ default: m.WorkloadPage })));
const TemplatesPage = lazy(() => import('../features/work/components/templates-page').then((m) => ({ default: m.TemplatesPage })));
const OutboxPage = lazy(() => import('../features/staff/components/outbox-page').then((m) => ({ default: m.OutboxPage })));

const StaffUnreadMessagesBadge = lazy(() =>
  import('../features/messages/components/unread-badge').then((m) => ({ default: m.StaffUnreadMessagesBadge })),
);

/** The messages feature's count on the staff menu's Messages item; nothing while its chunk loads. */
const navBadges = {
  '/staff/messages': (
    <Suspense fallback={null}>
      <StaffUnreadMessagesBadge />
    </Suspense>
  ),
};

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
  '/staff/work': <MyWorkPage />,
  '/staff/work/board': <BoardPage />,
  '/staff/work/jobs/:jobId': <JobPage />,
  '/staff/work/workload': <WorkloadPage />,
  '/staff/work/templates': <TemplatesPage />,
} satisfies Record<StaffScreenPath, ReactElement>;

export const staffRoutes: ReactElement[] = [
  <Route
    key="staff"
    path="/staff"
    element={
      <Lazy>
        <StaffLayout navBadges={navBadges} />
      </Lazy>
    }
  >
    {Object.entries(STAFF_SCREENS).map(([path, element]) => (
      <Route key={path} path={path} element={element} />
    ))}
    <Route path="*" element={<StaffNotFound />} />
  </Route>,
];
