import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { RoleGate } from '../components/role-gate';
import { Spinner } from '../components/ui/spinner';
import { SCREEN_NEEDS } from '../lib/business-access';
import type { ScreenPath } from './route-paths';

/*
 * Client-only routes (/auth, /checkout, /dashboard/*), served the SPA shell by the server. Every
 * page is a lazy chunk, so the public pages' bundle carries none of the dashboard's code.
 */
const AuthPage = lazy(() => import('../features/auth/components/auth-page').then((m) => ({ default: m.AuthPage })));
const DashboardLayout = lazy(() =>
  import('../features/dashboard/components/dashboard-layout').then((m) => ({ default: m.DashboardLayout })),
);
const OverviewPage = lazy(() => import('../features/dashboard/components/overview-page').then((m) => ({ default: m.OverviewPage })));
const CheckoutPage = lazy(() => import('../features/dashboard/components/checkout-page').then((m) => ({ default: m.CheckoutPage })));
const DocumentsPage = lazy(() => import('../features/documents/components/documents-page').then((m) => ({ default: m.DocumentsPage })));
const UploadsPage = lazy(() => import('../features/documents/components/uploads-page').then((m) => ({ default: m.UploadsPage })));
const CompanyPage = lazy(() => import('../features/company/components/company-page').then((m) => ({ default: m.CompanyPage })));
const EmployeesPage = lazy(() => import('../features/employees/components/employees-page').then((m) => ({ default: m.EmployeesPage })));
const SubscriptionsPage = lazy(() =>
  import('../features/subscriptions/components/subscriptions-page').then((m) => ({ default: m.SubscriptionsPage })),
);
const PaymentsPage = lazy(() => import('../features/payments/components/payments-page').then((m) => ({ default: m.PaymentsPage })));
const ConfirmPackagePage = lazy(() =>
  import('../features/billing/components/confirm-package-page').then((m) => ({ default: m.ConfirmPackagePage })),
);
const CheckoutInvoicePage = lazy(() =>
  import('../features/billing/components/checkout-invoice-page').then((m) => ({ default: m.CheckoutInvoicePage })),
);
const SettingsPage = lazy(() => import('../features/settings/components/settings-page').then((m) => ({ default: m.SettingsPage })));
const ActivityPage = lazy(() => import('../features/account-security/components/activity-page').then((m) => ({ default: m.ActivityPage })));
const MessagesPage = lazy(() => import('../features/messages/components/messages-page').then((m) => ({ default: m.MessagesPage })));
const NewConversationPage = lazy(() =>
  import('../features/messages/components/new-conversation-page').then((m) => ({ default: m.NewConversationPage })),
);
const ConversationPage = lazy(() =>
  import('../features/messages/components/conversation-page').then((m) => ({ default: m.ConversationPage })),
);

const TaxCalendarPage = lazy(() =>
  import('../features/compliance/components/tax-calendar-page').then((m) => ({ default: m.TaxCalendarPage })),
);
const EngagementLettersPage = lazy(() =>
  import('../features/engagement/components/engagement-letters-page').then((m) => ({ default: m.EngagementLettersPage })),
);
const LetterPage = lazy(() => import('../features/engagement/components/letter-page').then((m) => ({ default: m.LetterPage })));
const PeoplePage = lazy(() => import('../features/businesses/components/people-page').then((m) => ({ default: m.PeoplePage })));
const InvitationPage = lazy(() => import('../features/businesses/components/invitation-page').then((m) => ({ default: m.InvitationPage })));
const BusinessSwitcher = lazy(() =>
  import('../features/businesses/components/business-switcher').then((m) => ({ default: m.BusinessSwitcher })),
);
const LeaveBusinessCard = lazy(() =>
  import('../features/businesses/components/leave-business-card').then((m) => ({ default: m.LeaveBusinessCard })),
);

const UnreadMessagesBadge = lazy(() =>
  import('../features/messages/components/unread-badge').then((m) => ({ default: m.UnreadMessagesBadge })),
);
const UnreadMessagesNotice = lazy(() =>
  import('../features/messages/components/unread-badge').then((m) => ({ default: m.UnreadMessagesNotice })),
);

