/**
 * Contracts of the admin newsletter integration (spec §2 "Admin newsletter integration", §3
 * "Newsletter test result", §7 "Admin"), shared by worker and web. Plain types and constants only,
 * so the SPA ships no zod; the request validator lives in ./admin-newsletter-requests.ts.
 */
import type { SignupSource } from './auth-messages.ts';

/** The provider behind /admin/{newsletter} and /api/admin/{newsletter}. */
export const NEWSLETTER_PROVIDER = { slug: 'beehiiv', name: 'Beehiiv' } as const;

/** The tags a subscriber carries for where they signed up (sent to Beehiiv as utm_medium). */
export const NEWSLETTER_SOURCES = ['pricing', 'about', 'chat', 'direct'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** The sign-up payload's signupSource (spec §3) as a newsletter tag. */
export const NEWSLETTER_SOURCE_OF_SIGNUP: Record<SignupSource, NewsletterSource> = {
  pricing_page: 'pricing',
  about_page: 'about',
  chat_interface: 'chat',
  direct_signup: 'direct',
};

/** Spec §9: the admin page re-reads the connection test every 30 s. */
export const NEWSLETTER_POLL_MS = 30_000;

/** The settings the integration needs, by name (set as Worker secrets / in .dev.vars). */
export const NEWSLETTER_SETTINGS = {
  apiKey: 'BEEHIIV_API_KEY',
  publicationId: 'BEEHIIV_PUBLICATION_ID',
  automationIds: 'BEEHIIV_AUTOMATION_IDS',
} as const;

/** Spec §3 "Newsletter test result" config: which settings are present (never their values). */
export interface NewsletterConfigFlags {
  apiKeySet: boolean;
  publicationIdSet: boolean;
  automationIdsSet: boolean;
}

/** GET /api/admin/beehiiv/test. `error` says why it is not connected; `publicationName` names what it is connected to. */
export interface NewsletterTestResult {
  connected: boolean;
  config: NewsletterConfigFlags;
  publicationName?: string;
  error?: string;
}

/** POST /api/admin/beehiiv/add-subscriber: {email, source, name}. */
export interface AddSubscriberRequest {
  email: string;
  source: NewsletterSource;
  name?: string;
}

/** The answer of POST /api/admin/beehiiv/add-subscriber: a provider failure is `success: false` with `error`, never a 500. */
export interface AddSubscriberResponse {
  success: boolean;
  message?: string;
  error?: string;
}

export const NEWSLETTER_MESSAGES = {
  notConfigured: `${NEWSLETTER_PROVIDER.name} is not configured: sign-ups are not sent to any newsletter.`,
  missingSettings: (names: readonly string[]) => `${NEWSLETTER_PROVIDER.name} is not configured. Set ${names.join(' and ')}.`,
  added: (email: string, status: string) => `${email} was added to ${NEWSLETTER_PROVIDER.name} (subscription status: ${status}).`,
  addFailed: 'Failed to add the test subscriber',
  loadFailed: 'Failed to load the newsletter status. Please try again.',
} as const;

/** The names of the required settings that are missing (empty when the integration is configured). */
export function missingNewsletterSettings(config: NewsletterConfigFlags): string[] {
  const missing: string[] = [];
  if (!config.apiKeySet) missing.push(NEWSLETTER_SETTINGS.apiKey);
  if (!config.publicationIdSet) missing.push(NEWSLETTER_SETTINGS.publicationId);
  return missing;
}
