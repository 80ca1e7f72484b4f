/**
 * A fake OpenAI-compatible chat-completions endpoint for the browser tests: the model path of the
 * product (openai SDK, streamed) runs unchanged against it, and every answer it writes carries the
 * XSS corpus plus links to outside sites, so the test can prove a hostile model cannot run script
 * in a reader's browser. Run with `tsx e2e/support/fake-model-server.ts` (port FAKE_MODEL_PORT).
 */
import { createServer } from 'node:http';
import { MODEL_ANSWER } from './xss-payloads.ts';

const port = Number(process.env.FAKE_MODEL_PORT ?? 8799);

function chunk(delta: Record<string, unknown>, finish: string | null = null) {
  return {
    id: 'chatcmpl-e2e',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'fake-e2e-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
}

const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    if (req.method === 'GET' && req.url === '/health') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not faked here' } }));
      return;
    }
    // Streamed in small pieces, so markup split across deltas is covered too.
    const pieces = MODEL_ANSWER.match(/[\s\S]{1,23}/g) ?? [];
    const events = [
      chunk({ role: 'assistant', content: '' }),
      ...pieces.map((p) => chunk({ content: p })),
      chunk({}, 'stop'),
      {
        id: 'chatcmpl-e2e',
        object: 'chat.completion.chunk',
        created: 1_700_000_000,
        model: 'fake-e2e-model',
        choices: [],
        usage: { prompt_tokens: 900, completion_tokens: 300, total_tokens: 1200 },
      },
    ];
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.end(`${events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('')}data: [DONE]\n\n`);
  });
});

server.listen(port, '127.0.0.1', () => console.log(`fake model endpoint on http://127.0.0.1:${port}/v1`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
