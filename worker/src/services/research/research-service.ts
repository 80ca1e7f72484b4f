/**
 * The research pipeline behind multi-document search and single-document chat (DESIGN §4). `ask()` is its one
 * entry and owns the answer's whole lifecycle (docs/decisions/033): check the question → gate (reserve a welcome
 * credit, or check the plan or the card) → retrieve → analyst → citation check → save the exchange with its charge →
 * settle (invoicing after the response) or release the reserved credit. Routes only translate HTTP to a `Question`
 * and the `AnswerOutcome` back; streaming and non-streaming callers differ only in the progress sink they pass.
 */
import { GENERAL_CONSULTATION_TITLE, RESEARCH_MESSAGES as M, type AnalystKind, type Citation, type ResearchStage } from '../../../../schema/api/research.ts';
import type { ConversationHistoryItem } from '../../../../schema/api/research-requests.ts';
import type { Db } from '../../db/client.ts';
import { findChatDocument, findConversationOfUser, recentMessages, saveExchange, type ConversationRow } from '../../db/repositories/conversation-repository.ts';
import { BadRequestError, DomainError, NotFoundError } from '../../errors.ts';
import { checkCitations, createCitationStreamFilter, renumberInReadingOrder } from '../analyst/citation-check.ts';
import { toCitations } from '../analyst/citations.ts';
import { questionLanguage } from '../analyst/question-language.ts';
import { asksWhatItSays } from '../analyst/terms.ts';
import { instrumentStatuses } from '../citator/instrument-status.ts';
import { withReadNext } from '../analyst/read-next.ts';
import { recordOnlyAnswer } from '../analyst/status-lines.ts';
import type { Analyst, AnalystResult, NumberedPassage } from '../analyst/types.ts';
import { countWords } from '../../../../schema/word-count.ts';
import { usageKindOf, type UsageKind } from '../../../../schema/pricing.ts';
import { endedSessionError, type RequestSession } from '../auth/session-store.ts';
import type { CardProviderKind } from '../../../../schema/api/billing.ts';
import { answerCharge, authorizeAnswer, releaseAnswerPayment, type AnswerPayment } from '../billing/answer-billing.ts';
import type { BillingDeps } from '../billing/billing-deps.ts';
import { afterAnswerCharged } from '../billing/invoicing.ts';
import type { Retriever } from '../retrieval/types.ts';
import { questionScope, type ScopeVerdict } from './question-scope.ts';
import { cachedScopeVocabulary } from '../retrieval/retrieval-caches.ts';
import { citatorAsked, statusAsked } from './record-questions.ts';
import { assessRelevance } from './relevance-gate.ts';
import { serializeCitations } from './stored-citations.ts';
import { titleFromQuestion } from './conversation-title.ts';

/** Passages given to the analyst: enough to cover a question across documents, few enough to read. */
const PASSAGES = { collection: 8, document: 6 } as const;
/** …and across the collection, the other end of a delegation of the best ones (a decision implementing the Law's article, or the reverse). */
const DELEGATION_PARTNERS = 2;
/** Turns of a saved conversation given as context to a follow-up. */
const HISTORY_MESSAGES = 8;

export interface ResearchDeps {
  db: Db;
  retriever: Retriever;
  analyst: Analyst;
}

/** What ask() needs beyond the pipeline: the gate's card provider, invoicing, work after the response, failure reports. */
export interface AskDeps extends ResearchDeps {
  /** The card provider this deployment charges with: a card saved with another cannot pay (the gate). */
  cardProvider: CardProviderKind;
  /** Billing for the invoicing after a charged answer; made on first use. */
  billing: () => BillingDeps;
  /** Work after the response (invoicing); its failure is reported to the error log. */
  background: (label: string, work: () => Promise<unknown>) => Promise<void>;
  /** A failure of ours answered as a refusal (the analyst's 502) or not answered at all (a credit not given back): to the error log. */
  report: (err: unknown, options: { label: string; status?: number }) => Promise<void>;
  now: () => Date;
}

/** A question that passed the checks and the gate: its payment is reserved until `answer` charges or releases it. */
export interface PendingAnswer {
  /** Retrieves, answers, saves the exchange with its charge, then settles it or gives the reserved credit back. Once. */
  answer(progress?: ResearchProgress): Promise<AnswerOutcome>;
}

