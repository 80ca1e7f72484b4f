/**
 * The remote MCP server (issue 29) at /mcp: the Streamable HTTP transport of the MCP specification, stateless
 * (no session id; a new server and transport per request, so any isolate anywhere answers any call) and with
 * JSON responses rather than SSE streams, since every call is one short read. The tools are the free reads of
 * the collection (services/mcp); the paid AI analysis is not among them.
 *
 * Fair use: every tool call and resource read counts toward a per-client limit with the limiter of
 * /api/passages (services/security/rate-limits.ts), answered as HTTP 429 with Retry-After and a JSON-RPC error.
 * Callers are anonymous: a session cookie is not read, so nothing personal reaches a result or the edge cache.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { PAGE_ROUTES } from '../../../schema/page-routes.ts';
import type { AppEnv } from '../env.ts';
import { afterResponse } from '../lib/background.ts';
import { clientId } from '../lib/client-id.ts';
import { countsTowardLimits } from '../middleware/passage-search-limit.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { reportFailure, runInBackground } from '../middleware/request-scope.ts';
import type { Limit } from '../services/security/rate-limits.ts';
import { currentCorpusVersion } from '../services/legislation/corpus-version.ts';
import { createMcpServer } from '../services/mcp/mcp-server.ts';
import { refuseInvalidParams } from '../services/mcp/request-params.ts';
import { edgeResultCache } from '../services/mcp/result-cache.ts';
import { createRetriever } from '../services/retrieval/index.ts';

/**
 * 60 calls a minute per client address, as for /api/passages: an assistant researching a question makes a
 * handful; a loop or a scraper meets the limit. Loopback callers outside production (the benchmarks) are not counted.
 */
export const MCP_LIMITS = {
  anonymousPerClient: {
    name: 'mcp-client',
    max: 60,
    windowSeconds: 60,
    message: 'Too many MCP calls from this client. Please wait a minute and try again.',
    kind: 'searches',
  },
} as const satisfies Record<string, Limit>;

/** A JSON-RPC request is a few hundred bytes; the longest valid one (a 500-character Arabic question) is far below this. */
export const MCP_BODY_LIMIT_BYTES = 64 * 1024;

/** The calls that do work; initialize, tools/list and notifications are free. */
const COUNTED_METHODS = new Set(['tools/call', 'resources/read', 'resources/list']);

/** JSON-RPC error codes outside the MCP SDK's: -32029 is this server's "rate limited" (the -32000…-32099 server range). */
const RATE_LIMITED = -32029;
const INVALID_REQUEST = -32600;

type JsonRpcId = string | number | null;

function jsonRpcError(status: number, code: number, message: string, id: JsonRpcId = null, headers: Record<string, string> = {}, data?: object): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', id, error: { code, message, ...(data ? { data } : {}) } }), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  });
}

function countedCalls(body: unknown): { count: number; id: JsonRpcId } {
  const messages = (Array.isArray(body) ? body : [body]) as Array<{ method?: unknown; id?: JsonRpcId } | null>;
  const counted = messages.filter((m) => m && typeof m === 'object' && typeof m.method === 'string' && COUNTED_METHODS.has(m.method));
  return { count: counted.length, id: counted[0]?.id ?? null };
}

interface JsonRpcBody {
  raw: string;
  /** Whether `raw` is JSON; a body that is not goes to the transport as it came, which answers the parse error. */
  parsed: boolean;
  body: unknown;
}

/** The request's body, read and parsed once (the limit and the handler both need it). */
const bodies = new WeakMap<Request, JsonRpcBody>();
async function jsonRpcBody(c: Context<AppEnv>): Promise<JsonRpcBody> {
  const known = bodies.get(c.req.raw);
  if (known) return known;
  const raw = await c.req.text();
  let read: JsonRpcBody;
  try {
    read = { raw, parsed: true, body: JSON.parse(raw) };
  } catch {
    read = { raw, parsed: false, body: undefined };
  }
  bodies.set(c.req.raw, read);
  return read;
}

