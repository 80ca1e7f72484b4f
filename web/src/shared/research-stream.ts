/**
 * The client of the streamed AI endpoints (POST /api/multi-document-search/stream and
 * /api/chat/stream): `stage` and `delta` events are handed to the caller as they arrive,
 * and the call resolves with the one `done` result or the one `error`. A refusal before
 * streaming starts comes back as plain JSON with an error status and is reported the same
 * way as an `error` event, so callers map one shape to the spec's messages.
 */
import type { ResearchErrorBody, ResearchStage, ResearchStreamEvent } from '../../../schema/api/research.ts';
import { readSseEvents } from '../lib/sse.ts';

/** The request never reached the server, or the stream broke before its `done` or `error`. */
export class NetworkError extends Error {
  constructor(message = 'The connection was lost before the answer was complete.') {
    super(message);
    this.name = 'NetworkError';
  }
}

export interface StreamFailure {
  status: number;
  statusText: string;
  /** The `{error, code, ...}` body when the server gave one. */
  body: ResearchErrorBody | null;
}

export type StreamOutcome<Done> = { ok: true; result: Done } | ({ ok: false } & StreamFailure);

export interface StreamCallbacks {
  onStage?: (label: string, stage: ResearchStage) => void;
  /** The next piece of the answer; the caller appends it. */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
}

function asErrorBody(value: unknown): ResearchErrorBody | null {
  return value && typeof value === 'object' && 'error' in value && typeof value.error === 'string' ? (value as ResearchErrorBody) : null;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export async function postResearchStream<Done>(url: string, body: unknown, { onStage, onDelta, signal }: StreamCallbacks = {}): Promise<StreamOutcome<Done>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new NetworkError(e instanceof Error ? e.message : String(e));
  }

  const contentType = res.headers.get('content-type') ?? '';
  if (!contentType.includes('text/event-stream') || !res.body) {
    const text = await res.text().catch(() => '');
    const parsed = parseJson(text);
    // A server (or proxy) that answered the whole result at once is still an answer.
    if (res.ok && parsed && typeof parsed === 'object') return { ok: true, result: parsed as Done };
    return { ok: false, status: res.status, statusText: res.statusText, body: asErrorBody(parsed) ?? (text ? { error: text } : null) };
  }

  try {
    for await (const { event, data } of readSseEvents(res.body)) {
      const raw = parseJson(data);
      if (!raw || typeof raw !== 'object') continue;
      // The data carries its own `type`; the `event:` name is the fallback for a bare payload.
      const ev = ('type' in raw ? raw : { ...raw, type: event }) as ResearchStreamEvent<Done>;
      if (ev.type === 'stage') onStage?.(ev.label, ev.stage);
      else if (ev.type === 'delta') onDelta?.(ev.text);
      else if (ev.type === 'done') return { ok: true, result: ev.result };
      else if (ev.type === 'error') return { ok: false, status: ev.status, statusText: '', body: asErrorBody(ev.body) };
    }
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new NetworkError(e instanceof Error ? e.message : String(e));
  }
  throw new NetworkError();
}

/** True for the rejection of a request the caller aborted on purpose (unmount, reset). */
export function isAbort(e: unknown, signal: AbortSignal | undefined): boolean {
  return !!signal?.aborted || (e instanceof Error && e.name === 'AbortError');
}