export interface ResearchProgress {
  stage(stage: ResearchStage): void;
  /** Answer text as it is written, already stripped of citations that name no given passage. */
  delta(text: string): void;
}

const silent: ResearchProgress = { stage: () => {}, delta: () => {} };

export type QuestionScope = { kind: 'collection' } | { kind: 'document'; legislationId: number };

export interface Question {
  userId: number;
  text: string;
  /** The conversation to continue (from `sessionId`), or null for a new one. */
  chatId: number | null;
  /** What the caller asked about; a continued conversation keeps its own scope. */
  scope: QuestionScope;
  /** Sent by the client; context only, and only when no saved conversation is continued (it never sets the price). */
  clientHistory: ConversationHistoryItem[];
  signal?: AbortSignal;
  /** The session asking: the answer is saved only while it still holds (a user deleted or signed out meanwhile gets 401). */
  session?: RequestSession;
}

export interface AnswerOutcome {
  chatId: number;
  title: string;
  scope: 'document' | 'collection';
  isFollowUp: boolean;
  answer: string;
  wordCount: number;
  citations: Citation[];
  removedCitations: number[];
  /** Documents whose articles the analyst read: 0 when nothing relevant was found. */
  documentsAnalyzed: number;
  /** Nothing bore on the question: the answer says so, cites nothing and was not charged. */
  noMatch: boolean;
  analyst: AnalystKind;
  model: string;
  /** The usage event written with the answer; null when the answer was not charged (nothing relevant found). */
  usageEvent: { id: number; priceFils: number; credit: string | null } | null;
}

export class AnalystFailedError extends DomainError {
  constructor() {
    super(M.analystFailed, 502, 'ANALYST_FAILED');
  }
}

interface ResolvedScope {
  kind: 'document' | 'collection';
  legislationId: number | null;
  title: string;
  conversation: ConversationRow | null;
}

/** Checks ownership, document and continuation rules before any work is done (and before a stream starts). */
export async function resolveQuestion(db: Db, q: Question): Promise<ResolvedScope> {
  const conversation = q.chatId === null ? null : await findConversationOfUser(db, q.userId, q.chatId);
  if (q.chatId !== null && !conversation) throw new NotFoundError(M.chatNotFound, 'CHAT_NOT_FOUND');

  if (conversation) {
    if (conversation.kind === 'collection') {
      if (q.scope.kind === 'document')
        throw new BadRequestError('This conversation covers the whole collection; start a new chat for a single document', 'SCOPE_MISMATCH');
      return { kind: 'collection', legislationId: null, title: conversation.title, conversation };
    }
    if (conversation.legislationId === null) throw new DomainError(M.missingLegislationReference, 409, 'MISSING_LEGISLATION');
    if (q.scope.kind === 'document' && q.scope.legislationId !== conversation.legislationId) {
      throw new BadRequestError('legislationId does not match the conversation of this sessionId', 'SCOPE_MISMATCH');
    }
    await requireDocumentWithText(db, conversation.legislationId);
    return { kind: 'document', legislationId: conversation.legislationId, title: conversation.title, conversation };
  }

  if (q.scope.kind === 'collection') return { kind: 'collection', legislationId: null, title: '', conversation: null };
  const document = await requireDocumentWithText(db, q.scope.legislationId);
  return { kind: 'document', legislationId: document.id, title: document.title, conversation: null };
}

/**
 * The price class of the answer, decided from the stored conversation alone: continuing a saved
 * conversation is a follow-up; anything else is a new chat or search, whatever history the client sends.
 */
export function usageKindOfQuestion(resolved: ResolvedScope): UsageKind {
  return usageKindOf(resolved.kind, resolved.conversation !== null);
}

async function requireDocumentWithText(db: Db, legislationId: number) {
  const document = await findChatDocument(db, legislationId);
  if (!document) throw new NotFoundError(M.legislationNotFound, 'LEGISLATION_NOT_FOUND');
  if (!document.hasText) throw new DomainError(M.textStillProcessing, 422, 'NO_TEXT');
  return document;
}

/**
 * Why an answer could not be saved (saveExchange refused it: nothing was written): the session
 * ended (user deleted → 401 ACCOUNT_DELETED, signed out → 401 SESSION_REVOKED), the conversation was
 * deleted (404), or the document was (404). Anything else is a fault of ours and stays a 500.
 */
