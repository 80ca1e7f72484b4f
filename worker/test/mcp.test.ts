/**
 * The remote MCP server (issue 29), driven as an assistant drives it: the official SDK's Client over the
 * Streamable HTTP transport, its fetch routed into this Worker. Real questions and citations of the fixture
 * corpus (worker/test/fixtures/corpus, real documents), checked against what the collection says.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_TOOL_NAMES } from '../../schema/api/mcp.ts';
import { MCP_LIMITS } from '../src/routes/mcp.ts';
import { EDGE_CACHE_META } from '../src/services/mcp/mcp-server.ts';
import { fetchWorker, newClient } from './helpers.ts';

const APP_URL = 'http://localhost:8787';

/** A client of this Worker from its own address (the per-client limit counts in a database other files share). */
async function connect(address = newClient()) {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('http://localhost/mcp'), {
    fetch: async (url, init) => {
      const headers = new Headers(init?.headers);
      headers.set('cf-connecting-ip', address);
      // The work left for after the response (the edge-cache store) ends before the call does: the next call sees it.
      const ctx = createExecutionContext();
      const res = await fetchWorker(String(url), { ...init, headers }, ctx);
      const body = await res.arrayBuffer();
      await waitOnExecutionContext(ctx);
      return new Response(res.status === 202 || res.status === 204 ? null : body, { status: res.status, statusText: res.statusText, headers: res.headers });
    },
  });
  await client.connect(transport);
  return client;
}

let client: Client;
beforeAll(async () => {
  client = await connect();
});
afterAll(async () => {
  await client.close();
});

/** A tool's result as the JSON object its text carries. */
async function callTool<T = Record<string, unknown>>(
  name: string,
  args: Record<string, unknown>,
  on: Client = client,
): Promise<{ body: T; result: CallToolResult }> {
  const result = (await on.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError).toBeFalsy();
  const first = result.content[0];
  if (first?.type !== 'text') throw new Error('expected a text result');
  return { body: JSON.parse(first.text) as T, result };
}

async function rpcError(promise: Promise<unknown>): Promise<McpError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(McpError);
  return err as McpError;
}

/** The id of a fixture document. */
async function idOf(slug: string): Promise<number> {
  return (await env.DB.prepare('SELECT id FROM legislation WHERE slug = ?').bind(slug).first<number>('id'))!;
}

