/** Which newsletter this deployment uses: Beehiiv when its API key and publication id are configured, else none. */
import { missingNewsletterSettings, NEWSLETTER_MESSAGES, type NewsletterConfigFlags } from '../../../../schema/api/admin-newsletter.ts';
import type { Config } from '../../env.ts';
import { BeehiivNewsletter } from './beehiiv-newsletter.ts';
import { type ConnectionCheck, type Newsletter, NewsletterError, type SubscriptionCreated } from './newsletter.ts';

export function createNewsletter(config: Config, fetcher?: typeof fetch): Newsletter {
  const { BEEHIIV_API_KEY: apiKey, BEEHIIV_PUBLICATION_ID: publicationId } = config;
  if (apiKey && publicationId) {
    return new BeehiivNewsletter(
      { apiKey, publicationId, automationIds: config.BEEHIIV_AUTOMATION_IDS, apiUrl: config.BEEHIIV_API_URL, referringSite: config.APP_URL },
      fetcher,
    );
  }
  return new NotConfiguredNewsletter({
    apiKeySet: Boolean(apiKey),
    publicationIdSet: Boolean(publicationId),
    automationIdsSet: config.BEEHIIV_AUTOMATION_IDS.length > 0,
  });
}

/** The local default: never connected, sends nothing, and says which settings are missing. */
export class NotConfiguredNewsletter implements Newsletter {
  readonly configured = false;

  constructor(readonly config: NewsletterConfigFlags) {}

  private get reason(): string {
    return NEWSLETTER_MESSAGES.missingSettings(missingNewsletterSettings(this.config));
  }

  async checkConnection(): Promise<ConnectionCheck> {
    return { connected: false, error: this.reason };
  }

  async subscribe(): Promise<SubscriptionCreated> {
    throw new NewsletterError(this.reason);
  }
}
