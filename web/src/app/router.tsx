import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { PAGE_ROUTES } from '../../../schema/page-routes.ts';
import { Spinner } from '../components/ui/spinner.tsx';
import { RequireAdmin } from '../features/admin/require-admin.tsx';
import { HomePage } from '../pages/home-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { COMMON_TEXTS } from '../components/messages.ts';
import { useTexts } from '../i18n/locale.tsx';

// Pages other than the home page load on demand; the document page carries the Markdown renderer.
const LegislationPage = lazy(() => import('../pages/legislation-page.tsx').then((m) => ({ default: m.LegislationPage })));
const AboutPage = lazy(() => import('../pages/about-page.tsx').then((m) => ({ default: m.AboutPage })));
const DevelopersPage = lazy(() => import('../pages/developers-page.tsx').then((m) => ({ default: m.DevelopersPage })));
const PricingPage = lazy(() => import('../pages/pricing-page.tsx').then((m) => ({ default: m.PricingPage })));
const TermsPage = lazy(() => import('../pages/terms-page.tsx').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('../pages/privacy-page.tsx').then((m) => ({ default: m.PrivacyPage })));
const AccountPage = lazy(() => import('../pages/account-page.tsx').then((m) => ({ default: m.AccountPage })));
const LoginPage = lazy(() => import('../pages/login-page.tsx').then((m) => ({ default: m.LoginPage })));
const ForgotPasswordPage = lazy(() => import('../pages/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../pages/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })));
const VerifyEmailPage = lazy(() => import('../pages/verify-email-page.tsx').then((m) => ({ default: m.VerifyEmailPage })));
const ResendVerificationPage = lazy(() => import('../pages/resend-verification-page.tsx').then((m) => ({ default: m.ResendVerificationPage })));
const AiSearchPage = lazy(() => import('../pages/ai-search-page.tsx').then((m) => ({ default: m.AiSearchPage })));
const ChatPage = lazy(() => import('../pages/chat-page.tsx').then((m) => ({ default: m.ChatPage })));
const SharedPage = lazy(() => import('../pages/shared-page.tsx').then((m) => ({ default: m.SharedPage })));
const SubscribePage = lazy(() => import('../pages/subscribe-page.tsx').then((m) => ({ default: m.SubscribePage })));
const ThankYouPage = lazy(() => import('../pages/thank-you-page.tsx').then((m) => ({ default: m.ThankYouPage })));
const BillingPortalPage = lazy(() => import('../pages/billing-portal-page.tsx').then((m) => ({ default: m.BillingPortalPage })));
const PaymentSetupPage = lazy(() => import('../pages/payment-setup-page.tsx').then((m) => ({ default: m.PaymentSetupPage })));
const AdminLegislationPage = lazy(() => import('../pages/admin-legislation-page.tsx').then((m) => ({ default: m.AdminLegislationPage })));
const AdminUsagePage = lazy(() => import('../pages/admin-usage-page.tsx').then((m) => ({ default: m.AdminUsagePage })));
const AdminMonitoringPage = lazy(() => import('../pages/admin-monitoring-page.tsx').then((m) => ({ default: m.AdminMonitoringPage })));
const AdminApiCostsPage = lazy(() => import('../pages/admin-api-costs-page.tsx').then((m) => ({ default: m.AdminApiCostsPage })));
const AdminNewsletterPage = lazy(() => import('../pages/admin-newsletter-page.tsx').then((m) => ({ default: m.AdminNewsletterPage })));

function Lazy({ children }: { children: ReactNode }) {
  const t = useTexts(COMMON_TEXTS);
  return <Suspense fallback={<Spinner label={t.loading} />}>{children}</Suspense>;
}

export const routes = [
  {
    element: <AppLayout />,
    children: [
      { path: PAGE_ROUTES.home, element: <HomePage /> },
      {
        path: PAGE_ROUTES.legislation,
        element: (
          <Lazy>
            <LegislationPage />
          </Lazy>
        ),
      },
      {
        path: PAGE_ROUTES.aiSearch,
        element: (
          <Lazy>
            <AiSearchPage />
          </Lazy>
        ),
      },
      {
        path: PAGE_ROUTES.chat,
        element: (
          <Lazy>
            <ChatPage />
          </Lazy>
        ),
      },
      {
        path: PAGE_ROUTES.shared,
        element: (
          <Lazy>
            <SharedPage />
          </Lazy>
        ),
      },
      {
        path: PAGE_ROUTES.about,
        element: (
          <Lazy>
            <AboutPage />
          </Lazy>
        ),
      },
      {
        path: PAGE_ROUTES.pricing,
        element: (
          <Lazy>
            <PricingPage />
          </Lazy>
        ),
      },
      {
        path: PAGE_ROUTES.developers,
        element: (
          <Lazy>
            <DevelopersPage />
          </Lazy>
        ),
      },
      {
        path: PAGE_ROUTES.terms,
        element: (
          <Lazy>
            <TermsPage />
          </Lazy>
        ),
      },
      {
        path: PAGE_ROUTES.privacy,
        element: (
          <Lazy>
            <PrivacyPage />
          </Lazy>
        ),
      },
      {
        path: PAGE_ROUTES.account,
        element: (
          <Lazy>
            <AccountPage />
          </Lazy>
        ),
      },
      {
        path: PAGE_ROUTES.paymentSetup,
        element: (
          <Lazy>
            <PaymentSetupPage />
          </Lazy>
        ),
      },
      {
        path: PAGE_ROUTES.subscribe,
        element: (
          <Lazy>
            <SubscribePage />
          </Lazy>
        ),
      },
      {
        path: PAGE_ROUTES.thankYou,
        element: (
          <Lazy>
            <ThankYouPage />
          </Lazy>
        ),
      },
      {
        path: PAGE_ROUTES.billingPortal,
        element: (
          <Lazy>
            <BillingPortalPage />
          </Lazy>
        ),
      },
      {
        path: PAGE_ROUTES.login,
        element: (
          <Lazy>
            <LoginPage />
          </Lazy>
        ),
      },
      {
        path: PAGE_ROUTES.forgotPassword,
        element: (
          <Lazy>
            <ForgotPasswordPage />
          </Lazy>
        ),
      },
      {
        path: PAGE_ROUTES.resetPassword,
        element: (
          <Lazy>
            <ResetPasswordPage />
          </Lazy>
        ),
      },
      {
        path: PAGE_ROUTES.verifyEmail,
        element: (
          <Lazy>
            <VerifyEmailPage />
          </Lazy>
        ),
      },
      {
        path: PAGE_ROUTES.resendVerification,
        element: (
          <Lazy>
            <ResendVerificationPage />
          </Lazy>
        ),
      },
      {
        path: PAGE_ROUTES.admin,
        element: (
          <RequireAdmin>
            <Lazy>
              <AdminLegislationPage />
            </Lazy>
          </RequireAdmin>
        ),
      },
      {
        path: PAGE_ROUTES.adminUsage,
        element: (
          <RequireAdmin>
            <Lazy>
              <AdminUsagePage />
            </Lazy>
          </RequireAdmin>
        ),
      },
      {
        path: PAGE_ROUTES.adminMonitoring,
        element: (
          <RequireAdmin>
            <Lazy>
              <AdminMonitoringPage />
            </Lazy>
          </RequireAdmin>
        ),
      },
      {
        path: PAGE_ROUTES.adminApiCosts,
        element: (
          <RequireAdmin>
            <Lazy>
              <AdminApiCostsPage />
            </Lazy>
          </RequireAdmin>
        ),
      },
      {
        path: PAGE_ROUTES.adminNewsletter,
        element: (
          <RequireAdmin>
            <Lazy>
              <AdminNewsletterPage />
            </Lazy>
          </RequireAdmin>
        ),
      },
      {
        path: PAGE_ROUTES.adminOther,
        element: (
          <RequireAdmin>
            <NotFoundPage />
          </RequireAdmin>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
