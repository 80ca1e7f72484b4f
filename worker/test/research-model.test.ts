/**
 * The language-model path end to end: the AI endpoints with OPENAI_API_KEY configured, the
 * model behind a fake OpenAI-compatible endpoint (outbound fetch intercepted in this isolate).
 */
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READ_NEXT_HEADING, type MultiDocumentSearchResponse, type ResearchStreamEvent } from '../../schema/api/research.ts';
import { signedInUser } from './helpers.ts';
import { completionStream, MODEL_URL, postWithModel as post } from './support/model.ts';

function fakeModel(pieces: string[]) {
  const requests: Array<{ url: string; body: Record<string, unknown>; auth: string | null }> = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(MODEL_URL)) return original(input, init);
    requests.push({ url: request.url, body: (await request.json()) as Record<string, unknown>, auth: request.headers.get('authorization') });
    return completionStream(pieces);
  });
  return requests;
}

afterEach(() => vi.restoreAllMocks());

const QUESTION = 'What revenue threshold applies to Small Business Relief?';

describe('AI answers from an OpenAI-compatible model', () => {
  it('gives the model only numbered passages and removes a citation to a passage it was not given', async () => {
    const { cookie, user } = await signedInUser();
    const requests = fakeModel([
      'Small Business Relief may be elected where Revenue does not exceed the threshold [1',
      ']. ',
      'It is also said elsewhere [19], see [1, 19].',
    ]);
    const res = await post('/api/multi-document-search', { query: QUESTION }, cookie);
    expect(res.status).toBe(200);
    const body = JSON.parse(res.text) as MultiDocumentSearchResponse;

    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe(`${MODEL_URL}/chat/completions`);
    expect(requests[0]!.auth).toBe('Bearer sk-test-key');
    expect(requests[0]!.body.model).toBe('fake-model-1');
    expect(requests[0]!.body.stream).toBe(true);
    const prompt = JSON.stringify(requests[0]!.body.messages);
    expect(prompt).toContain('[1]');
    expect(prompt).toContain(QUESTION);

    expect(body.analyst).toBe('model');
    expect(body.model).toBe('fake-model-1');
    expect(body.removed_citations).toEqual([19]);
    expect(body.response).not.toContain('[19]');
    expect(body.response).not.toContain('19]');
    expect(body.response).toContain('[1]');
    expect(body.citations.map((c) => c.n)).toEqual([1]);

    const call = await env.DB.prepare('SELECT model, input_tokens, output_tokens, input_words, output_words FROM api_calls WHERE user_id = ? AND chat_id = ?')
      .bind(user.id, body.chatId)
      .first<{ model: string; input_tokens: number; output_tokens: number; input_words: number; output_words: number }>();
    expect(call).toMatchObject({ model: 'fake-model-1', input_tokens: 1234, output_tokens: 56 });
    expect(call!.input_words).toBeGreaterThan(0);
    expect(call!.output_words).toBeGreaterThan(0);
    const saved = await env.DB.prepare("SELECT content FROM messages WHERE chat_id = ? AND role = 'assistant'").bind(body.chatId).first<{ content: string }>();
    expect(saved!.content).toBe(body.response);
  });

  it('streams the answer without ever sending the unverifiable citation', async () => {
    const { cookie } = await signedInUser();
    fakeModel(['Relief applies [1]. Not this [', '19', ']. Done [2].']);
    const res = await post('/api/multi-document-search/stream', { query: QUESTION }, cookie);
    expect(res.status).toBe(200);
    const events = res.text
      .split('\n\n')
      .map((b) => b.split('\n').find((l) => l.startsWith('data:')))
      .filter((l): l is string => !!l)
      .map((l) => JSON.parse(l.slice(5)) as ResearchStreamEvent<MultiDocumentSearchResponse>);
    const streamed = events.map((e) => (e.type === 'delta' ? e.text : '')).join('');
    expect(streamed).not.toMatch(/\[\s*19\s*\]/);
    const done = events.at(-1)!;
    if (done.type !== 'done') throw new Error(`expected done, got ${done.type}`);
    expect(done.result.removed_citations).toEqual([19]);
    // What was streamed is what was checked and saved.
    expect(streamed.trim()).toBe(done.result.response);
    expect(done.result.response).not.toContain('[19]');
  });

  it('ends the model’s answer with the articles to read next, streamed after its text and saved with it', async () => {
    const { cookie } = await signedInUser();
    const modelText = 'Relief may be elected below the threshold [1]. The Minister sets the conditions [2, 3].';
    fakeModel([modelText]);
    const res = await post('/api/multi-document-search/stream', { query: QUESTION }, cookie);
    const events = res.text
      .split('\n\n')
      .map((b) => b.split('\n').find((l) => l.startsWith('data:')))
      .filter((l): l is string => !!l)
      .map((l) => JSON.parse(l.slice(5)) as ResearchStreamEvent<MultiDocumentSearchResponse>);
    const done = events.at(-1)!;
    if (done.type !== 'done') throw new Error(`expected done, got ${done.type}`);
    const answer = done.result.response;
    const at = answer.indexOf(`\n\n## ${READ_NEXT_HEADING}\n\n`);
    expect(at, answer).toBeGreaterThan(0);
    expect(answer.slice(0, at)).toBe(modelText);
    expect(answer.slice(at)).toMatch(/^\n\n## Read Next\n\n(?:- \[[^\]]+\]\(\/legislation\/\d+#article-[\d.]+\) — [^\n]+\n?)+$/);
    // The stream ends with the same section: what was streamed is what was saved.
    expect(
      events
        .map((e) => (e.type === 'delta' ? e.text : ''))
        .join('')
        .trim(),
    ).toBe(answer);
    const saved = await env.DB.prepare("SELECT content FROM messages WHERE chat_id = ? AND role = 'assistant'")
      .bind(done.result.chatId)
      .first<{ content: string }>();
    expect(saved!.content).toBe(answer);
  });

  it('asks an Arabic question in Arabic, from the official Arabic of the articles, with the same citations', async () => {
    const { cookie } = await signedInUser();
    const requests = fakeModel(['## الملخص\n\n', 'يجوز للشخص الخاضع للضريبة اختيار الإعفاء [1].']);
    const res = await post('/api/multi-document-search', { query: 'ما حد الإيرادات الذي يسمح بالاستفادة من الإعفاء للأعمال الصغيرة؟' }, cookie);
    expect(res.status).toBe(200);
    const body = JSON.parse(res.text) as MultiDocumentSearchResponse;
    const messages = requests[0]!.body.messages as Array<{ role: string; content: string }>;
    const system = messages.find((m) => m.role === 'system')!.content;
    expect(system).toContain('write the whole answer in Arabic');
    // The passages carry the official Arabic: the Small Business Relief decision's article on the threshold.
    expect(system).toMatch(/\[\d+\] Ministerial Decision No\. 73 of 2023[^\n]*\n[^\n]*[\u0600-\u06FF]/);
    expect(body.response).toContain('يجوز للشخص الخاضع للضريبة');
    expect(body.citations.map((c) => c.n)).toEqual([1]);
  });

  it('reports a failing model as a 502 and saves nothing', async () => {
    const { cookie, user } = await signedInUser();
    const original = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.startsWith(MODEL_URL)) return original(input, init);
      return new Response(JSON.stringify({ error: { message: 'invalid key' } }), { status: 401, headers: { 'content-type': 'application/json' } });
    });
    // The failure is logged for the operator (kept out of the test output, checked here).
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await post('/api/chat', { message: QUESTION, legislationId: null }, cookie);
    expect(res.status).toBe(502);
    expect(JSON.parse(res.text)).toMatchObject({ code: 'ANALYST_FAILED' });
    expect(logged).toHaveBeenCalledWith('analyst failed', expect.anything());
    const chats = await env.DB.prepare('SELECT count(*) AS n FROM chats WHERE user_id = ?').bind(user.id).first<{ n: number }>();
    expect(chats!.n).toBe(0);
    // No answer, no charge: no usage event, and the welcome credit the gate held is back.
    expect(await env.DB.prepare('SELECT count(*) AS n FROM usage_events WHERE user_id = ?').bind(user.id).first('n')).toBe(0);
    expect(await env.DB.prepare('SELECT welcome_chats_left AS n FROM billing_accounts WHERE user_id = ?').bind(user.id).first('n')).toBe(1);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM credit_holds WHERE user_id = ?').bind(user.id).first('n')).toBe(0);
  });
});
