/** One analyst interface: a language model when configured, else the extractive analyst. */
import type { AnalystKind } from '../../../../schema/api/research.ts';
import type { InstrumentStatus } from '../citator/instrument-status.ts';
import type { CitatorAsks } from './citator-lines.ts';
import type { RetrievedPassage } from '../retrieval/types.ts';

/** A passage as given to the analyst: `n` is the number an answer cites as `[n]` (1-based). */
export interface NumberedPassage extends RetrievedPassage {
  n: number;
}

export interface AnalystInput {
  question: string;
  passages: NumberedPassage[];
  /** Earlier turns of the conversation, oldest first. */
  history: Array<{ role: 'user' | 'assistant'; content: string }>;
  /** 'document': a single-document chat about `documentTitle`; 'collection': the whole collection. */
  scope: 'document' | 'collection';
  documentTitle?: string;
  /** The document of a single-document chat: only its passages are drawn on. */
  legislationId?: number;
  /**
   * The question asks whether these instruments are in force (terms.ts `asksAboutStatus`): their status as the
   * collection records it, which the answer states before it quotes the provisions that made it so.
   */
  instrumentStatuses?: readonly InstrumentStatus[];
  /**
   * The question asks which provisions implement the articles it cites, or which articles the instrument it names
   * implements (terms.ts `asksAboutDelegation`), or which articles refer to the articles it cites (`asksAboutReferences`):
   * the answer states the citator's edges of the cited passages (./citator-lines.ts), then quotes them (and, for
   * delegations, the other ends).
   */
  citatorAsks?: CitatorAsks;
}

export interface AnalystUsage {
  inputTokens: number;
  outputTokens: number;
  inputWords: number;
  outputWords: number;
}

export interface AnalystResult {
  /** The answer as written, before the citation check. */
  text: string;
  kind: AnalystKind;
  model: string;
  usage: AnalystUsage;
}

export interface Analyst {
  readonly kind: AnalystKind;
  readonly model: string;
  /**
   * Answers from the given passages only. `onDelta` receives the raw text as it is produced
   * (a model streams; the extractive analyst may call it once).
   */
  analyse(input: AnalystInput, options?: { onDelta?: (text: string) => void; signal?: AbortSignal }): Promise<AnalystResult>;
}
