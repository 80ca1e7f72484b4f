/**
 * A small in-memory fake of Beehiiv's HTTP API v2, enough for the newsletter adapter: reading the
 * publication (the connection test) and creating subscriptions. Like Beehiiv it checks the Bearer key
 * and the publication id and answers errors as `{status, statusText, errors: [{message, code}]}`.
 * It records every request, and can simulate outages: an error status, a network failure, or calls
 * held open until the test releases them (or the caller's timeout aborts them).
 *
 * A pure fetch handler without Node imports, so it runs inside workerd behind an intercepted fetch.
 */
import { vi } from 'vitest';

export interface FakeBeehiivOptions {
  apiKey: string;
  publicationId: string;
  publicationName?: string;
}

export interface RecordedBeehiivRequest {
  method: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
  body: Record<string, unknown> | null;
}

export interface FakeSubscription {
  id: string;
  email: string;
  status: 'active' | 'invalid';
  utm_source: string | null;
  utm_medium: string | null;
  referring_site: string | null;
  custom_fields: { name: string; value: unknown }[];
  automation_ids: string[];
}

export interface FakeBeehiiv {
  handle(request: Request): Promise<Response>;
  /** Every request that reached the fake, oldest first (also the failed and held ones). */
  requests(): RecordedBeehiivRequest[];
  subscriptions(): FakeSubscription[];
  /** From now on every call answers `status` with Beehiiv's error body; null answers normally again. */
  failWith(status: number | null, message?: string): void;
  /** From now on every call fails as an unreachable host would (fetch throws); false ends it. */
  unreachable(on: boolean): void;
  /** From now on calls wait until `release()` (or until the caller aborts), then answer as usual. */
  hold(): { release(): void };
}

/** Addresses Beehiiv's validation marks invalid (it still answers 201, with status invalid). */
export const INVALID_EMAIL_DOMAIN = '@invalid.example';

function error(status: number, statusText: string, message: string, code: string): Response {
  return Response.json({ status, statusText, errors: [{ message, code }] }, { status });
}

export function createFakeBeehiiv(options: FakeBeehiivOptions): FakeBeehiiv {
  const recorded: RecordedBeehiivRequest[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  let failure: { status: number; message: string } | null = null;
  let down = false;
  let held: Promise<void> | null = null;

  function publication(): Response {
    return Response.json({
      data: {
        id: options.publicationId,
        name: options.publicationName ?? 'UAE Corporate Tax Briefing',
        organization_name: 'UAE CT Research',
        referral_program_enabled: false,
        created: 1_767_225_600,
      },
    });
  }

  function createSubscription(body: Record<string, unknown> | null): Response {
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return error(400, 'Bad Request', 'Email is invalid', 'invalid_email');
    const existing = subscriptions.get(email);
    if (existing) return Response.json({ data: existing }, { status: 201 });
    const created: FakeSubscription = {
      id: `sub_${crypto.randomUUID()}`,
      email,
      status: email.endsWith(INVALID_EMAIL_DOMAIN) ? 'invalid' : 'active',
      utm_source: typeof body?.utm_source === 'string' ? body.utm_source : null,
      utm_medium: typeof body?.utm_medium === 'string' ? body.utm_medium : null,
      referring_site: typeof body?.referring_site === 'string' ? body.referring_site : null,
      custom_fields: Array.isArray(body?.custom_fields) ? (body.custom_fields as FakeSubscription['custom_fields']) : [],
      automation_ids: Array.isArray(body?.automation_ids) ? (body.automation_ids as string[]) : [],
    };
    subscriptions.set(email, created);
    return Response.json({ data: created }, { status: 201 });
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const text = await request.text();
    let body: Record<string, unknown> | null = null;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      /* recorded as no body; answered 400 below */
    }
    recorded.push({
      method: request.method,
      path: url.pathname,
      authorization: request.headers.get('authorization'),
      contentType: request.headers.get('content-type'),
      body,
    });

    if (held) {
      const signal = request.signal;
      const aborted = new Promise<never>((_, reject) => {
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason));
      });
      await Promise.race([held, aborted]);
    }
    if (down) throw new TypeError('Network connection lost.');
    if (failure)
      return error(
        failure.status,
        failure.status >= 500 ? 'Internal Server Error' : 'Error',
        failure.message,
        failure.status >= 500 ? 'internal_error' : 'error',
      );

    if (request.headers.get('authorization') !== `Bearer ${options.apiKey}`) return error(401, 'Unauthorized', 'Invalid API key', 'unauthorized');
    const m = url.pathname.match(/^\/v2\/publications\/([^/]+)(\/subscriptions)?$/);
    if (!m) return error(404, 'Not Found', `No route for ${request.method} ${url.pathname}`, 'not_found');
    if (decodeURIComponent(m[1]!) !== options.publicationId) return error(404, 'Not Found', 'Publication not found', 'not_found');
    if (!m[2] && request.method === 'GET') return publication();
    if (m[2] && request.method === 'POST') {
      if (!request.headers.get('content-type')?.startsWith('application/json') || (text && !body))
        return error(400, 'Bad Request', 'Body must be JSON', 'invalid_body');
      return createSubscription(body);
    }
    return error(405, 'Method Not Allowed', `${request.method} is not allowed here`, 'method_not_allowed');
  }

  return {
    handle,
    requests: () => [...recorded],
    subscriptions: () => [...subscriptions.values()],
    failWith(status, message = 'Something went wrong') {
      failure = status === null ? null : { status, message };
    },
    unreachable(on) {
      down = on;
    },
    hold() {
      let release!: () => void;
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return {
        release() {
          held = null;
          release();
        },
      };
    },
  };
}

/** Hands outbound fetch to `baseUrl` to the fake in this isolate; everything else goes out as usual. Undo with vi.restoreAllMocks(). */
export function routeFetchToFake(baseUrl: string, fake: FakeBeehiiv) {
  const original = globalThis.fetch;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    return request.url.startsWith(baseUrl) ? fake.handle(request) : original(input, init);
  });
}
