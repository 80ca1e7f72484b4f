import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

/**
 * Every error response of the API: the spec's English sentence, its code, and the code's parameters
 * (./error-codes.ts; the typed form is ApiErrorBody there).
 */
export const ErrorBody = z.object({ error: z.string(), code: z.enum(ERROR_CODES), details: z.record(z.string(), z.unknown()).optional() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A stretch of text, highlighted where it matched the query. Rendered as text, never as HTML. */
export const SnippetSegment = z.object({ text: z.string(), hit: z.boolean() });
export type SnippetSegment = z.infer<typeof SnippetSegment>;
