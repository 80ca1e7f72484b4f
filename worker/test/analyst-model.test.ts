/**
 * The language-model analyst against a fake OpenAI-compatible chat-completions endpoint
 * (DESIGN §6: intercepted outbound fetch), streaming Server-Sent Events as the real API does.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkCitations, createCitationStreamFilter } from '../src/services/analyst/citation-check.ts';
import { toCitations } from '../src/services/analyst/citations.ts';
import { createAnalyst } from '../src/services/analyst/create-analyst.ts';
import { ModelReplyError, OpenAIAnalyst } from '../src/services/analyst/openai-analyst.ts';
import type { AnalystInput, NumberedPassage } from '../src/services/analyst/types.ts';
import { countWords } from '../../schema/word-count.ts';
import { createOpenAIEmbedder } from '../src/services/retrieval/embeddings.ts';
import { CT_LAW, numberedPassage, SBR_DECISION, SBR_DOCUMENT } from './support/passages.ts';

afterEach(() => vi.restoreAllMocks());

const BASE_URL = 'https://llm.fake.example/v1';
const MODEL = 'gpt-test-mini';
const SBR = SBR_DECISION;

function passage(n: number, over: Partial<NumberedPassage>): NumberedPassage {
  return numberedPassage(n, { articleId: n, score: 1, ...over });
}

const passages = [
  passage(1, {
    number: '21',
    heading: 'Small Business Relief',
    textEn: '1. A Taxable Person that is a Resident Person may elect to be treated as not having derived any Taxable Income for a Tax Period.',
  }),
  passage(2, {
    ...SBR_DOCUMENT,
    number: '2',
    heading: 'Revenue Threshold of the Taxable Person',
    textEn: '1. The Revenue threshold of the Taxable Person shall be AED (3,000,000) three million for each Tax Period.',
  }),
  passage(3, {
    legislationId: 3,
    slug: 'md-127-2023',
    title: 'Ministerial Decision No. 127 of 2023 on Unincorporated Partnership',
    status: 'repealed',
    statusNote: 'Repealed by Ministerial Decision No. 261 of 2024.',
    repealed: true,
    number: '3',
    heading: 'Conditions',
    textEn: 'An Unincorporated Partnership may apply to be treated as a Taxable Person.',
  }),
];

const input: AnalystInput = {
  question: 'Who may elect Small Business Relief, and up to what revenue?',
  passages,
  history: [
    { role: 'user', content: 'What is Small Business Relief?' },
    { role: 'assistant', content: 'It is a relief [1].' },
  ],
  scope: 'collection',
};

/** The model's reply, as it arrives: [9] names no passage given (only 1–3 were). */
const REPLY_PIECES = [
  '## Summary\n\nA Resident Person may elect',
  ' Small Business Relief [1]',
  ' while its Revenue stays within AED 3,000,000 [2',
  '] [',
  '9].\n\n## Key Points\n\n- The threshold is set per Tax Period [2][9',
  '].\n- Partnerships: see [3] (repealed) and [1, 9].\n',
];
const REPLY = REPLY_PIECES.join('');

function chunk(delta: Record<string, unknown>, finish: string | null = null) {
  return { id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1_700_000_000, model: MODEL, choices: [{ index: 0, delta, finish_reason: finish }] };
}

/** An SSE body of chat.completion.chunk events, cut into network pieces that split events mid-way. */
function sseResponse(contents: string[], usage: Record<string, number> | null = { prompt_tokens: 812, completion_tokens: 57, total_tokens: 869 }): Response {
  const events = [
    chunk({ role: 'assistant', content: '' }),
    ...contents.map((content) => chunk({ content })),
    chunk({}, 'stop'),
    ...(usage ? [{ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1_700_000_000, model: MODEL, choices: [], usage }] : []),
  ];
  const wire = `${events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('')}data: [DONE]\n\n`;
  const bytes = new TextEncoder().encode(wire);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 37) controller.enqueue(bytes.slice(i, i + 37));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

function fakeEndpoint(response: () => Response) {
  const requests: Request[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    requests.push(new Request(input as RequestInfo, init));
    return response();
  });
  return { requests, spy };
}

interface ChatRequestBody {
  model: string;
  max_tokens: number;
  stream: boolean;
  stream_options: { include_usage: boolean };
  messages: Array<{ role: string; content: string }>;
}

