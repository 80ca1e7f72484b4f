/**
 * GET /api/openapi.json (issue 29 item 3): served as generated, it covers every public read of the API, and the
 * real answers of those reads (successes and refusals) match the schemas it documents. That it is valid OpenAPI
 * 3.1 is checked on Node (openapi.node.test.ts). Responses are checked with @cfworker/json-schema, a JSON Schema
 * 2020-12 validator that needs no code generation, so it runs in workerd.
 */
import { Validator, type Schema } from '@cfworker/json-schema';
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { openApiDocument } from '../src/services/api-docs/openapi-document.ts';
import { call } from './helpers.ts';
import { actor } from './support/actors.ts';

const doc = openApiDocument();

/** GET reads of /api that are not in the document, each with its reason. */
const UNDOCUMENTED: Record<string, string> = {
  '/api/openapi.json': 'the document itself',
  '/api/auth/me': 'the caller’s own session, not a read of the collection',
  '/api/billing/pricing': 'the price list of the paid AI analysis, which this API does not offer',
};

type Responses = Record<string, { content?: { 'application/json': { schema: { $ref: string } } } }>;
type Operation = { responses: Responses };

function operationOf(path: string): { template: string; operation: Operation } {
  for (const [template, item] of Object.entries(doc.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (pattern.test(path)) return { template, operation: (item as { get: Operation }).get };
  }
  throw new Error(`no documented read for ${path}`);
}

/** Checks a real response against the document: its status is documented, and its body matches that status's schema. */
async function expectDocumented(url: string, expectedStatus: number) {
  const res = await call(url);
  expect(res.status, `${url}: ${res.text.slice(0, 200)}`).toBe(expectedStatus);
  const { template, operation } = operationOf(url.split('?')[0]!);
  const documented = operation.responses[String(res.status)];
  expect(documented, `${template} does not document ${res.status}`).toBeDefined();
  const schema = { $ref: documented!.content!['application/json'].schema.$ref, components: doc.components } as unknown as Schema;
  const result = new Validator(schema, '2020-12', false).validate(res.json);
  expect(result.errors.slice(0, 5), `${url} → ${res.status} does not match ${template}`).toEqual([]);
}

let lawId: number;
let shareToken: string;

beforeAll(async () => {
  lawId = (await env.DB.prepare("SELECT id FROM legislation WHERE slug = 'fdl-47-2022'").first<number>('id'))!;
  // A real answer (the extractive analyst, paid by the welcome credit) with its citations, shared.
  const user = await actor('openapi-share');
  const answer = await call('/api/multi-document-search', { cookie: user.cookie, body: { query: 'Who qualifies for Small Business Relief?' } });
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  const shared = await call('/api/create-share-link', { cookie: user.cookie, body: { sessionId: `chat-${answer.json.chatId as number}` } });
  expect(shared.status, shared.text.slice(0, 300)).toBe(200);
  shareToken = /\/shared\/([A-Za-z0-9_-]+)$/.exec(shared.json.shareUrl as string)![1]!;
}, 60_000);

describe('GET /api/openapi.json', () => {
  it('serves the generated document to anyone, from any origin', async () => {
    const res = await call('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.json).toEqual(JSON.parse(JSON.stringify(doc)));
    expect(res.json.openapi).toBe('3.1.0');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('documents every public read of the API (a new public read needs a path or a reason)', async () => {
    const reads = [
      ...new Set(
        createApp()
          .routes.filter((r) => r.method === 'GET' && r.path.startsWith('/api/'))
          .map((r) => r.path),
      ),
    ];
    const documented = Object.keys(doc.paths).map((p) => p.replace(/\{(\w+)\}/g, ':$1'));
    for (const read of reads) {
      if (documented.includes(read) || read in UNDOCUMENTED) continue;
      // Anything else must be closed to anonymous callers: personal or administrative.
      const res = await call(read.replace(/:\w+/g, '1'));
      expect([401, 403], `${read} answers ${res.status} anonymously but is not in the OpenAPI document`).toContain(res.status);
    }
    for (const path of documented) expect(reads, path).toContain(path);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/legislation', '/api/legislation/{id}', '/api/passages', '/api/shared/{shareId}']));
  });

  it('checks responses for real: a body that is not as documented fails', () => {
    const schema = (name: string) => ({ $ref: `#/components/schemas/${name}`, components: doc.components }) as unknown as Schema;
    expect(new Validator(schema('PassageResponse'), '2020-12', false).validate({ query: 'x', results: [{ title: 'no other fields' }] }).valid).toBe(false);
    expect(new Validator(schema('ErrorBody'), '2020-12', false).validate({ error: 'x', undocumented: true }).valid).toBe(false);
    expect(new Validator(schema('ErrorBody'), '2020-12', false).validate({ error: 'x', code: 'NO_TEXT' }).valid).toBe(true);
  });

  it.each([
    ['/api/legislation', 200],
    ['/api/legislation?search=Small%20Business%20Relief&lang=ar&limit=3', 200],
    ['/api/legislation?status=repealed&sort=title', 200],
    ['/api/legislation?limit=abc', 400],
    ['/api/legislation/fdl-47-2022', 200],
    ['/api/legislation/no-such-document', 404],
    ['/api/legislation/NOT%20A%20SLUG', 400],
    ['/api/field-choices', 200],
    ['/api/passages?q=small%20business%20relief&k=3', 200],
    [`/api/passages?q=${encodeURIComponent('حد الإيرادات')}`, 200],
    ['/api/passages?q=tax&k=0', 400],
    ['/api/shared/not-a-token', 404],
  ])('%s answers %i as documented', async (url, status) => {
    await expectDocumented(url, status);
  });

  it('documents the reads that take a record id and a share link, as they answer', async () => {
    await expectDocumented(`/api/legislation/${lawId}`, 200);
    await expectDocumented(`/api/legislation/${lawId}/overview`, 200);
    await expectDocumented(`/api/legislation/matches?search=relief&ids=${lawId}`, 200);
    await expectDocumented('/api/legislation/matches?search=relief', 400);
    await expectDocumented(`/api/shared/${shareToken}`, 200);
  });
});
