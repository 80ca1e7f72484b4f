/** The wire shapes of an answer (spec §3 "Search response", §7 chat reply) built from one outcome. */
import type { ChatReplyResponse, MultiDocumentSearchResponse } from '../../../../schema/api/research.ts';
import type { AnswerOutcome } from './research-service.ts';

export function toSearchResponse(o: AnswerOutcome): MultiDocumentSearchResponse {
  return {
    success: true,
    response: o.answer,
    conversation_title: o.title,
    documents_analyzed: o.documentsAnalyzed,
    professional_citations: o.citations.map((c) => c.text),
    source_documents: [...new Set(o.citations.map((c) => c.title))],
    citations: o.citations,
    removed_citations: o.removedCitations,
    analyst: o.analyst,
    model: o.model,
    chatId: o.chatId,
    word_count: o.wordCount,
    no_match: o.noMatch,
  };
}

export function toChatReply(o: AnswerOutcome): ChatReplyResponse {
  return {
    success: true,
    message: o.answer,
    response: o.answer,
    sessionId: `chat-${o.chatId}`,
    chatId: o.chatId,
    word_count: o.wordCount,
    citations: o.citations,
    removed_citations: o.removedCitations,
    analyst: o.analyst,
    model: o.model,
    no_match: o.noMatch,
  };
}
