import { createApp } from './app.ts';
import { loadConfig, type Bindings } from './env.ts';
import { createBillingDeps } from './services/billing/billing-deps.ts';
import { runBillingCycle } from './services/billing/invoicing.ts';

const app = createApp();

export default {
  fetch: app.fetch,
  /**
   * Cron Triggers (wrangler.toml [triggers]): on the 1st of each month the charges of the month
   * before are invoiced and charged; the hourly run charges any invoice whose charge a request
   * could not finish. Both run the same idempotent billing cycle.
   */
  scheduled(controller, env, ctx) {
    ctx.waitUntil(
      (async () => {
        const config = loadConfig(env);
        const report = await runBillingCycle(createBillingDeps(env, config));
        // The test suite reads the report from the database, not the log.
        if (config.ENVIRONMENT !== 'test') console.log(`billing run (${controller.cron}):`, JSON.stringify(report));
      })(),
    );
  },
} satisfies ExportedHandler<Bindings>;
