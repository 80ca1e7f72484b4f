/** Which analyst this deployment uses: a language model when a key is configured, else the extractive analyst. */
import type { Config } from '../../env.ts';
import { ExtractiveAnalyst } from './extractive-analyst.ts';
import { OpenAIAnalyst } from './openai-analyst.ts';
import type { Analyst } from './types.ts';

export function createAnalyst(
  config: Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL'> & Partial<Pick<Config, 'OPENAI_MAX_TOKENS' | 'OPENAI_TIMEOUT_MS'>>,
): Analyst {
  if (config.OPENAI_API_KEY) {
    return new OpenAIAnalyst({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      model: config.OPENAI_MODEL,
      ...(config.OPENAI_MAX_TOKENS ? { maxTokens: config.OPENAI_MAX_TOKENS } : {}),
      ...(config.OPENAI_TIMEOUT_MS ? { timeout: config.OPENAI_TIMEOUT_MS } : {}),
    });
  }
  return new ExtractiveAnalyst();
}
