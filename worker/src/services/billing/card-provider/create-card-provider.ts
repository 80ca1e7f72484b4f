/** Which card provider this deployment uses: Stripe when its key is configured, else the local test provider. */
import type { Db } from '../../../db/client.ts';
import type { Config } from '../../../env.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { TestCardProvider } from './test-provider.ts';
import type { CardProvider } from './types.ts';

export function createCardProvider(db: Db, config: Config): CardProvider {
  if (cardProviderKind(config) === 'stripe') {
    // The configuration schema requires the publishable key whenever the secret key is set.
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
      apiUrl: config.STRIPE_API_URL,
      professionalPriceId: config.STRIPE_PROFESSIONAL_PRICE_ID,
    });
  }
  return new TestCardProvider(db);
}

/** The provider kind without building a provider: what the gate compares stored cards against. */
export function cardProviderKind(config: Config): CardProvider['kind'] {
  return config.STRIPE_SECRET_KEY ? 'stripe' : 'test';
}
