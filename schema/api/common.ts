import { z } from 'zod';

/** Every error response of the API. */
export const ErrorBody = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A stretch of text, highlighted where it matched the query. Rendered as text, never as HTML. */
export const SnippetSegment = z.object({ text: z.string(), hit: z.boolean() });
export type SnippetSegment = z.infer<typeof SnippetSegment>;