/** The calls of a parsed body that do work, before any work: a refusal as HTTP 429 with Retry-After and a JSON-RPC error. */
const callLimit = rateLimit(MCP_LIMITS.anonymousPerClient, {
  subject: async (c) => {
    const client = clientId(c);
    if (!countsTowardLimits(c.get('config').ENVIRONMENT, client)) return null;
    const read = await jsonRpcBody(c);
    return read.parsed && countedCalls(read.body).count > 0 ? client : null;
  },
  uses: async (c) => countedCalls((await jsonRpcBody(c)).body).count,
  refused: (c, err) =>
    jsonRpcError(
      429,
      RATE_LIMITED,
      err.message,
      countedCalls(bodies.get(c.req.raw)?.body).id,
      { 'Retry-After': String(err.retryAfterSeconds) },
      { retryAfterSeconds: err.retryAfterSeconds },
    ),
});

export const mcpRoutes = new Hono<AppEnv>()
  // Browser-based MCP clients (inspectors, web IDEs) call from other origins; no cookie is read, so nothing leaks.
  .use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Accept', 'Mcp-Protocol-Version', 'Mcp-Session-Id', 'Last-Event-ID', 'Authorization'],
      exposeHeaders: ['Mcp-Protocol-Version', 'Mcp-Session-Id', 'Retry-After'],
      maxAge: 86400,
    }),
  )
  .use(
    '*',
    bodyLimit({
      maxSize: MCP_BODY_LIMIT_BYTES,
      onError: () => jsonRpcError(413, INVALID_REQUEST, `Request body too large: at most ${MCP_BODY_LIMIT_BYTES / 1024} KB`),
    }),
  )
  // A stateless server opens no stream for server-initiated messages and has no session to end (the specification's 405).
  // A person who opens the address in a browser is shown how to connect instead.
  .get('/', (c) => {
    if (/text\/event-stream/i.test(c.req.header('accept') ?? ''))
      return jsonRpcError(
        405,
        INVALID_REQUEST,
        'Method not allowed: this server is stateless and sends no server-initiated messages; POST JSON-RPC requests to it.',
        null,
        { Allow: 'POST, OPTIONS' },
      );
    return c.redirect(PAGE_ROUTES.developers, 302);
  })
  .delete('/', () =>
    jsonRpcError(405, INVALID_REQUEST, 'Method not allowed: this server is stateless and has no session to end.', null, { Allow: 'POST, OPTIONS' }),
  )
  .post('/', callLimit, async (c) => {
    const { raw, parsed, body } = await jsonRpcBody(c);
    const config = c.get('config');
    // Every call reads the published collection: the nearest D1 replica will do (decision 015, app.ts replicaCorpusReads).
    const db = c.var.corpusDb();
    const origin = new URL(c.req.url).origin;
    const server = createMcpServer({
      db,
      appUrl: config.APP_URL,
      retriever: () => createRetriever({ db, env: c.env, config }),
      cache: edgeResultCache({
        origin,
        version: () => currentCorpusVersion(db),
        background: (label, work) => void runInBackground(c, label, work),
        fresh: /\bno-cache\b/i.test(`${c.req.header('cache-control') ?? ''} ${c.req.header('pragma') ?? ''}`),
      }),
      // Answered as a JSON-RPC internal error (HTTP 200); logged as the server error it is, named by its call.
      onUnexpectedError: (err, call) => void afterResponse(c, reportFailure(c, err, { label: call })),
    });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    refuseInvalidParams(transport);
    // A body that is not JSON goes to the transport as it came, which answers the JSON-RPC parse error.
    const request = parsed ? c.req.raw : new Request(c.req.url, { method: 'POST', headers: c.req.raw.headers, body: raw });
    const res = await transport.handleRequest(request, parsed ? { parsedBody: body } : undefined);
    void runInBackground(c, 'mcp server close', () => server.close());
    res.headers.set('Cache-Control', 'no-store');
    return res;
  });
