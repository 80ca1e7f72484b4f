/**
 * The newsletter behind one interface (DESIGN §6): Beehiiv's HTTP API when it is configured, and
 * otherwise an integration that says plainly it is not configured and sends nothing.
 */
import type { NewsletterConfigFlags, NewsletterSource } from '../../../../schema/api/admin-newsletter.ts';

export interface NewSubscriber {
  email: string;
  source: NewsletterSource;
  name?: string;
}

/** What the provider made of a new subscriber. */
export interface SubscriptionCreated {
  id: string;
  /** The provider's subscription status (Beehiiv: validating, invalid, pending, active, …). */
  status: string;
}

export type ConnectionCheck = { connected: true; publicationName: string } | { connected: false; error: string };

export interface Newsletter {
  /** Which settings are present (spec §3 "Newsletter test result" config). */
  readonly config: NewsletterConfigFlags;
  /** False for the local default: nothing is ever sent. */
  readonly configured: boolean;
  /** A real authenticated read of the provider; never throws. */
  checkConnection(): Promise<ConnectionCheck>;
  /** Adds one subscriber; a provider refusal, outage or timeout throws NewsletterError. */
  subscribe(subscriber: NewSubscriber): Promise<SubscriptionCreated>;
}

/** The provider refused, failed or did not answer; the message says which, for the admin page and the log. */
export class NewsletterError extends Error {
  override readonly name = 'NewsletterError';
}