describe('MCP server at /mcp', () => {
  it('initialises statelessly and lists the six read-only tools with their input schemas', async () => {
    expect(client.getServerVersion()).toMatchObject({ name: 'uae-corporate-tax-legislation' });
    expect(client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {} });
    expect(client.getInstructions()).toContain('find_provisions');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...MCP_TOOL_NAMES].sort());
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(80);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    }
    const find = tools.find((t) => t.name === 'find_provisions')!;
    expect(find.inputSchema.required).toEqual(['question']);
    expect(find.inputSchema.properties).toHaveProperty('limit');
  });

  it('find_provisions ranks the Small Business Relief articles first, with citation, status and link', async () => {
    const { body } = await callTool<{
      results: Array<{ citation: string; document: { slug: string; id: number }; article: { number: string }; snippet: string; status: string; link: string }>;
      no_match?: boolean;
    }>('find_provisions', { question: 'Who qualifies for Small Business Relief?' });
    expect(body.no_match).toBeUndefined();
    const top = body.results[0]!;
    // The Law's article and the decision's articles that fill it in (the threshold, Art. 2; the other conditions, Art. 3).
    const reliefArticles = [
      ['fdl-47-2022', '21'],
      ['md-73-2023', '2'],
      ['md-73-2023', '3'],
    ];
    expect(reliefArticles).toContainEqual([top.document.slug, top.article.number]);
    expect(body.results.length).toBeLessThanOrEqual(5);
    const ranked = body.results.map((r) => [r.document.slug, r.article.number]);
    expect(ranked).toContainEqual(['fdl-47-2022', '21']);
    expect(ranked).toContainEqual(['md-73-2023', '2']);
    const law = body.results.find((r) => r.document.slug === 'fdl-47-2022' && r.article.number === '21');
    expect(law?.citation).toBe('Article 21 of Federal Decree-Law No. 47 of 2022');
    expect(law?.link).toBe(`${APP_URL}/legislation/${await idOf('fdl-47-2022')}#article-21`);
    expect(top.snippet).toMatch(/\*\*/);
    expect(top.status).toBeTruthy();
  });

  it('find_provisions answers an Arabic question from the same articles', async () => {
    const { body } = await callTool<{ results: Array<{ document: { slug: string }; article: { number: string } }> }>('find_provisions', {
      question: 'من يحق له الإعفاء للأعمال الصغيرة؟',
      limit: 5,
    });
    expect(body.results.some((r) => r.document.slug === 'md-73-2023' || (r.document.slug === 'fdl-47-2022' && r.article.number === '21'))).toBe(true);
  });

  it('find_provisions flags a repealed article and names what replaced it', async () => {
    const { body } = await callTool<{ results: Array<{ document: { slug: string }; status: string; replaced_by?: { slug: string; link: string } }> }>(
      'find_provisions',
      {
        question: 'tax group parent company subsidiary ownership conditions',
        limit: 10,
      },
    );
    const repealed = body.results.find((r) => r.document.slug === 'md-125-2023');
    expect(repealed).toBeDefined();
    expect(repealed!.status).toBe('repealed');
    expect(repealed!.replaced_by?.slug).toBe('md-301-2024');
  });

  it('search_legislation finds documents by keyword with their matching articles, and applies the list filters', async () => {
    const { body } = await callTool<{
      total: number;
      records: Array<{
        id: number;
        slug: string;
        title: string;
        type: string;
        status: string;
        link: string;
        matches?: Array<{ article: string; snippet: string; link: string }>;
      }>;
    }>('search_legislation', { query: 'Small Business Relief', limit: 5 });
    expect(body.total).toBeGreaterThan(0);
    const md = body.records.find((r) => r.slug === 'md-73-2023')!;
    expect(md).toMatchObject({ type: 'Ministerial Decision', status: 'active', link: `${APP_URL}/legislation/${md.id}` });
    expect(md.matches!.length).toBeGreaterThan(0);
    expect(md.matches![0]!.snippet).toMatch(/\*\*Small Business Relief\*\*/i);

    const repealed = await callTool<{ records: Array<{ status: string }> }>('search_legislation', { status: 'Repealed', type: 'ministerial decision' });
    expect(repealed.body.records.length).toBeGreaterThan(0);
    expect(repealed.body.records.every((r) => r.status === 'repealed')).toBe(true);
    const chapter = await callTool<{ records: Array<{ chapter: string }> }>('search_legislation', { chapter: 'VIII' });
    expect(chapter.body.records.every((r) => r.chapter.startsWith('VIII - '))).toBe(true);
    // An abbreviation the texts write out: the terms to search for instead.
    const abbreviated = await callTool<{ total: number; spelled_out?: { abbreviation: string; terms: string[] } }>('search_legislation', { query: 'SBR' });
    expect(abbreviated.body.spelled_out).toEqual({ abbreviation: 'SBR', terms: ['Small Business Relief', 'تسهيلات الأعمال الصغيرة'] });
  });

  it('get_article gives the article in English and the official Arabic with its citator edges', async () => {
    const { body } = await callTool<{
      citation: string;
      citation_ar: string;
      article: { heading: string };
      text_en: { text: string };
      text_ar: { text: string };
      status: string;
      implemented_by: { items: Array<{ cites: string; slug: string; article: string; link: string }>; total: number };
      link: string;
    }>('get_article', { document: 'Federal Decree-Law No. 47 of 2022', article: 'Article 21' });
    expect(body.citation).toBe('Article 21 of Federal Decree-Law No. 47 of 2022');
    expect(body.citation_ar).toBe('المادة (21) من مرسوم بقانون اتحادي رقم (47) لسنة 2022');
    expect(body.article.heading).toMatch(/Small Business Relief/);
    expect(body.text_en.text).toMatch(/threshold determined by the Minister/);
    expect(body.text_ar.text).toMatch(/[\u0600-\u06FF]/);
    expect(body.status).toBe('amended');
    expect(body.implemented_by.items.map((r) => r.cites)).toContain('Article 2 of Ministerial Decision No. 73 of 2023');
    expect(body.link).toMatch(/#article-21$/);

    const english = await callTool<Record<string, unknown>>('get_article', { document: 'fdl-47-2022', article: '21', language: 'en' });
    expect(english.body).toHaveProperty('text_en');
    expect(english.body).not.toHaveProperty('text_ar');
    const byCitation = await callTool<{ citation: string }>('get_article', { document: 'MD 73/2023 Art. 2' });
    expect(byCitation.body.citation).toBe('Article 2 of Ministerial Decision No. 73 of 2023');
  });

  it('get_document gives the record, its status history and its table of articles', async () => {
    const { body } = await callTool<{
      citation: string;
      status: string;
      status_history: { repealed_by: Array<{ slug: string }> };
      articles: { total: number; items: Array<{ number: string; link: string }> };
      has_text: boolean;
    }>('get_document', { document: 'md-125-2023' });
    expect(body.citation).toBe('Ministerial Decision No. 125 of 2023');
    expect(body.status).toBe('repealed');
    expect(body.status_history.repealed_by.map((r) => r.slug)).toContain('md-301-2024');
    expect(body.has_text).toBe(true);
    expect(body.articles.total).toBeGreaterThan(3);
    expect(body.articles.items[0]!.link).toMatch(/#article-/);
  });

  it('validate_citation recognises citations in English, abbreviated and Arabic forms, and refuses ones that do not exist', async () => {
    const law = await callTool<{ exists: boolean; canonical: string; link: string; status: string }>('validate_citation', {
      citation: 'Article 21 of Federal Decree-Law No. 47 of 2022',
    });
    expect(law.body).toMatchObject({ exists: true, canonical: 'Article 21 of Federal Decree-Law No. 47 of 2022', status: 'amended' });
    expect(law.body.link).toMatch(/#article-21$/);

    const abbreviated = await callTool<{ exists: boolean; canonical: string }>('validate_citation', { citation: 'MD 73/2023 Art. 2' });
    expect(abbreviated.body).toMatchObject({ exists: true, canonical: 'Article 2 of Ministerial Decision No. 73 of 2023' });

    const arabic = await callTool<{ exists: boolean; canonical: string }>('validate_citation', {
      citation: 'المادة (21) من المرسوم بقانون اتحادي رقم (47) لسنة 2022',
    });
    expect(arabic.body).toMatchObject({ exists: true, canonical: 'Article 21 of Federal Decree-Law No. 47 of 2022' });

    const missing = await callTool<{ exists: boolean; problem: string }>('validate_citation', { citation: 'Article 99 of Federal Decree-Law No. 47 of 2022' });
    expect(missing.body.exists).toBe(false);
    expect(missing.body.problem).toMatch(/has no Article 99/);

    const outside = await callTool<{ exists: boolean; problem: string }>('validate_citation', { citation: 'Article 3 of Cabinet Decision No. 999 of 2021' });
    expect(outside.body).toMatchObject({ exists: false });
    expect(outside.body.problem).toMatch(/not in the collection/);
  });

  it('check_status names the instrument that repealed MD 125/2023', async () => {
    const { body } = await callTool<{ status: string; in_force: boolean; statement: string; repealed_by: Array<{ slug: string; link: string }> }>(
      'check_status',
      { target: 'MD 125/2023' },
    );
    expect(body.status).toBe('repealed');
    expect(body.in_force).toBe(false);
    expect(body.statement).toMatch(/Ministerial Decision No\. 301 of 2024/);
    // Named once: the status note already names the repealing decision.
    expect(body.statement.match(/Ministerial Decision No\. 301 of 2024/g)).toHaveLength(1);
    expect(body.repealed_by[0]).toMatchObject({ slug: 'md-301-2024', link: `${APP_URL}/legislation/${await idOf('md-301-2024')}` });

    const article = await callTool<{ citation: string; in_force: boolean; status: string }>('check_status', {
      target: 'Article 2 of Ministerial Decision No. 73 of 2023',
    });
    expect(article.body).toMatchObject({ citation: 'Article 2 of Ministerial Decision No. 73 of 2023', status: 'active', in_force: true });
  });

  it('lists each document as a resource and reads it in English and the official Arabic', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toContain('legislation://fdl-47-2022');
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toContain('legislation://{slug}');
    const read = await client.readResource({ uri: 'legislation://md-73-2023' });
    const text = (read.contents[0] as { text: string }).text;
    expect(text).toMatch(/^# Ministerial Decision No\. 73 of 2023/);
    expect(text).toMatch(/## Article 2/);
    const arabic = await client.readResource({ uri: 'legislation://md-73-2023/ar' });
    expect((arabic.contents[0] as { text: string }).text).toMatch(/[\u0600-\u06FF]/);
    const unknown = await rpcError(client.readResource({ uri: 'legislation://no-such-document' }));
    expect(unknown.code).toBe(-32002);
  });

  it('answers an identical call from the edge cache', async () => {
    const args = { question: 'What is the deadline for the tax registration application?', limit: 3 };
    const first = await callTool('find_provisions', args);
    const second = await callTool('find_provisions', { limit: 3, question: args.question });
    expect(second.result._meta?.[EDGE_CACHE_META]).toBe('HIT');
    expect(second.result.content).toEqual(first.result.content);
  });

  it('answers bad input with a JSON-RPC "invalid params" error that says what to send', async () => {
    const empty = await rpcError(client.callTool({ name: 'find_provisions', arguments: { question: '' } }));
    expect(empty.code).toBe(ErrorCode.InvalidParams);
    expect(empty.message).toMatch(/question: question must not be empty/);
    const limit = await rpcError(client.callTool({ name: 'find_provisions', arguments: { question: 'tax', limit: 99 } }));
    expect(limit.message).toMatch(/limit must be between 1 and 10/);
    const unknownTool = await rpcError(client.callTool({ name: 'ask_the_model', arguments: {} }));
    expect(unknownTool.code).toBe(ErrorCode.InvalidParams);
    expect(unknownTool.message).toMatch(/Unknown tool "ask_the_model"\. The tools are: search_legislation/);
    const document = await rpcError(client.callTool({ name: 'get_document', arguments: { document: 'Cabinet Decision No. 999 of 2021' } }));
    expect(document.message).toMatch(/not in the collection/);
    const article = await rpcError(client.callTool({ name: 'get_article', arguments: { document: 'fdl-47-2022', article: '99' } }));
    expect(article.message).toMatch(/has no Article 99\. Its articles: /);
    const filter = await rpcError(client.callTool({ name: 'search_legislation', arguments: { status: 'expired' } }));
    expect(filter.message).toMatch(/Unknown status "expired"\. The status values are: active; amended; repealed/);
  });

  it('answers malformed requests as JSON-RPC errors, never a 500', async () => {
    const post = (body: string) =>
      fetchWorker('http://localhost/mcp', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'cf-connecting-ip': newClient() },
        body,
      });
    const notJson = await post('{"jsonrpc": "2.0", "method": ');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ jsonrpc: '2.0', error: { code: ErrorCode.ParseError } });
    const notRpc = await post(JSON.stringify({ hello: 'world' }));
    expect(notRpc.status).toBe(400);
    expect(await notRpc.json()).toMatchObject({ jsonrpc: '2.0', error: { code: expect.any(Number) } });
    const noParams = await post(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call' }));
    expect(noParams.status).toBe(200);
    expect(await noParams.json()).toMatchObject({
      jsonrpc: '2.0',
      id: 7,
      error: { code: ErrorCode.InvalidParams, message: expect.stringMatching(/^Invalid params for tools\/call: params/) },
    });
    const numericName = await post(JSON.stringify({ jsonrpc: '2.0', id: 8, method: 'tools/call', params: { name: 5 } }));
    expect(await numericName.json()).toMatchObject({ id: 8, error: { code: ErrorCode.InvalidParams, message: expect.stringContaining('params.name') } });
    const big = await post(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'find_provisions', arguments: { question: 'x'.repeat(70_000) } } }),
    );
    expect(big.status).toBe(413);
    const stream = await fetchWorker('http://localhost/mcp', { headers: { accept: 'text/event-stream' } });
    expect(stream.status).toBe(405);
    const browser = await fetchWorker('http://localhost/mcp', { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(browser.status).toBe(302);
    expect(browser.headers.get('location')).toBe('/developers');
  });

  it('limits anonymous calls per client and answers the limit as a limit', async () => {
    const limited = await connect();
    const max = MCP_LIMITS.anonymousPerClient.max;
    // The limit counts tool calls and resource reads; the cheapest call fills it.
    for (let i = 0; i < max; i++) await callTool('check_status', { target: 'fdl-47-2022' }, limited);
    const refused = await limited.callTool({ name: 'check_status', arguments: { target: 'fdl-47-2022' } }).then(
      () => null,
      (e: unknown) => e as Error & { code?: number },
    );
    expect(refused?.code).toBe(429);
    expect(refused?.message).toMatch(/Too many MCP calls/);
    // Another client is not affected.
    const other = await connect();
    await callTool('check_status', { target: 'fdl-47-2022' }, other);
    await Promise.all([limited.close(), other.close()]);
  });
});
