import { z } from 'zod';

/**
 * Every error response of the API: the message, and where the web words it from a code, the code and its
 * details (DESIGN §8 "codes, not sentences, cross the API").
 */
export const ErrorBody = z.object({ error: z.string(), code: z.string().optional(), details: z.record(z.string(), z.unknown()).optional() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A stretch of text, highlighted where it matched the query. Rendered as text, never as HTML. */
export const SnippetSegment = z.object({ text: z.string(), hit: z.boolean() });
export type SnippetSegment = z.infer<typeof SnippetSegment>;
