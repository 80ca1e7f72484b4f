/**
 * Spec §7 "AI search and chat": POST /api/multi-document-search and POST /api/chat, each with a
 * streamed twin under `/stream` (Server-Sent Events, see ResearchStreamEvent). Only signed-in
 * users with a verified e-mail may call them. The route only speaks HTTP and SSE: the answer's
 * lifecycle (checks, gate, answer, save, settle or release) is `ask()` of the research service.
 * Everything that can refuse the request is checked before a stream starts, so refusals are plain
 * JSON errors; a failure inside a stream is answered and logged as app.onError would (request-scope.ts).
 */
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { ChatRequest, MultiDocumentSearchRequest } from '../../../schema/api/research-requests.ts';
import { RESEARCH_MESSAGES, STAGE_LABELS, type ResearchStreamEvent } from '../../../schema/api/research.ts';
import type { AppEnv } from '../env.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { answerFailure } from '../middleware/request-scope.ts';
import { currentUser, requireVerifiedUser } from '../middleware/require-user.ts';
import { researchServices, type With } from '../middleware/services.ts';
import { validate } from '../middleware/validate.ts';
import type { Limit } from '../services/security/rate-limits.ts';
import { toChatReply, toSearchResponse } from '../services/research/research-responses.ts';
import { ask, type AnswerOutcome, type AskDeps, type Question } from '../services/research/research-service.ts';

/** Generous for a person at work, a wall for a script draining the model budget. */
const AI_REQUESTS: Limit = {
  name: 'ai-user',
  max: 60,
  windowSeconds: 60 * 60,
  message: RESEARCH_MESSAGES.tooManyAiRequests,
  kind: 'ai_requests',
};

type ResearchContext = Context<With<{ research: AskDeps }>>;
type Asked = Omit<Question, 'userId'>;

function questionOf(c: ResearchContext, asked: Asked): Question {
  const user = currentUser(c);
  return { ...asked, userId: user.id, signal: c.req.raw.signal, session: { userId: user.id, jti: user.jti, version: user.sessionVersion } };
}

async function answerJson<T>(c: ResearchContext, asked: Asked, shape: (o: AnswerOutcome) => T) {
  const pending = await ask(c.var.research, questionOf(c, asked));
  return c.json(shape(await pending.answer()));
}

async function answerStream<T>(c: ResearchContext, asked: Asked, shape: (o: AnswerOutcome) => T) {
  const pending = await ask(c.var.research, questionOf(c, asked));
  return streamSSE(c, async (stream) => {
    // Progress callbacks are synchronous; writes are chained so events leave in order.
    let writing: Promise<void> = Promise.resolve();
    // A reader who leaves mid-answer (a citation followed, the tab closed) closes the stream: the answer still
    // finishes and is saved, and the writes that no longer reach anyone are dropped, not left as rejections.
    const send = (event: ResearchStreamEvent<T>) => {
      writing = writing
        .then(() => (stream.aborted || stream.closed ? undefined : stream.writeSSE({ event: event.type, data: JSON.stringify(event) })))
        .catch(() => {});
      return writing;
    };
    try {
      const outcome = await pending.answer({
        stage: (stage) => void send({ type: 'stage', stage, label: STAGE_LABELS[stage] }),
        delta: (text) => void send({ type: 'delta', text }),
      });
      await send({ type: 'done', result: shape(outcome) });
    } catch (err) {
      if (stream.aborted) return;
      // The same answer and the same error_log row as app.onError; the row is written before the client hears of it.
      const failure = await answerFailure(c, err);
      await failure.logged;
      await send({ type: 'error', status: failure.status, body: failure.body });
    }
  });
}

function searchQuestion(body: ReturnType<typeof MultiDocumentSearchRequest.parse>): Asked {
  return { text: body.query, chatId: body.sessionId ?? null, scope: { kind: 'collection' }, clientHistory: body.conversationHistory };
}

function chatQuestion(body: ReturnType<typeof ChatRequest.parse>): Asked {
  return {
    text: body.message,
    chatId: body.sessionId ?? null,
    scope: body.legislationId ? { kind: 'document', legislationId: body.legislationId } : { kind: 'collection' },
    clientHistory: body.conversationHistory,
  };
}

const aiRequests = rateLimit(AI_REQUESTS);

// Guards go on each route, not with .use(): this app is mounted at /api beside other resources.
export const researchRoutes = new Hono<AppEnv>()
  .post('/multi-document-search', requireVerifiedUser, validate('json', MultiDocumentSearchRequest), aiRequests, researchServices, (c) =>
    answerJson(c, searchQuestion(c.req.valid('json')), toSearchResponse),
  )
  .post('/multi-document-search/stream', requireVerifiedUser, validate('json', MultiDocumentSearchRequest), aiRequests, researchServices, (c) =>
    answerStream(c, searchQuestion(c.req.valid('json')), toSearchResponse),
  )
  .post('/chat', requireVerifiedUser, validate('json', ChatRequest), aiRequests, researchServices, (c) =>
    answerJson(c, chatQuestion(c.req.valid('json')), toChatReply),
  )
  .post('/chat/stream', requireVerifiedUser, validate('json', ChatRequest), aiRequests, researchServices, (c) =>
    answerStream(c, chatQuestion(c.req.valid('json')), toChatReply),
  );
