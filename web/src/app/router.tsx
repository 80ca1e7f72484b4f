import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
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
      { path: '/', element: <HomePage /> },
      {
        path: '/legislation/:id',
        element: (
          <Lazy>
            <LegislationPage />
          </Lazy>
        ),
      },
      { path: '/ai-search', element: <Lazy><AiSearchPage /></Lazy> },
      // One route for both addresses: a new chat becomes /chat/{id} after its first reply without remounting.
      { path: '/chat/:chatId?', element: <Lazy><ChatPage /></Lazy> },
      { path: '/shared/:shareId', element: <Lazy><SharedPage /></Lazy> },
      { path: '/about', element: <Lazy><AboutPage /></Lazy> },
      { path: '/pricing', element: <Lazy><PricingPage /></Lazy> },
      { path: '/terms', element: <Lazy><TermsPage /></Lazy> },
      { path: '/privacy', element: <Lazy><PrivacyPage /></Lazy> },
      { path: '/account', element: <Lazy><AccountPage /></Lazy> },
      { path: '/payment-setup', element: <Lazy><PaymentSetupPage /></Lazy> },
      { path: '/subscribe', element: <Lazy><SubscribePage /></Lazy> },
      { path: '/thank-you', element: <Lazy><ThankYouPage /></Lazy> },
      // The local test provider's customer portal ('Manage Billing' without Stripe).
      { path: '/billing/portal', element: <Lazy><BillingPortalPage /></Lazy> },
      { path: '/login', element: <Lazy><LoginPage /></Lazy> },
      { path: '/forgot-password', element: <Lazy><ForgotPasswordPage /></Lazy> },
      { path: '/reset-password', element: <Lazy><ResetPasswordPage /></Lazy> },
      { path: '/verify-email', element: <Lazy><VerifyEmailPage /></Lazy> },
      { path: '/resend-verification', element: <Lazy><ResendVerificationPage /></Lazy> },
      { path: '/admin', element: <RequireAdmin><Lazy><AdminLegislationPage /></Lazy></RequireAdmin> },
      { path: '/admin/usage', element: <RequireAdmin><Lazy><AdminUsagePage /></Lazy></RequireAdmin> },
      { path: '/admin/monitoring', element: <RequireAdmin><Lazy><AdminMonitoringPage /></Lazy></RequireAdmin> },
      { path: '/admin/api-costs', element: <RequireAdmin><Lazy><AdminApiCostsPage /></Lazy></RequireAdmin> },
      // The spec's /admin/{newsletter}, named for the provider.
      { path: '/admin/beehiiv', element: <RequireAdmin><Lazy><AdminNewsletterPage /></Lazy></RequireAdmin> },
      // Dashboards under /admin/ are guarded like the rest; unknown ones are not-found pages for admins only.
      { path: '/admin/*', element: <RequireAdmin><NotFoundPage /></RequireAdmin> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
