import { createBrowserRouter } from 'react-router';
import { AboutPage } from '../pages/about-page.tsx';
import { HomePage } from '../pages/home-page.tsx';
import { LegislationPage } from '../pages/legislation-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { PricingPage } from '../pages/pricing-page.tsx';
import { PrivacyPage } from '../pages/privacy-page.tsx';
import { TermsPage } from '../pages/terms-page.tsx';
import { AppLayout } from './layout/app-layout.tsx';

export const routes = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/legislation/:id', element: <LegislationPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