async function whatVanished(db: Db, q: Question, resolved: ResolvedScope): Promise<Error> {
  const ended = q.session ? await endedSessionError(db, q.session) : null;
  if (ended) return ended;
  if (resolved.conversation) return new NotFoundError(M.chatNotFound, 'CHAT_NOT_FOUND');
  if (resolved.legislationId !== null && !(await findChatDocument(db, resolved.legislationId)))
    return new NotFoundError(M.legislationNotFound, 'LEGISLATION_NOT_FOUND');
  return new Error('The answer could not be saved: a constraint refused it, and nothing it refers to has gone');
}

/**
 * The one entry of an answer. Everything that can refuse the question (ownership, document, continuation, payment)
 * runs here, before any work and before a stream starts, so refusals are plain JSON errors; the rate limit of the AI
 * endpoints is counted before this, by the route's middleware. The gate reserves a welcome credit (or checks the
 * plan, or that a card can be charged); `answer()` then writes the usage event in the batch that saves the answer
 * (decision 009: an answer and its charge are saved together or not at all), and invoices after the response when
 * the pending charges reach the threshold, or gives the credit back when nothing was charged.
 */
export async function ask(deps: AskDeps, q: Question): Promise<PendingAnswer> {
  const resolved = await resolveQuestion(deps.db, q);
  const reading = await readQuestion(deps, q, resolved);
  // A question about something else than UAE Corporate Tax is refused, and never charged, whatever the account can
  // pay: the refusal comes before the payment prompt (an account with no credit left is told "no matching provisions").
  const payment = reading.scope.inScope ? await authorizeAnswer(deps.db, q.userId, usageKindOfQuestion(resolved), deps.cardProvider, deps.now()) : null;
  let started = false;
  return {
    async answer(progress = silent) {
      if (started) throw new Error('An answer is given once: ask again');
      started = true;
      const outcome = await answerQuestion(deps, q, resolved, reading, payment, progress);
      await settle(deps, q.userId, outcome);
      return outcome;
    },
  };
}

/** A charged answer may bring pending charges to the invoicing threshold: invoiced and charged after the response. */
function settle(deps: AskDeps, userId: number, outcome: AnswerOutcome): Promise<void> {
  const event = outcome.usageEvent;
  if (!event || event.priceFils <= 0) return Promise.resolve();
  return deps.background('invoicing after an answer', () => afterAnswerCharged(deps.billing(), userId, event));
}

/** The conversation a question continues, and whether it is about the collection's subject at all. */
interface QuestionReading {
  history: ConversationHistoryItem[];
  scope: ScopeVerdict;
}

/**
 * Across the collection, a question about something else than UAE Corporate Tax (another tax, another country's, a
 * general question) is answered "no matching provisions" before anything is retrieved; a follow-up is read with the
 * question it follows ("and why?").
 */
async function readQuestion(deps: AskDeps, q: Question, resolved: ResolvedScope): Promise<QuestionReading> {
  const history = resolved.conversation ? await recentMessages(deps.db, resolved.conversation.id, HISTORY_MESSAGES) : q.clientHistory.slice(-HISTORY_MESSAGES);
  if (resolved.kind !== 'collection') return { history, scope: { inScope: true } };
  const previous = resolved.conversation ? (history.filter((m) => m.role === 'user').at(-1)?.content ?? '') : '';
  return { history, scope: questionScope(previous ? `${previous}\n${q.text}` : q.text, await cachedScopeVocabulary(deps.db)) };
}

/**
 * Answers, saves and charges one question. `payment` comes from the gate (authorizeAnswer), or is null for a
 * question refused as outside the collection's subject (never charged): the answer's usage event is written in
 * the batch that saves it; when no answer is charged (the analyst failed, nothing was retrieved, the
 * conversation vanished) a held credit goes back.
 */
async function answerQuestion(
  deps: AskDeps,
  q: Question,
  resolved: ResolvedScope,
  reading: QuestionReading,
  payment: AnswerPayment | null,
  progress: ResearchProgress = silent,
): Promise<AnswerOutcome> {
  let charged = false;
  try {
    const outcome = await answerAndSave(deps, q, resolved, reading, payment, progress);
    charged = outcome.usageEvent !== null;
    return outcome;
  } finally {
    if (!charged && payment) await releaseAnswerPayment(deps.db, payment).catch((err: unknown) => deps.report(err, { label: 'releasing a held credit' }));
  }
}

