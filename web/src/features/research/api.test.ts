/** Decision 032: the AI endpoints' refusals are worded from their codes, whatever English the server sent. */
import { describe, expect, it } from 'vitest';
import { RESEARCH_MESSAGES } from '../../../../schema/api/research.ts';
import { searchErrorTexts, searchFailure } from './api.ts';
import { SEARCH_TEXTS } from './messages.ts';

const refused = (status: number, body: Record<string, unknown>) => ({ ok: false as const, status, statusText: '', body: body as never });

describe('searchFailure', () => {
  it('words the reason from its code in either language', () => {
    const error = searchFailure(refused(502, { error: 'The analyst fell over.', code: 'ANALYST_FAILED' }));
    expect(searchErrorTexts(error, SEARCH_TEXTS.en)).toEqual({ message: 'Search failed', detail: RESEARCH_MESSAGES.analystFailed });
    expect(searchErrorTexts(error, SEARCH_TEXTS.ar)).toEqual({ message: 'تعذّر البحث', detail: 'تعذّر إكمال التحليل. يُرجى المحاولة مرة أخرى.' });
    const limited = searchFailure(refused(429, { error: 'Easy there.', code: 'RATE_LIMITED', details: { limit: 'ai_requests', retry_after_seconds: 60 } }));
    expect(searchErrorTexts(limited, SEARCH_TEXTS.ar).detail).toBe(SEARCH_TEXTS.ar.server.tooManyAiRequests);
  });

  it('shows the server’s text for a code it does not word', () => {
    const error = searchFailure(refused(400, { error: 'query: Too big', code: 'VALIDATION_FAILED', details: { issues: [{ field: 'query' }] } }));
    expect(searchErrorTexts(error, SEARCH_TEXTS.ar).detail).toBe('query: Too big');
  });
});
