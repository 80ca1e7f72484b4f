/**
 * Typed bindings and configuration. Bindings come from wrangler.toml; variables and
 * secrets are validated with zod once per isolate, so a misconfigured deployment fails
 * loudly on its first request instead of misbehaving later.
 */
import { z } from 'zod';

export interface Bindings {
  DB: D1Database;
  SHARES: KVNamespace;
  ASSETS: Fetcher;
  /** Bound only under [env.production]; the local vector index stands in elsewhere. */
  VECTORIZE?: VectorizeIndex;
  ENVIRONMENT: string;
  APP_URL: string;
  CONTACT_EMAIL: string;
  SESSION_SECRET?: string;
}

const ConfigSchema = z
  .object({
    ENVIRONMENT: z.enum(['development', 'test', 'production']),
    APP_URL: z.url(),
    CONTACT_EMAIL: z.email(),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  })
  .refine((c) => c.ENVIRONMENT !== 'production' || c.SESSION_SECRET, {
    message: 'SESSION_SECRET is required in production',
    path: ['SESSION_SECRET'],
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

export type AppEnv = { Bindings: Bindings; Variables: { config: Config } };