describe('OpenAIAnalyst (OpenAI-compatible chat completions, streamed)', () => {
  const analyst = () => new OpenAIAnalyst({ apiKey: 'sk-test-key', baseURL: BASE_URL, model: MODEL });

  it('sends the numbered passages, the history and the question, streaming with usage', async () => {
    const { requests, spy } = fakeEndpoint(() => sseResponse(REPLY_PIECES));
    await analyst().analyse(input);
    expect(spy).toHaveBeenCalledOnce();
    const req = requests[0]!;
    expect(req.url).toBe(`${BASE_URL}/chat/completions`);
    expect(req.method).toBe('POST');
    expect(req.headers.get('authorization')).toBe('Bearer sk-test-key');
    const body = (await req.json()) as ChatRequestBody;
    expect(body.model).toBe(MODEL);
    // Every answer is bounded: a runaway reply cannot run up cost or time.
    expect(body.max_tokens).toBe(1500);
    expect(body.stream).toBe(true);
    expect(body.stream_options).toEqual({ include_usage: true });
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    const system = body.messages[0]!.content;
    expect(system).toContain('answer ONLY from the numbered passages');
    expect(system).toContain('Answer first: the Summary (at most 120 words) opens with the direct answer to what is asked');
    expect(system).toContain('If the question asks several things, answer each of them');
    expect(system).toContain('never drop an item of "all of the following"');
    expect(system).toContain(`[1] ${CT_LAW} — Article (21): Small Business Relief — status: amended\n1. A Taxable Person that is a Resident Person`);
    expect(system).toContain(`[2] ${SBR} — Article (2): Revenue Threshold of the Taxable Person — status: active\n1. The Revenue threshold`);
    expect(system).toContain(
      '[3] Ministerial Decision No. 127 of 2023 on Unincorporated Partnership — Article (3): Conditions — status: repealed (REPEALED: Repealed by Ministerial Decision No. 261 of 2024.)',
    );
    expect(system).not.toContain('[4]');
    expect(body.messages[1]).toEqual({ role: 'user', content: 'What is Small Business Relief?' });
    expect(body.messages[2]).toEqual({ role: 'assistant', content: 'It is a relief.' });
    expect(body.messages[3]).toEqual({ role: 'user', content: input.question });
  });

  it('passes every content delta on as it arrives, and reports tokens and words', async () => {
    fakeEndpoint(() => sseResponse(REPLY_PIECES));
    const deltas: string[] = [];
    const result = await analyst().analyse(input, { onDelta: (t) => deltas.push(t) });
    expect(deltas).toEqual(REPLY_PIECES);
    expect(result.text).toBe(REPLY);
    expect(result.kind).toBe('model');
    expect(result.model).toBe(MODEL);
    expect(result.usage.inputTokens).toBe(812);
    expect(result.usage.outputTokens).toBe(57);
    expect(result.usage.outputWords).toBe(countWords(REPLY));
    // Words of the whole prompt: system (rules + passages), history, question.
    expect(result.usage.inputWords).toBeGreaterThan(countWords(passages.map((p) => p.textEn).join(' ')) + countWords(input.question));
  });

  it('counts no tokens when the server sends no usage', async () => {
    fakeEndpoint(() => sseResponse(['A reply [1].'], null));
    const result = await analyst().analyse(input);
    expect(result.usage).toMatchObject({ inputTokens: 0, outputTokens: 0, outputWords: 3 });
  });

  it('has the citation check remove a passage it was not given ([9] of 3), mid-stream too', async () => {
    fakeEndpoint(() => sseResponse(REPLY_PIECES));
    const valid = new Set(passages.map((p) => p.n));
    const filter = createCitationStreamFilter(valid);
    const shown: string[] = [];
    const result = await analyst().analyse(input, { onDelta: (t) => shown.push(filter.push(t)) });
    shown.push(filter.flush());

    const checked = checkCitations(result.text, valid);
    expect(checked.removed).toEqual([9]);
    expect(checked.cited).toEqual([1, 2, 3]);
    expect(checked.text).not.toContain('9]');
    expect(checked.text).toBe(
      '## Summary\n\nA Resident Person may elect Small Business Relief [1] while its Revenue stays within AED 3,000,000 [2].\n\n## Key Points\n\n- The threshold is set per Tax Period [2].\n- Partnerships: see [3] (repealed) and [1].\n',
    );
    // What a reader saw while it streamed: never the unverifiable [9], and in the end the checked text.
    let soFar = '';
    for (const piece of shown) {
      soFar += piece;
      expect(soFar).not.toMatch(/\[9|9\]/);
    }
    expect(soFar).toBe(checked.text);
    expect(filter.removed()).toEqual([9]);

    const citations = toCitations(passages, checked.cited);
    expect(citations.map((c) => [c.n, c.url, c.repealed])).toEqual([
      [1, '/legislation/1#article-21', false],
      [2, '/legislation/2#article-2', false],
      [3, '/legislation/3#article-3', true],
    ]);
  });

  it('honours the abort signal', async () => {
    fakeEndpoint(() => sseResponse(REPLY_PIECES));
    const controller = new AbortController();
    const seen: string[] = [];
    const run = analyst().analyse(input, {
      signal: controller.signal,
      onDelta: (t) => {
        seen.push(t);
        controller.abort();
      },
    });
    await expect(run).rejects.toThrow();
    expect(seen.length).toBeLessThan(REPLY_PIECES.length);
  });

  it('fails on an error status and on an empty reply', async () => {
    fakeEndpoint(() => Response.json({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }, { status: 401 }));
    await expect(analyst().analyse(input)).rejects.toThrow(/Incorrect API key/);
    vi.restoreAllMocks();
    fakeEndpoint(() => sseResponse([]));
    await expect(analyst().analyse(input)).rejects.toThrow(ModelReplyError);
  });

  it('is created from configuration when OPENAI_API_KEY is set', async () => {
    const { requests } = fakeEndpoint(() => sseResponse(['Answer [2].']));
    const configured = createAnalyst({ OPENAI_API_KEY: 'sk-configured', OPENAI_BASE_URL: BASE_URL, OPENAI_MODEL: 'local-model' });
    expect(configured).toBeInstanceOf(OpenAIAnalyst);
    const result = await configured.analyse(input);
    expect(result.model).toBe('local-model');
    const body = (await requests[0]!.json()) as ChatRequestBody;
    expect(body.model).toBe('local-model');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer sk-configured');
  });
});

