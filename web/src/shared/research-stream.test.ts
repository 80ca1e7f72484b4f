/** The SSE reader and the research stream client, with bodies cut into chunks at every position. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError, postResearchStream } from './research-stream.ts';
import { readSseEvents, type SseEvent } from '../lib/sse.ts';

function streamOf(chunks: Array<string | Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(typeof c === 'string' ? encoder.encode(c) : c);
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<SseEvent[]> {
  const out: SseEvent[] = [];
  for await (const e of readSseEvents(stream)) out.push(e);
  return out;
}

const wire = (type: string, body: Record<string, unknown>) => `event: ${type}\ndata: ${JSON.stringify({ type, ...body })}\n\n`;

const body =
  ': keep-alive comment\n' +
  wire('stage', { stage: 'retrieving', label: 'Finding the relevant articles...' }) +
  wire('delta', { text: 'Corporate Tax — ضريبة [1]' }) +
  'event: note\r\ndata: line one\r\ndata: line two\r\n\r\n' +
  'data: bare\rretry: 10\r\r' +
  wire('done', { result: { ok: true } });

const expected: SseEvent[] = [
  { event: 'stage', data: JSON.stringify({ type: 'stage', stage: 'retrieving', label: 'Finding the relevant articles...' }) },
  { event: 'delta', data: JSON.stringify({ type: 'delta', text: 'Corporate Tax — ضريبة [1]' }) },
  { event: 'note', data: 'line one\nline two' },
  { event: 'message', data: 'bare' },
  { event: 'done', data: JSON.stringify({ type: 'done', result: { ok: true } }) },
];

describe('readSseEvents', () => {
  it('reads a whole body in one chunk', async () => {
    expect(await collect(streamOf([body]))).toEqual(expected);
  });

  it('gives the same events whatever the chunk boundaries, even inside a multi-byte character or a CRLF', async () => {
    const bytes = new TextEncoder().encode(body);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await collect(streamOf([bytes.slice(0, cut), bytes.slice(cut)]))).toEqual(expected);
    }
    // And one byte at a time.
    expect(await collect(streamOf([...bytes].map((b) => new Uint8Array([b]))))).toEqual(expected);
  });

  it('delivers a last event the server did not end with a blank line', async () => {
    expect(await collect(streamOf(['event: done\ndata: {"x":1}']))).toEqual([{ event: 'done', data: '{"x":1}' }]);
  });
});

describe('postResearchStream', () => {
  afterEach(() => vi.unstubAllGlobals());

  const sse = (text: string, chunkSize = 7) => {
    const chunks: string[] = [];
    for (let i = 0; i < text.length; i += chunkSize) chunks.push(text.slice(i, i + chunkSize));
    return new Response(streamOf(chunks), { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
  };

  it('posts JSON with credentials, reports stages and deltas, and resolves with the done result', async () => {
    const fetchMock = vi.fn(async () =>
      sse(
        wire('stage', { stage: 'analyzing', label: 'Analyzing the articles...' }) +
          wire('delta', { text: 'Hello ' }) +
          wire('delta', { text: 'world' }) +
          wire('done', { result: { response: 'Hello world.' } }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const stages: string[] = [];
    let text = '';
    const outcome = await postResearchStream<{ response: string }>(
      '/api/chat/stream',
      { message: 'Hi' },
      { onStage: (l) => stages.push(l), onDelta: (t) => (text += t) },
    );
    expect(outcome).toEqual({ ok: true, result: { response: 'Hello world.' } });
    expect(stages).toEqual(['Analyzing the articles...']);
    expect(text).toBe('Hello world');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/chat/stream');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: JSON.stringify({ message: 'Hi' }) });
  });

  it('reports an error event and a JSON refusal before streaming in the same shape', async () => {
    vi.stubGlobal('fetch', async () => sse(wire('error', { status: 422, body: { error: 'No text', code: 'NO_TEXT' } })));
    expect(await postResearchStream('/x', {})).toEqual({ ok: false, status: 422, statusText: '', body: { error: 'No text', code: 'NO_TEXT' } });

    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ error: 'Please log in', code: 'LOGIN_REQUIRED' }), {
          status: 401,
          statusText: 'Unauthorized',
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    expect(await postResearchStream('/x', {})).toEqual({
      ok: false,
      status: 401,
      statusText: 'Unauthorized',
      body: { error: 'Please log in', code: 'LOGIN_REQUIRED' },
    });

    vi.stubGlobal('fetch', async () => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    expect(await postResearchStream('/x', {})).toEqual({ ok: false, status: 502, statusText: 'Bad Gateway', body: { error: 'Bad gateway' } });
  });

  it('throws a NetworkError when the request fails or the stream ends without done or error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(postResearchStream('/x', {})).rejects.toBeInstanceOf(NetworkError);

    vi.stubGlobal('fetch', async () => sse(wire('delta', { text: 'partial' })));
    await expect(postResearchStream('/x', {})).rejects.toBeInstanceOf(NetworkError);
  });
});
