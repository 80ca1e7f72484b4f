/**
 * One cited article of an answer (what a `[n]` points to), as a type derived from its schema in ./citation-contract.ts
 * with a type-only import, so the web's research and account code stays free of zod.
 */
import type { z } from 'zod';
import type { CitationSchema } from './citation-contract.ts';

export type Citation = z.infer<typeof CitationSchema>;