/** Pieces of the messages feature shown inside others' pages; nothing while their chunk loads. */
const messagesBadge = (
  <Suspense fallback={null}>
    <UnreadMessagesBadge />
  </Suspense>
);
const messagesNotice = (
  <Suspense fallback={null}>
    <UnreadMessagesNotice />
  </Suspense>
);
const ClientWorkCard = lazy(() => import('../features/work/components/client-work-card').then((m) => ({ default: m.ClientWorkCard })));
/** The work feature's "What we're working on" card on the overview; nothing while its chunk loads. */
const workCard = (
  <Suspense fallback={null}>
    <ClientWorkCard />
  </Suspense>
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/components/account-link-pages').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/components/account-link-pages').then((m) => ({ default: m.ResetPasswordPage })),
);
const VerifyEmailPage = lazy(() => import('../features/auth/components/account-link-pages').then((m) => ({ default: m.VerifyEmailPage })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner fullPage />}>{children}</Suspense>;
}

/** The business's name (or the switcher) in the dashboard's header; nothing while its chunk loads. */
const businessSwitcher = (
  <Suspense fallback={null}>
    <BusinessSwitcher />
  </Suspense>
);
const leaveBusiness = (
  <Suspense fallback={null}>
    <LeaveBusinessCard />
  </Suspense>
);

const layout = (
  <Lazy>
    <DashboardLayout navBadges={{ '/dashboard/messages': messagesBadge }} business={businessSwitcher} />
  </Lazy>
);

type ClientScreenPath = Exclude<ScreenPath, `/staff${string}`>;

/**
 * What each client-side screen of the route table (SCREEN_PATHS in route-paths.ts) shows, and
 * whether it sits in the signed-in layout. `satisfies` holds this to the table: a screen the table
 * lists but this map lacks, or a path the table does not list, fails the type check.
 */
const CLIENT_SCREENS = {
  '/auth': { element: <AuthPage />, inLayout: false },
  '/auth/forgot': { element: <ForgotPasswordPage />, inLayout: false },
  '/auth/reset': { element: <ResetPasswordPage />, inLayout: false },
  '/auth/verify-email': { element: <VerifyEmailPage />, inLayout: false },
  '/checkout': { element: <CheckoutPage />, inLayout: true },
  '/checkout/package/:serviceId': { element: <ConfirmPackagePage />, inLayout: true },
  '/checkout/:invoiceId': { element: <CheckoutInvoicePage />, inLayout: true },
  '/dashboard': { element: <OverviewPage notice={messagesNotice} work={workCard} />, inLayout: true },
  '/dashboard/documents': { element: <DocumentsPage />, inLayout: true },
  '/dashboard/uploads': { element: <UploadsPage />, inLayout: true },
  '/dashboard/company': { element: <CompanyPage />, inLayout: true },
  '/dashboard/employees': { element: <EmployeesPage />, inLayout: true },
  '/dashboard/subscriptions': { element: <SubscriptionsPage />, inLayout: true },
  '/dashboard/payments': { element: <PaymentsPage />, inLayout: true },
  '/dashboard/settings': { element: <SettingsPage extra={leaveBusiness} />, inLayout: true },
  '/dashboard/activity': { element: <ActivityPage />, inLayout: true },
  '/dashboard/people': { element: <PeoplePage />, inLayout: true },
  '/dashboard/tax-calendar': { element: <TaxCalendarPage />, inLayout: true },
  '/dashboard/engagement': { element: <EngagementLettersPage />, inLayout: true },
  '/dashboard/engagement/:letterId': { element: <LetterPage />, inLayout: true },
  '/invitations/accept': { element: <InvitationPage />, inLayout: false },
  '/dashboard/messages': { element: <MessagesPage />, inLayout: true },
  '/dashboard/messages/new': { element: <NewConversationPage />, inLayout: true },
  '/dashboard/messages/:conversationId': { element: <ConversationPage />, inLayout: true },
} satisfies Record<ClientScreenPath, { element: ReactElement; inLayout: boolean }>;

const clientScreens = Object.entries(CLIENT_SCREENS);

/** The client-side screens: the auth pages on their own, the dashboard and checkout in one layout. */
export const appRoutes: ReactElement[] = [
  ...clientScreens
    .filter(([, screen]) => !screen.inLayout)
    .map(([path, screen]) => <Route key={path} path={path} element={<Lazy>{screen.element}</Lazy>} />),
  <Route key="signed-in" element={layout}>
    {clientScreens
      .filter(([, screen]) => screen.inLayout)
      .map(([path, screen]) => (
        // A screen the role may not use says so instead of failing (lib/business-access.ts).
        <Route key={path} path={path} element={<RoleGate need={SCREEN_NEEDS[path]}>{screen.element}</RoleGate>} />
      ))}
  </Route>,
];
