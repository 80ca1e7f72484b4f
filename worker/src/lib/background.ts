/**
 * Work that must finish but need not delay the response (e.g. invoicing after an answer): handed
 * to the runtime with waitUntil, or awaited where there is no execution context (app.request in
 * tests). Failures are logged, never thrown at a response that is already on its way.
 */
import type { Context } from 'hono';

export async function runInBackground(c: Context, label: string, work: () => Promise<unknown>): Promise<void> {
  const task = work().catch((err: unknown) => console.error(`${label} failed`, err));
  try {
    c.executionCtx.waitUntil(task);
  } catch {
    await task;
  }
}
