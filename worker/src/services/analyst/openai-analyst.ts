/**
 * The language-model analyst: OpenAI-compatible chat completions through the openai SDK
 * (OpenAI, Azure, Workers AI's OpenAI-compatible endpoint, a local server: OPENAI_BASE_URL
 * and OPENAI_MODEL), bounded in tokens (OPENAI_MAX_TOKENS) and time (OPENAI_TIMEOUT_MS). The answer streams: every content delta goes to `onDelta` as it arrives
 * (the research service passes it through the citation stream filter before a reader sees it).
 */
import OpenAI from 'openai';
import { countWords } from '../../../../schema/word-count.ts';
import { buildMessages } from './prompt.ts';
import type { Analyst, AnalystInput, AnalystResult } from './types.ts';

/** The model's reply could not serve as an answer (it was empty). */
export class ModelReplyError extends Error {
  override name = 'ModelReplyError';
}

export interface OpenAIAnalystOptions {
  apiKey: string;
  baseURL: string;
  model: string;
  /** Retries of a failed request before any text arrived (the SDK's own policy). */
  maxRetries?: number;
  /** Milliseconds for the whole request. */
  timeout?: number;
  /** The most tokens an answer may take (max_tokens). */
  maxTokens?: number;
}

/** Enough for a Summary, Key Points and Details over ten articles; configurable (OPENAI_MAX_TOKENS). */
const DEFAULT_MAX_TOKENS = 1_500;
/** A streamed answer normally ends well within this; configurable (OPENAI_TIMEOUT_MS). */
const DEFAULT_TIMEOUT_MS = 60_000;

export class OpenAIAnalyst implements Analyst {
  readonly kind = 'model' as const;
  readonly model: string;
  private readonly maxTokens: number;
  private readonly client: OpenAI;

  constructor(options: OpenAIAnalystOptions) {
    this.model = options.model;
    this.maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      maxRetries: options.maxRetries ?? 1,
      timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
      // Looked up at call time, not bound at construction: tests intercept globalThis.fetch.
      fetch: (input, init) => fetch(input, init),
    });
  }

  async analyse(input: AnalystInput, options: { onDelta?: (text: string) => void; signal?: AbortSignal } = {}): Promise<AnalystResult> {
    const messages = buildMessages(input);
    const stream = await this.client.chat.completions.create(
      // max_tokens, not max_completion_tokens: the OpenAI-compatible servers (Workers AI, vLLM, Ollama) read this one.
      { model: this.model, messages, max_tokens: this.maxTokens, stream: true, stream_options: { include_usage: true } },
      options.signal ? { signal: options.signal } : {},
    );
    let text = '';
    let inputTokens = 0;
    let outputTokens = 0;
    for await (const chunk of stream) {
      options.signal?.throwIfAborted();
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) {
        text += delta;
        options.onDelta?.(delta);
      }
      // The final chunk (choices: []) carries the usage of the whole request.
      if (chunk.usage) {
        inputTokens = chunk.usage.prompt_tokens ?? 0;
        outputTokens = chunk.usage.completion_tokens ?? 0;
      }
    }
    // The SDK ends the iteration quietly when the request is aborted: a partial answer must not pass as whole.
    options.signal?.throwIfAborted();
    // An empty reply is a failure, not an answer (nothing would be saved worth charging for).
    if (!text.trim()) throw new ModelReplyError(`The model ${this.model} returned no text`);
    return {
      text,
      kind: this.kind,
      model: this.model,
      usage: {
        inputTokens,
        outputTokens,
        inputWords: messages.reduce((sum, m) => sum + countWords(m.content), 0),
        outputWords: countWords(text),
      },
    };
  }
}
