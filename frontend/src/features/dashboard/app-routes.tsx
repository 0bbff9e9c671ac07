import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { Spinner } from '../../components/ui/spinner';

/*
 * Client-only routes (/auth, /checkout, /dashboard/*), served the SPA shell by the server. Every
 * page is a lazy chunk, so the public pages' bundle carries none of the dashboard's code.
 */
const AuthPage = lazy(() => import('../auth/components/auth-page').then((m) => ({ default: m.AuthPage })));
const DashboardLayout = lazy(() => import('./components/dashboard-layout').then((m) => ({ default: m.DashboardLayout })));
const OverviewPage = lazy(() => import('./components/overview-page').then((m) => ({ default: m.OverviewPage })));
const CheckoutPage = lazy(() => import('./components/checkout-page').then((m) => ({ default: m.CheckoutPage })));
const DocumentsPage = lazy(() => import('../documents/components/documents-page').then((m) => ({ default: m.DocumentsPage })));
const UploadsPage = lazy(() => import('../uploads/components/uploads-page').then((m) => ({ default: m.UploadsPage })));
const CompanyPage = lazy(() => import('../company/components/company-page').then((m) => ({ default: m.CompanyPage })));
const EmployeesPage = lazy(() => import('../employees/components/employees-page').then((m) => ({ default: m.EmployeesPage })));
const SubscriptionsPage = lazy(() =>
  import('../subscriptions/components/subscriptions-page').then((m) => ({ default: m.SubscriptionsPage })),
);
const PaymentsPage = lazy(() => import('../payments/components/payments-page').then((m) => ({ default: m.PaymentsPage })));
const SettingsPage = lazy(() => import('../settings/components/settings-page').then((m) => ({ default: m.SettingsPage })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner fullPage />}>{children}</Suspense>;
}

const layout = (
  <Lazy>
    <DashboardLayout />
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
  </Route>,
  <Route key="dashboard" path="/dashboard" element={layout}>
    <Route index element={<OverviewPage />} />
    <Route path="documents" element={<DocumentsPage />} />
    <Route path="uploads" element={<UploadsPage />} />
    <Route path="company" element={<CompanyPage />} />
    <Route path="employees" element={<EmployeesPage />} />
    <Route path="subscriptions" element={<SubscriptionsPage />} />
    <Route path="payments" element={<PaymentsPage />} />
    <Route path="settings" element={<SettingsPage />} />
  </Route>,
];
