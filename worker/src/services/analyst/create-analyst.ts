/** Which analyst this deployment uses: a language model when a key is configured, else the extractive analyst. */
import type { Config } from '../../env.ts';
import { ExtractiveAnalyst } from './extractive-analyst.ts';
import { OpenAIAnalyst } from './openai-analyst.ts';
import type { Analyst } from './types.ts';

export function createAnalyst(config: Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL'>): Analyst {
  if (config.OPENAI_API_KEY) {
    return new OpenAIAnalyst({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL });
  }
  return new ExtractiveAnalyst();
}
