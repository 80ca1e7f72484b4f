/**
 * Spec §7 "AI search and chat": POST /api/multi-document-search and POST /api/chat, each with a
 * streamed twin under `/stream` (Server-Sent Events, see ResearchStreamEvent). Only signed-in
 * users with a verified e-mail may call them. Everything that can refuse the request (input,
 * ownership, document) is checked before a stream starts, so refusals are plain JSON errors.
 */
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { ChatRequest, MultiDocumentSearchRequest } from '../../../schema/api/research-requests.ts';
import { RESEARCH_MESSAGES, STAGE_LABELS, type ResearchErrorBody, type ResearchStreamEvent } from '../../../schema/api/research.ts';
import type { AppEnv } from '../env.ts';
import { DomainError, errorBodyOf, INTERNAL_ERROR_BODY } from '../errors.ts';
import { currentUser, requireVerifiedUser } from '../middleware/require-user.ts';
import { validate } from '../middleware/validate.ts';
import { runInBackground } from '../lib/background.ts';
import { consume, type Limit } from '../services/security/rate-limits.ts';
import { endedSessionErrorOf } from '../services/auth/session-store.ts';
import { authorizeAnswer } from '../services/billing/answer-billing.ts';
import { createBillingDeps } from '../services/billing/billing-deps.ts';
import { cardProviderKind } from '../services/billing/card-provider/create-card-provider.ts';
import { afterAnswerCharged } from '../services/billing/invoicing.ts';
import { createResearchDeps } from '../services/research/research-deps.ts';
import { toChatReply, toSearchResponse } from '../services/research/research-responses.ts';
import { answerQuestion, resolveQuestion, usageKindOfQuestion, type AnswerOutcome, type Question } from '../services/research/research-service.ts';

/** Generous for a person at work, a wall for a script draining the model budget. */
const AI_REQUESTS: Limit = {
  name: 'ai-user',
  max: 60,
  windowSeconds: 60 * 60,
  message: RESEARCH_MESSAGES.tooManyAiRequests,
  kind: 'ai_requests',
};

type ResearchContext = Context<AppEnv>;

async function prepare(c: ResearchContext, question: Omit<Question, 'userId'>) {
  const user = currentUser(c);
  const deps = createResearchDeps(c.env, c.get('config'), c.get('corpusReads')?.());
  const q: Question = { ...question, userId: user.id, signal: c.req.raw.signal, session: { userId: user.id, jti: user.jti, version: user.sessionVersion } };
  const resolved = await resolveQuestion(deps.db, q);
  await consume(deps.db, AI_REQUESTS, String(user.id), Math.floor(Date.now() / 1000));
  // The gate before work: a held welcome credit, the legacy plan or a chargeable card, else 403.
  const payment = await authorizeAnswer(deps.db, user.id, usageKindOfQuestion(resolved), cardProviderKind(c.get('config')), new Date());
  return { deps, q, resolved, payment };
}

/** A charged answer may bring pending charges to the invoicing threshold: invoiced and charged after the response. */
function settleCharge(c: ResearchContext, outcome: AnswerOutcome, userId: number) {
  const event = outcome.usageEvent;
  if (!event || event.priceFils <= 0) return Promise.resolve();
  return runInBackground(c, 'invoicing after an answer', () => afterAnswerCharged(createBillingDeps(c.env, c.get('config')), userId, event));
}

async function answerJson<T>(c: ResearchContext, question: Omit<Question, 'userId'>, shape: (o: AnswerOutcome) => T) {
  const { deps, q, resolved, payment } = await prepare(c, question);
  const outcome = await answerQuestion(deps, q, resolved, payment);
  await settleCharge(c, outcome, q.userId);
  return c.json(shape(outcome));
}

async function answerStream<T>(c: ResearchContext, question: Omit<Question, 'userId'>, shape: (o: AnswerOutcome) => T) {
  const { deps, q, resolved, payment } = await prepare(c, question);
  return streamSSE(c, async (stream) => {
    // Progress callbacks are synchronous; writes are chained so events leave in order.
    let writing: Promise<void> = Promise.resolve();
    const send = (event: ResearchStreamEvent<T>) => {
      writing = writing.then(() => stream.writeSSE({ event: event.type, data: JSON.stringify(event) }));
      return writing;
    };
    try {
      const outcome = await answerQuestion(deps, q, resolved, payment, {
        stage: (stage) => void send({ type: 'stage', stage, label: STAGE_LABELS[stage] }),
        delta: (text) => void send({ type: 'delta', text }),
      });
      await send({ type: 'done', result: shape(outcome) });
      await settleCharge(c, outcome, q.userId);
    } catch (err) {
      if (stream.aborted) return;
      const known = err instanceof DomainError ? err : await endedSessionErrorOf(deps.db, q.session ?? null, err);
      if (!known) console.error(`${c.req.method} ${c.req.path} (stream):`, err);
      const body: ResearchErrorBody = known ? errorBodyOf(known) : INTERNAL_ERROR_BODY;
      await send({ type: 'error', status: known ? known.status : 500, body });
    }
  });
}

function searchQuestion(body: ReturnType<typeof MultiDocumentSearchRequest.parse>): Omit<Question, 'userId'> {
  return { text: body.query, chatId: body.sessionId ?? null, scope: { kind: 'collection' }, clientHistory: body.conversationHistory };
}

function chatQuestion(body: ReturnType<typeof ChatRequest.parse>): Omit<Question, 'userId'> {
  return {
    text: body.message,
    chatId: body.sessionId ?? null,
    scope: body.legislationId ? { kind: 'document', legislationId: body.legislationId } : { kind: 'collection' },
    clientHistory: body.conversationHistory,
  };
}

// Guards go on each route, not with .use(): this app is mounted at /api beside other resources.
export const researchRoutes = new Hono<AppEnv>()
  .post('/multi-document-search', requireVerifiedUser, validate('json', MultiDocumentSearchRequest), (c) =>
    answerJson(c, searchQuestion(c.req.valid('json')), toSearchResponse),
  )
  .post('/multi-document-search/stream', requireVerifiedUser, validate('json', MultiDocumentSearchRequest), (c) =>
    answerStream(c, searchQuestion(c.req.valid('json')), toSearchResponse),
  )
  .post('/chat', requireVerifiedUser, validate('json', ChatRequest), (c) => answerJson(c, chatQuestion(c.req.valid('json')), toChatReply))
  .post('/chat/stream', requireVerifiedUser, validate('json', ChatRequest), (c) =>
    answerStream(c, chatQuestion(c.req.valid('json')), toChatReply),
  );
