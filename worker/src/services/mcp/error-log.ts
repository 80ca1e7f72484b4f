/** An MCP call that failed for no reason its input explains goes to the error log, as a failed API request does. */
import type { Db } from '../../db/client.ts';
import { recordError } from '../../db/repositories/error-log-repository.ts';

export interface FailedCall {
  url: string;
  /** The tool or resource call: `tool:find_provisions:{"limit":5,…}`. */
  call: string;
  client: string | null;
}

export async function logFailedCall(db: Db, failed: FailedCall, err: unknown): Promise<void> {
  const error = err instanceof Error ? err : new Error(String(err));
  await recordError(db, {
    method: 'POST',
    url: failed.url,
    // The JSON-RPC response is a 200 carrying an internal error; the log records it as the server error it is.
    statusCode: 500,
    errorName: error.name || 'Error',
    message: `${failed.call}: ${error.message}`,
    ip: failed.client,
    userId: null,
  });
}
