/**
 * The services each route group needs, made once per request from `c.var.db` (middleware/request-scope.ts) and the
 * configuration (docs/decisions/033). A group takes them with `.use(…)` where it is mounted on its own path, or on
 * each route where it shares /api with others; its handlers read `c.var.billing`, `c.var.shares`, … typed.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { AuthService } from '../services/auth/auth-service.ts';
import { billingDepsOf, type BillingDeps } from '../services/billing/billing-deps.ts';
import { subscriptionDepsOf, type SubscriptionDeps } from '../services/billing/subscriptions/subscription-deps.ts';
import { createEmailTransport } from '../services/email/create-email-transport.ts';
import { createResearchDeps } from '../services/research/research-deps.ts';
import type { AskDeps } from '../services/research/research-service.ts';
import { createShareDeps } from '../services/shares/share-deps.ts';
import type { ShareDeps } from '../services/shares/share-service.ts';
import { reportFailure, runInBackground } from './request-scope.ts';

/** AppEnv with the variables a services middleware adds. */
export type With<V extends object> = { Bindings: AppEnv['Bindings']; Variables: AppEnv['Variables'] & V };

export const authServices = createMiddleware<With<{ auth: AuthService }>>(async (c, next) => {
  const config = c.get('config');
  c.set('auth', new AuthService({ db: c.var.db, config, mail: createEmailTransport(config, c.var.db) }));
  await next();
});

export const billingServices = createMiddleware<With<{ billing: BillingDeps }>>(async (c, next) => {
  c.set('billing', billingDepsOf(c.var.db, c.get('config')));
  await next();
});

export const subscriptionServices = createMiddleware<With<{ subscription: SubscriptionDeps }>>(async (c, next) => {
  c.set('subscription', subscriptionDepsOf(c.var.db, c.get('config')));
  await next();
});

export const shareServices = createMiddleware<With<{ shares: ShareDeps }>>(async (c, next) => {
  c.set('shares', createShareDeps(c.var.db, c.env.SHARES, c.get('config'), c.req.url));
  await next();
});

/** The answer pipeline, whose background work and failures are this request's (reported to the error log). */
export const researchServices = createMiddleware<With<{ research: AskDeps }>>(async (c, next) => {
  c.set(
    'research',
    createResearchDeps({
      db: c.var.db,
      corpusDb: c.var.corpusDb,
      env: c.env,
      config: c.get('config'),
      background: (label, work) => runInBackground(c, label, work),
      report: (err, options) => reportFailure(c, err, options),
    }),
  );
  await next();
});
