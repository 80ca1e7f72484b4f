/**
 * The pages of the single-page app (spec §2 route table) as react-router patterns: the web's router mounts each
 * one (web/src/app/router.tsx) and the Worker answers any other path with the not-found page and status 404
 * (worker/src/services/pages/known-page.ts), so that "not found" is true for browsers, crawlers and monitors alike.
 */
export const PAGE_ROUTES = {
  home: '/',
  legislation: '/legislation/:id',
  aiSearch: '/ai-search',
  // One route for both addresses: a new chat becomes /chat/{id} after its first reply without remounting.
  chat: '/chat/:chatId?',
  shared: '/shared/:shareId',
  about: '/about',
  pricing: '/pricing',
  // How to connect an AI assistant to the MCP server, and the public API (issue 29).
  developers: '/developers',
  terms: '/terms',
  privacy: '/privacy',
  account: '/account',
  paymentSetup: '/payment-setup',
  subscribe: '/subscribe',
  thankYou: '/thank-you',
  // The local test provider's customer portal ('Manage Billing' without Stripe).
  billingPortal: '/billing/portal',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  resendVerification: '/resend-verification',
  admin: '/admin',
  adminUsage: '/admin/usage',
  adminMonitoring: '/admin/monitoring',
  adminApiCosts: '/admin/api-costs',
  // The spec's /admin/{newsletter}, named for the provider.
  adminNewsletter: '/admin/beehiiv',
  // Dashboards under /admin/ are guarded like the rest (non-admins go to /); unknown ones are not-found pages for
  // admins only, which the server cannot tell from the path: it serves them as pages.
  adminOther: '/admin/*',
} as const;

export type PageRoute = (typeof PAGE_ROUTES)[keyof typeof PAGE_ROUTES];
