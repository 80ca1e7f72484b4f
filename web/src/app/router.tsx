import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { HomePage } from '../pages/home-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { AppLayout } from './layout/app-layout.tsx';

// Pages other than the home page load on demand; the document page carries the Markdown renderer.
const LegislationPage = lazy(() => import('../pages/legislation-page.tsx').then((m) => ({ default: m.LegislationPage })));
const AboutPage = lazy(() => import('../pages/about-page.tsx').then((m) => ({ default: m.AboutPage })));
const PricingPage = lazy(() => import('../pages/pricing-page.tsx').then((m) => ({ default: m.PricingPage })));
const TermsPage = lazy(() => import('../pages/terms-page.tsx').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('../pages/privacy-page.tsx').then((m) => ({ default: m.PrivacyPage })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label="Loading…" />}>{children}</Suspense>;
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
      { path: '/about', element: <Lazy><AboutPage /></Lazy> },
      { path: '/pricing', element: <Lazy><PricingPage /></Lazy> },
      { path: '/terms', element: <Lazy><TermsPage /></Lazy> },
      { path: '/privacy', element: <Lazy><PrivacyPage /></Lazy> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
