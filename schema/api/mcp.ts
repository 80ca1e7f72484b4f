/**
 * The MCP server's tools (issue 29): their names and zod input schemas, the contract an assistant calls
 * (the Worker validates every call against it, and lists it as each tool's JSON Schema). Descriptions
 * ride on the fields so that the JSON Schema an assistant reads explains each argument.
 */
import { z } from 'zod';
import { MAX_SEARCH_LENGTH } from './legislation-labels.ts';
import type { McpToolName } from './mcp-labels.ts';
import { cleanString } from './text.ts';

export * from './mcp-labels.ts';

const text = (max: number, what: string) =>
  cleanString(z.string().trim().min(1, `${what} must not be empty`).max(max, `${what} must be at most ${max} characters`), `${what} must be a string`);

const optionalFilter = (what: string, description: string) =>
  cleanString(z.string().trim().max(100, `${what} must be at most 100 characters`), `${what} must be a string`)
    .optional()
    .describe(description);

const documentName = text(300, 'document').describe(
  'The document: its id or slug as search_legislation returns them ("fdl-47-2022"), or its name ("Federal Decree-Law No. 47 of 2022", "MD 73/2023", "the Corporate Tax Law").',
);

export const McpToolInputs = {
  search_legislation: z.object({
    query: cleanString(z.string().trim().max(MAX_SEARCH_LENGTH, `query must be at most ${MAX_SEARCH_LENGTH} characters`), 'query must be a string')
      .optional()
      .describe('Exact keyword or phrase, English or Arabic, matched in titles, summaries and article texts. Omit to list by filters only.'),
    chapter: optionalFilter('chapter', 'Chapter of the collection: a Roman numeral ("I") or its name ("Core Legislation").'),
    status: optionalFilter('status', 'active, amended or repealed.'),
    type: optionalFilter('type', 'Federal Decree-Law, Cabinet Decision, Ministerial Decision or Federal Tax Authority Decision.'),
    limit: z
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be between 1 and 25')
      .max(25, 'limit must be between 1 and 25')
      .default(10)
      .describe('How many documents to return (1–25).'),
  }),
  find_provisions: z.object({
    question: text(500, 'question').describe('A question in English or Arabic, e.g. "Who qualifies for Small Business Relief?"'),
    limit: z
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be between 1 and 10')
      .max(10, 'limit must be between 1 and 10')
      .default(5)
      .describe('How many articles to return, best first (1–10).'),
  }),
  get_article: z.object({
    document: documentName,
    article: text(40, 'article')
      .optional()
      .describe('The article number: "21", "2.1", "Preamble". May be left out when document is an article citation ("Article 21 of …").'),
    language: z
      .enum(['en', 'ar', 'both'], { error: 'language must be en, ar or both' })
      .default('both')
      .describe('en: the English translation; ar: the official Arabic; both (default).'),
  }),
  get_document: z.object({ document: documentName }),
  validate_citation: z.object({
    citation: text(300, 'citation').describe(
      'A citation as written: "Article 21 of Federal Decree-Law No. 47 of 2022", "MD 73/2023 Art. 2", "المادة (21) من المرسوم بقانون اتحادي رقم (47) لسنة 2022".',
    ),
  }),
  check_status: z.object({
    target: text(300, 'target').describe(
      'An instrument or article: its name or citation ("MD 125/2023", "Article 2 of Ministerial Decision No. 73 of 2023") or a document id or slug.',
    ),
  }),
} as const satisfies Record<McpToolName, z.ZodObject>;

export type McpToolInput<N extends McpToolName> = z.output<(typeof McpToolInputs)[N]>;