describe('Workers AI through its OpenAI-compatible endpoint (a configuration of the same adapters)', () => {
  const WORKERS_AI = 'https://api.cloudflare.com/client/v4/accounts/0123456789abcdef/ai/v1';

  it('sends chat completions to the account endpoint with the @cf model, the token and the configured bound', async () => {
    const { requests } = fakeEndpoint(() => sseResponse(REPLY_PIECES));
    const analyst = createAnalyst({
      OPENAI_API_KEY: 'cf-api-token',
      OPENAI_BASE_URL: WORKERS_AI,
      OPENAI_MODEL: '@cf/meta/llama-3.3-70b-instruct-fp8-fast',
      OPENAI_MAX_TOKENS: 800,
      OPENAI_TIMEOUT_MS: 30_000,
    });
    await analyst.analyse(input);
    const req = requests[0]!;
    expect(req.url).toBe(`${WORKERS_AI}/chat/completions`);
    expect(req.headers.get('authorization')).toBe('Bearer cf-api-token');
    const body = (await req.json()) as ChatRequestBody;
    expect(body.model).toBe('@cf/meta/llama-3.3-70b-instruct-fp8-fast');
    expect(body.max_tokens).toBe(800);
  });

  it('embeds with @cf/baai/bge-m3 (Arabic and English) through the embeddings endpoint', async () => {
    const { requests } = fakeEndpoint(
      () =>
        new Response(JSON.stringify({ object: 'list', data: [{ object: 'embedding', index: 0, embedding: [0.1, 0.2, 0.3] }], model: '@cf/baai/bge-m3' }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const embedder = createOpenAIEmbedder({ apiKey: 'cf-api-token', baseURL: WORKERS_AI, model: '@cf/baai/bge-m3' });
    const [vector] = await embedder.embed(['حد الإيرادات لتسهيلات الأعمال الصغيرة']);
    // The adapter normalises vectors to unit length: the direction is the endpoint's.
    expect(vector).toHaveLength(3);
    expect(vector![1]! / vector![0]!).toBeCloseTo(2);
    expect(vector![2]! / vector![0]!).toBeCloseTo(3);
    expect(requests[0]!.url).toBe(`${WORKERS_AI}/embeddings`);
    expect(((await requests[0]!.json()) as { model: string }).model).toBe('@cf/baai/bge-m3');
  });
});

describe('a model that does not answer in time', () => {
  it('fails the answer after the timeout instead of holding the request open', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    );
    const slow = new OpenAIAnalyst({ apiKey: 'sk-test-key', baseURL: BASE_URL, model: MODEL, timeout: 50, maxRetries: 0 });
    const started = Date.now();
    await expect(slow.analyse(input)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
