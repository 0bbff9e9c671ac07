import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';

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

const layout = (
  <Lazy>
    <DashboardLayout navBadges={{ '/dashboard/messages': messagesBadge }} />
  </Lazy>
);

export const appRoutes: ReactElement[] = [
  <Route
    key="auth"
    path="/auth"
    element={
      <Lazy>
        <AuthPage />
      </Lazy>
    }
  />,
  <Route key="checkout" element={layout}>
    <Route path="/checkout" element={<CheckoutPage />} />
    <Route path="/checkout/package/:serviceId" element={<ConfirmPackagePage />} />
    <Route path="/checkout/:invoiceId" element={<CheckoutInvoicePage />} />
  </Route>,
  <Route key="dashboard" path="/dashboard" element={layout}>
    <Route index element={<OverviewPage notice={messagesNotice} />} />
    <Route path="documents" element={<DocumentsPage />} />
    <Route path="uploads" element={<UploadsPage />} />
    <Route path="company" element={<CompanyPage />} />
    <Route path="employees" element={<EmployeesPage />} />
    <Route path="subscriptions" element={<SubscriptionsPage />} />
    <Route path="payments" element={<PaymentsPage />} />
    <Route path="settings" element={<SettingsPage />} />
    <Route path="activity" element={<ActivityPage />} />
    <Route path="messages" element={<MessagesPage />} />
    <Route path="messages/new" element={<NewConversationPage />} />
    <Route path="messages/:conversationId" element={<ConversationPage />} />
  </Route>,
  <Route
    key="auth-forgot"
    path="/auth/forgot"
    element={
      <Lazy>
        <ForgotPasswordPage />
      </Lazy>
    }
  />,
  <Route
    key="auth-reset"
    path="/auth/reset"
    element={
      <Lazy>
        <ResetPasswordPage />
      </Lazy>
    }
  />,
  <Route
    key="auth-verify-email"
    path="/auth/verify-email"
    element={
      <Lazy>
        <VerifyEmailPage />
      </Lazy>
    }
  />,
];