async function answerAndSave(
  deps: AskDeps,
  q: Question,
  resolved: ResolvedScope,
  { history, scope }: QuestionReading,
  payment: AnswerPayment | null,
  progress: ResearchProgress,
): Promise<AnswerOutcome> {
  const isFollowUp = resolved.conversation !== null;
  // The question's language decides the text retrieved, the answer's wording and its Read Next (issue 17).
  const language = questionLanguage(q.text);
  progress.stage('retrieving');
  // "Is MD 125/2023 still in force?": the status the collection records for what it names (a chat: its document).
  const status = scope.inScope ? await statusAsked(deps.db, q.text, resolved) : { asked: false, named: [] };
  const { asked: asksStatus, named } = status;
  // "Which decisions implement Article 21?", "Which articles refer to Article 50?": the citator's edges of what it cites (decision 039).
  const citatorAsks = scope.inScope ? citatorAsked(q.text, resolved, status) : undefined;
  const delegations = citatorAsks === 'delegations';
  const retrieved = !scope.inScope
    ? []
    : await deps.retriever.retrieve({
        query: q.text,
        k: PASSAGES[resolved.kind],
        ...(resolved.legislationId !== null ? { legislationId: resolved.legislationId } : {}),
        history: history.filter((m) => m.role === 'user').map((m) => m.content),
        // An Arabic question is answered from the official Arabic of the same articles (issue 17).
        withArabicText: language === 'ar',
        // "What does MD 73/2023 provide?", "Which article does MD 73/2023 implement?": the instrument's own articles, in its order.
        ...(resolved.kind === 'collection' ? { linked: DELEGATION_PARTNERS, wholeInstruments: asksWhatItSays(q.text) || delegations } : {}),
        ...(named.length ? { instrumentStatuses: named } : {}),
        ...(delegations ? { delegations } : {}),
      });
  const cited = retrieved.filter((p) => p.cited);
  // "Is Article 44 still in force?": an article cited by its number alone is the Law's (retrieval resolved it), and the
  // status asked is its instrument's.
  const statuses =
    asksStatus && !named.length && cited.length ? await instrumentStatuses(deps.db, { ids: [...new Set(cited.map((p) => p.legislationId))] }) : named;
  // A status question is answered from the provisions that state the status (those retrieval led with), not from
  // whatever else shares its words ("in force" is in every instrument's last article).
  const answering = asksStatus ? cited : retrieved;
  const passages: NumberedPassage[] = answering.map((p, i) => ({ ...p, n: i + 1 }));
  // "Is MD 301/2024 in force?" of an instrument whose text the collection lacks, and no text it holds repeals or amends
  // it: its record is the answer (said as such, quoting nothing, charging nothing).
  const recordOnly = statuses.length > 0 && passages.length === 0;

  // Across the collection, articles that hold too little of the question are no answer to it; a single-document
  // chat reads its document whatever the words ("summarise this decision"), unless nothing was retrieved.
  const relevance = assessRelevance({ passages, followUp: isFollowUp });
  const noMatch = !recordOnly && (!scope.inScope || passages.length === 0 || (resolved.kind === 'collection' && relevance.noMatch));

  let result: AnalystResult;
  let answer: string;
  let citations: Citation[] = [];
  let removed: number[] = [];
  let chargeable = false;
  if (noMatch || recordOnly) {
    answer = recordOnly ? recordOnlyAnswer(statuses, language) : language === 'ar' ? M.noPassagesAr : M.noPassages;
    result = { text: answer, kind: deps.analyst.kind, model: deps.analyst.model, usage: { inputTokens: 0, outputTokens: 0, inputWords: 0, outputWords: 0 } };
    progress.delta(answer);
  } else {
    progress.stage('analyzing');
    const valid = new Set(passages.map((p) => p.n));
    const filter = createCitationStreamFilter(valid);
    // A model's answer streams as it is written; the extractive analyst composes its answer at once, so it is sent
    // whole after the check, already numbered in reading order (the stream then equals the saved answer).
    const live = deps.analyst.kind !== 'extractive';
    try {
      result = await deps.analyst.analyse(
        {
          question: q.text,
          passages,
          history,
          scope: resolved.kind,
          ...(resolved.kind === 'document' && resolved.legislationId !== null ? { documentTitle: resolved.title, legislationId: resolved.legislationId } : {}),
          ...(statuses.length ? { instrumentStatuses: statuses } : {}),
          ...(citatorAsks ? { citatorAsks } : {}),
        },
        {
          onDelta: (text) => {
            const safe = filter.push(text);
            if (safe && live) progress.delta(safe);
          },
          ...(q.signal ? { signal: q.signal } : {}),
        },
      );
    } catch (err) {
      if (q.signal?.aborted) throw err;
      // Answered as a 502 (a refusal the reader can act on), and still a failure of ours: printed ('analyst failed')
      // and written to the error log.
      await deps.report(err, { label: 'analyst', status: 502 });
      throw new AnalystFailedError();
    }
    const tail = filter.flush();
    if (tail && live) progress.delta(tail);
    progress.stage('checking');
    const checked = checkCitations(result.text, valid);
    chargeable = checked.text.trim() !== '';
    // Citations are numbered in reading order: the first one read is [1] (the stream showed passage ranks; `done` carries this text).
    const numbered = renumberInReadingOrder(checked.text, checked.cited).trim() || 'No response available';
    // Both analysts end with the articles to read next; it cites nothing, so it is added after the check.
    const next = chargeable ? withReadNext(numbered, passages, checked.cited, language) : { text: numbered, section: '' };
    answer = next.text;
    removed = checked.removed;
    citations = toCitations(passages, checked.cited).map((c, i) => ({ ...c, n: i + 1 }));
    if (live && next.section) progress.delta(`\n\n${next.section}`);
    if (!live) progress.delta(answer);
  }

  const title = resolved.conversation?.title || resolved.title || (resolved.kind === 'collection' ? titleFromQuestion(q.text) : GENERAL_CONSULTATION_TITLE);
  const wordCount = countWords(answer);
  const saved = await saveExchange(deps.db, {
    userId: q.userId,
    chatId: resolved.conversation?.id ?? null,
    newChat: { kind: resolved.kind, title, legislationId: resolved.legislationId },
    question: { content: q.text, wordCount: countWords(q.text) },
    answer: {
      content: answer,
      citationsJson: serializeCitations(citations),
      wordCount,
      model: result.model,
      inputTokens: result.usage.inputTokens,
      outputTokens: result.usage.outputTokens,
    },
    apiCall: {
      model: result.model,
      context: JSON.stringify({
        scope: resolved.kind,
        legislationId: resolved.legislationId,
        question: q.text.slice(0, 500),
        passages: passages.map((p) => ({ n: p.n, slug: p.slug, article: p.number, relevance: p.relevance })),
        relevance: { best: relevance.bestRelevance, concepts: relevance.concepts, sharedConcepts: relevance.sharedConcepts },
        ...(scope.inScope ? {} : { outOfScope: scope.reason }),
        noMatch,
        ...(recordOnly ? { recordOnly } : {}),
        removedCitations: removed,
      }),
      inputWords: result.usage.inputWords || countWords(q.text),
      // A refusal, or a status read off the record, is no AI answer: it uses none of a plan's monthly AI words (the output words of the model-call log).
      outputWords: noMatch || recordOnly ? 0 : result.usage.outputWords || wordCount,
      inputTokens: result.usage.inputTokens,
      outputTokens: result.usage.outputTokens,
    },
    // Nothing relevant, or an empty answer, is no answer: it is saved (the user sees it) but never charged.
    ...(chargeable && payment ? { charge: answerCharge(payment) } : {}),
    ...(q.session ? { session: { jti: q.session.jti, version: q.session.version } } : {}),
  });
  if (saved === null) throw await whatVanished(deps.db, q, resolved);

  return {
    chatId: saved.chatId,
    usageEvent: saved.usageEvent,
    title,
    scope: resolved.kind,
    isFollowUp,
    answer,
    wordCount,
    citations,
    removedCitations: removed,
    documentsAnalyzed: noMatch ? 0 : new Set(passages.map((p) => p.legislationId)).size,
    noMatch,
    analyst: result.kind,
    model: result.model,
  };
}
