/**
 * Typed bindings and configuration. Bindings come from wrangler.toml; variables and
 * secrets are validated with zod once per isolate, so a misconfigured deployment fails
 * loudly on its first request instead of misbehaving later.
 */
import { z } from 'zod';
import type { Db } from './db/client.ts';

/**
 * The Worker's bindings and variables as wrangler.toml declares them (`Cloudflare.Env`, generated into
 * worker/worker-configuration.d.ts by `npm run types`; `npm test` checks it is current), with every setting
 * `ConfigSchema` reads as an optional string: the secrets and the variables with defaults, which wrangler.toml does not
 * declare. One source each: the configuration file for bindings, the schema for settings.
 */
export type Settings = { [K in keyof z.input<typeof ConfigSchema>]?: string };
export type Bindings = Cloudflare.Env & Settings;

/**
 * The SESSION_SECRET that `.dev.vars.example` ships (and `npm start` copies to `.dev.vars`): public,
 * so it signs nothing in production. A test checks it against the file.
 */
export const EXAMPLE_SESSION_SECRET = 'local-development-secret-change-me-0123456789abcdef';

const ConfigSchema = z
  .object({
    ENVIRONMENT: z.enum(['development', 'test', 'production']),
    APP_URL: z.url(),
    CONTACT_EMAIL: z.email(),
    SESSION_SECRET: z.string({ error: 'SESSION_SECRET is required (see .dev.vars.example)' }).min(32, 'SESSION_SECRET must be at least 32 characters'),
    /** Comma-separated e-mails whose accounts are administrators. */
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform(
        (s) =>
          new Set(
            s
              .split(',')
              .map((e) => e.trim().toLowerCase())
              .filter(Boolean),
          ),
      ),
    /** With a key, mail goes through the HTTP e-mail API; without, to the local outbox. */
    EMAIL_API_KEY: z.string().min(1).optional(),
    EMAIL_API_URL: z.url().default('https://api.resend.com'),
    EMAIL_FROM: z.string().min(3).default('UAE Corporate Tax Research <no-reply@uaecorporatetax.ai>'),
    /** With a key, answers come from an OpenAI-compatible model; without, from the extractive analyst. */
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
    OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    /** The most tokens an answer may take: bounds the cost and the time of every answer. */
    OPENAI_MAX_TOKENS: z.coerce.number({ error: 'OPENAI_MAX_TOKENS must be a number' }).int().min(256).max(16_000).default(1_500),
    /** Milliseconds for a whole model request (streamed): past it the answer fails and is not charged. */
    OPENAI_TIMEOUT_MS: z.coerce.number({ error: 'OPENAI_TIMEOUT_MS must be a number' }).int().min(5_000).max(300_000).default(60_000),
    /** With a key, vector retrieval joins the lexical one (an OpenAI-compatible embeddings endpoint). */
    EMBEDDINGS_API_KEY: z.string().min(1).optional(),
    EMBEDDINGS_BASE_URL: z.url().default('https://api.openai.com/v1'),
    EMBEDDINGS_MODEL: z.string().min(1).default('text-embedding-3-small'),
    /** With a key, cards are set up and charged through Stripe; without, through the local test provider. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_… or rk_…)')
      .optional(),
    /** Signing secret of the webhook endpoint POST /api/stripe/webhook (whsec_…). */
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must start with whsec_').optional(),
    /** Public key the browser's card form uses (pk_…). */
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_…)')
      .optional(),
    /** Base address of the Stripe API; only tests change it (to the repository's fake Stripe server). */
    STRIPE_API_URL: z.url().default('https://api.stripe.com'),
    /**
     * The Stripe Price (price_…) of the legacy Professional Plan: AED 49, monthly. Without it, with
     * Stripe configured, create-subscription answers 503 (the test provider needs none).
     */
    STRIPE_PROFESSIONAL_PRICE_ID: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^price_\w+$/, 'STRIPE_PROFESSIONAL_PRICE_ID must be a Stripe Price id (price_…)')
        .optional(),
    ),
    /**
     * What the configured language model costs, in AED per million tokens, for the admin API-cost page.
     * The defaults are gpt-4o-mini's list prices (USD 0.15 / 0.60) at 3.6725 AED per USD; answers of the
     * extractive analyst cost nothing whatever these say.
     */
    MODEL_INPUT_PRICE_AED_PER_MTOK: z.coerce.number({ error: 'MODEL_INPUT_PRICE_AED_PER_MTOK must be a number' }).nonnegative().default(0.551),
    MODEL_OUTPUT_PRICE_AED_PER_MTOK: z.coerce.number({ error: 'MODEL_OUTPUT_PRICE_AED_PER_MTOK must be a number' }).nonnegative().default(2.2035),
    /** With a key and a publication id, sign-ups are added to the Beehiiv newsletter; without, nothing is sent. */
    BEEHIIV_API_KEY: z.string().min(1).optional(),
    BEEHIIV_PUBLICATION_ID: z
      .string()
      .regex(/^pub_[\w-]+$/, 'BEEHIIV_PUBLICATION_ID must look like pub_…')
      .optional(),
    /** Comma-separated Beehiiv automation ids (aut_…) a new subscriber enters. */
    BEEHIIV_AUTOMATION_IDS: z
      .string()
      .default('')
      .transform((s) =>
        s
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    /** Base address of the Beehiiv API; only tests change it (to a fake endpoint). */
    BEEHIIV_API_URL: z.url().default('https://api.beehiiv.com'),
  })
  .refine((c) => c.ENVIRONMENT !== 'production' || c.SESSION_SECRET !== EXAMPLE_SESSION_SECRET, {
    message: 'SESSION_SECRET is the public example value of .dev.vars.example; set a random one (wrangler secret put SESSION_SECRET --env production)',
    path: ['SESSION_SECRET'],
  })
  .refine((c) => c.ENVIRONMENT !== 'production' || c.EMAIL_API_KEY, {
    message: 'EMAIL_API_KEY is required in production (the local outbox sends nothing)',
    path: ['EMAIL_API_KEY'],
  })
  .refine((c) => c.ENVIRONMENT !== 'production' || (c.STRIPE_SECRET_KEY && c.STRIPE_WEBHOOK_SECRET && c.STRIPE_PUBLISHABLE_KEY), {
    message: 'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY are required in production (the local test card provider charges nothing)',
    path: ['STRIPE_SECRET_KEY'],
  })
  .refine((c) => !c.STRIPE_SECRET_KEY || (c.STRIPE_WEBHOOK_SECRET && c.STRIPE_PUBLISHABLE_KEY), {
    message: 'With STRIPE_SECRET_KEY set, STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY are required too',
    path: ['STRIPE_WEBHOOK_SECRET'],
  });

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

const cache = new WeakMap<object, Config>();

export function loadConfig(env: Bindings): Config {
  const hit = cache.get(env);
  if (hit) return hit;
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  cache.set(env, parsed.data);
  return parsed.data;
}

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
  createdAt: string;
  /** The session's JWT id and expiry, for logout. */
  jti: string;
  /** The user's session_version the token carries: a password reset bumps it (work in flight then saves nothing). */
  sessionVersion: number;
  sessionExpiresAt: number;
}

export type AppEnv = {
  Bindings: Bindings;
  Variables: {
    config: Config;
    user: SessionUser | null;
    /** A D1 session for reads of the published collection, from any replica (middleware/d1-session.ts); set on /api/* and /shared/*. */
    corpusReads?: () => D1Database;
    /** The request's database (middleware/request-scope.ts): over its D1 session where d1Session opened one. */
    db: Db;
    /** Reads of the published collection: the `corpusReads` replica session where there is one, else `db`; opened on first use. */
    corpusDb: () => Db;
  };
};
