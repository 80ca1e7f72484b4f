/**
 * Work that must finish but need not delay the response (e.g. invoicing after an answer): handed to the runtime
 * with waitUntil, or awaited where there is no execution context (app.request in tests). The task is expected to
 * handle its own failure: middleware/request-scope.ts `runInBackground` reports it to the error log.
 */
import type { Context } from 'hono';

export async function afterResponse(c: Context, task: Promise<unknown>): Promise<void> {
  try {
    c.executionCtx.waitUntil(task);
  } catch {
    await task;
  }
}
