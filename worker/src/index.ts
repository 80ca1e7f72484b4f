import { createApp } from './app.ts';
import { createDb } from './db/client.ts';
import { loadConfig, type Bindings } from './env.ts';
import { createBillingDeps } from './services/billing/billing-deps.ts';
import { runBillingCycle } from './services/billing/invoicing.ts';
import { pruneOldRows, RETENTION_CRON } from './services/maintenance/retention.ts';

const app = createApp();

export default {
  fetch: app.fetch,
  /**
   * Cron Triggers (wrangler.toml [triggers]): daily at 03:17 UTC the clean-up of rows past their retention
   * (docs/decisions/024); on the 1st of each month the charges of the month before are invoiced and charged;
   * the hourly run charges any invoice whose charge a request could not finish. Both billing crons run the same
   * idempotent billing cycle.
   */
  scheduled(controller, env, ctx) {
    ctx.waitUntil(
      (async () => {
        const config = loadConfig(env);
        if (controller.cron === RETENTION_CRON) {
          const report = await pruneOldRows(createDb(env.DB), Math.floor(controller.scheduledTime / 1000));
          if (config.ENVIRONMENT !== 'test') console.log(`retention run (${controller.cron}):`, JSON.stringify(report));
          return;
        }
        const report = await runBillingCycle(createBillingDeps(env, config));
        // The test suite reads the report from the database, not the log.
        if (config.ENVIRONMENT !== 'test') console.log(`billing run (${controller.cron}):`, JSON.stringify(report));
      })(),
    );
  },
} satisfies ExportedHandler<Bindings>;
