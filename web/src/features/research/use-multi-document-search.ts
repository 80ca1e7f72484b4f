/**
 * Spec §4 "Search panel": entering a question; pending; a result (success or failure);
 * follow-up mode (input cleared, conversation kept). The history grows only after a
 * success; New Search and Reset clear query, result, follow-up mode and history.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ChatHistoryItem } from '../../../../schema/api/account.ts';
import {
  boundedHistory,
  EXTRACTIVE_MODEL,
  EXTRACTIVE_NOTICE,
  EXTRACTIVE_NOTICE_AR,
  RESEARCH_MESSAGES,
  type ConversationTurn,
  type MultiDocumentSearchResponse,
  type ResearchStage,
} from '../../../../schema/api/research.ts';
import { isAbort } from '../../shared/research-stream.ts';
import { searchFailure, streamSearch, unsuccessfulResult, type SearchError, type SearchRequest } from './api.ts';
import { SEARCH_TEXT as T } from './messages.ts';

export interface SearchState {
  query: string;
  followUp: boolean;
  pending: boolean;
  /** The label of the server's current stage while pending. */
  stage: string | null;
  /** Which stage that is, so the Arabic interface can say it in Arabic. */
  stageCode: ResearchStage | null;
  /** The answer as it streams in; replaced by the final result. */
  streamed: string;
  /** The question the shown result answers. */
  question: string | null;
  result: MultiDocumentSearchResponse | null;
  error: SearchError | null;
  history: ConversationTurn[];
  /** 'chat-{id}' of the first answer: follow-ups continue that saved conversation. */
  sessionId: string | null;
}

export const initialSearchState: SearchState = {
  query: '',
  followUp: false,
  pending: false,
  stage: null,
  stageCode: null,
  streamed: '',
  question: null,
  result: null,
  error: null,
  history: [],
  sessionId: null,
};

type Action =
  | { type: 'query'; query: string }
  | { type: 'start' }
  | { type: 'stage'; label: string; code: ResearchStage }
  | { type: 'delta'; text: string }
  | { type: 'success'; question: string; result: MultiDocumentSearchResponse }
  | { type: 'failure'; error: SearchError }
  | { type: 'follow-up' }
  | { type: 'back' }
  | { type: 'restore'; saved: ChatHistoryItem }
  | { type: 'reset' };

export function searchReducer(state: SearchState, action: Action): SearchState {
  switch (action.type) {
    case 'query':
      return { ...state, query: action.query };
    case 'start':
      return { ...state, pending: true, stage: null, stageCode: null, streamed: '', error: null };
    case 'stage':
      return state.pending ? { ...state, stage: action.label, stageCode: action.code } : state;
    case 'delta':
      return state.pending ? { ...state, streamed: state.streamed + action.text } : state;
    case 'success':
      return {
        ...state,
        pending: false,
        stage: null,
        stageCode: null,
        streamed: '',
        followUp: false,
        query: '',
        question: action.question,
        result: action.result,
        history: [...state.history, { role: 'user', content: action.question }, { role: 'assistant', content: action.result.response ?? '' }],
        sessionId: state.sessionId ?? (action.result.chatId ? `chat-${action.result.chatId}` : null),
      };
    case 'failure':
      return { ...state, pending: false, stage: null, stageCode: null, streamed: '', error: action.error };
    case 'follow-up':
      return { ...state, followUp: true, query: '', error: null };
    case 'back':
      return { ...state, followUp: false, query: '', error: null };
    case 'restore':
      return restoredState(action.saved) ?? state;
    case 'reset':
      return initialSearchState;
  }
}

/**
 * A saved search as the panel showed it after its last answer (issue 27: an answer survives navigation): the last
 * question and its answer with their citations, and every turn for the follow-ups that continue it. Null when the
 * conversation holds no answer yet.
 */
export function restoredState(saved: ChatHistoryItem): SearchState | null {
  const lastAnswer = saved.messages.findLastIndex((m) => m.role === 'assistant');
  if (lastAnswer < 0) return null;
  const answer = saved.messages[lastAnswer]!;
  const question = saved.messages.slice(0, lastAnswer).findLast((m) => m.role === 'user')?.content ?? null;
  const citations = answer.citations;
  // What wrote it, as saved; an answer saved before that was recorded says so by the extractive analyst's notice.
  const extractive = answer.model
    ? answer.model === EXTRACTIVE_MODEL
    : answer.content.includes(EXTRACTIVE_NOTICE) || answer.content.includes(EXTRACTIVE_NOTICE_AR);
  // A refusal is saved with the server's no-match text and no citation (schema/api/research.ts).
  const noMatch = !citations.length && (answer.content === RESEARCH_MESSAGES.noPassages || answer.content === RESEARCH_MESSAGES.noPassagesAr);
  const result: MultiDocumentSearchResponse = {
    success: true,
    response: answer.content,
    conversation_title: saved.title,
    // The saved answer keeps the articles it cites, not every document retrieval read: these are the ones it relied on.
    documents_analyzed: new Set(citations.map((c) => c.legislation_id)).size,
    professional_citations: citations.map((c) => c.text),
    source_documents: [...new Set(citations.map((c) => c.title))],
    citations,
    removed_citations: [],
    analyst: extractive ? 'extractive' : 'model',
    model: answer.model ?? (extractive ? EXTRACTIVE_MODEL : ''),
    chatId: saved.id,
    word_count: saved.word_count,
    no_match: noMatch,
  };
  return {
    ...initialSearchState,
    question,
    result,
    history: saved.messages.slice(0, lastAnswer + 1).map((m) => ({ role: m.role, content: m.content })),
    sessionId: `chat-${saved.id}`,
  };
}

export function useMultiDocumentSearch() {
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  const controller = useRef<AbortController | null>(null);

  const abort = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
  }, []);
  useEffect(() => abort, [abort]);

  const submit = useCallback(async () => {
    const query = state.query.trim();
    if (!query || state.pending) return;
    abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    const request: SearchRequest = state.followUp
      ? { query, conversationHistory: boundedHistory(state.history), ...(state.sessionId ? { sessionId: state.sessionId } : {}) }
      : { query };
    dispatch({ type: 'start' });
    try {
      const outcome = await streamSearch(request, {
        signal: ctrl.signal,
        onStage: (label, code) => dispatch({ type: 'stage', label, code }),
        onDelta: (text) => dispatch({ type: 'delta', text }),
      });
      if (ctrl.signal.aborted) return;
      if (!outcome.ok) dispatch({ type: 'failure', error: searchFailure(outcome) });
      else if (outcome.result.success === false) dispatch({ type: 'failure', error: unsuccessfulResult(outcome.result) });
      else dispatch({ type: 'success', question: query, result: outcome.result });
    } catch (e) {
      if (isAbort(e, ctrl.signal)) return;
      console.warn('multi-document search failed', e);
      dispatch({ type: 'failure', error: { message: T.unexpected, text: 'unexpected' } });
    } finally {
      if (controller.current === ctrl) controller.current = null;
    }
  }, [state.query, state.pending, state.followUp, state.history, state.sessionId, abort]);

  return {
    state,
    setQuery: (query: string) => dispatch({ type: 'query', query }),
    submit,
    askFollowUp: () => dispatch({ type: 'follow-up' }),
    back: () => dispatch({ type: 'back' }),
    restore: (saved: ChatHistoryItem) => {
      abort();
      dispatch({ type: 'restore', saved });
    },
    reset: () => {
      abort();
      dispatch({ type: 'reset' });
    },
  };
}
