/**
 * The language-model path of the Worker for tests: the app with OPENAI_API_KEY configured, its model a
 * fake OpenAI-compatible endpoint (outbound fetch is intercepted in the test's isolate).
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { createApp } from '../../src/app.ts';
import type { Bindings } from '../../src/env.ts';

const app = createApp();
export const MODEL_URL = 'https://llm.test/v1';
export const modelEnv = { ...(env as unknown as Bindings), OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: MODEL_URL, OPENAI_MODEL: 'fake-model-1' };

/** A streamed chat completion whose text arrives in the given pieces, then a usage chunk. */
export function completionStream(pieces: string[], usage = { prompt_tokens: 1234, completion_tokens: 56, total_tokens: 1290 }): Response {
  const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'fake-model-1', choices: [{ index: 0, delta, finish_reason: null }], ...extra })}\n\n`;
  const body = [
    chunk({ role: 'assistant', content: '' }),
    ...pieces.map((p) => chunk({ content: p })),
    `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'fake-model-1', choices: [], usage })}\n\n`,
    'data: [DONE]\n\n',
  ].join('');
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

/** A signed-in POST to the app with the model configured; the work it left for after the response is done when this returns. */
export async function postWithModel(path: string, body: unknown, cookie: string) {
  const ctx = createExecutionContext();
  const res = await app.request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost', cookie }, body: JSON.stringify(body) },
    modelEnv,
    ctx,
  );
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, text, headers: res.headers };
}
