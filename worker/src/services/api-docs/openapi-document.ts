/**
 * The OpenAPI 3.1 document of the public REST reads (issue 29 item 3), generated from the zod schemas the routes
 * validate with and the services answer by (schema/api): no hand-written copy to drift. zod 4's own
 * `z.toJSONSchema` writes JSON Schema 2020-12, the dialect of OpenAPI 3.1, so no OpenAPI library is needed
 * (decision 029). Served at GET /api/openapi.json; built once per isolate.
 */
import { z } from 'zod';
import { DocumentCitatorSchema } from '../../../../schema/api/citator-contract.ts';
import { ErrorBody } from '../../../../schema/api/common.ts';
import {
  ArticleMatchesQuery,
  ArticleMatchesResponse,
  FieldChoicesResponse,
  LegislationDetail,
  LegislationIdParam,
  LegislationListQuery,
  LegislationListResponse,
  LegislationNumericIdParam,
  LegislationSummary,
  PassageQuery,
  PassageResponse,
} from '../../../../schema/api/legislation.ts';
import { MCP_PATH } from '../../../../schema/api/mcp.ts';
import { SharedConversationNotFoundSchema, SharedConversationResponseSchema } from '../../../../schema/api/share-contract.ts';
import { ShareIdParam } from '../../../../schema/api/share-requests.ts';

/** The document page's data: the record, its articles and its cross-references. */
const LegislationDocument = LegislationDetail.extend({ citator: DocumentCitatorSchema });

/** The response bodies, as named components: the schemas nested in them become references. */
const COMPONENTS = {
  ErrorBody,
  LegislationListResponse,
  ArticleMatchesResponse,
  LegislationDocument,
  LegislationSummary,
  FieldChoicesResponse,
  PassageResponse,
  SharedConversationResponse: SharedConversationResponseSchema,
  SharedConversationNotFound: SharedConversationNotFoundSchema,
} satisfies Record<string, z.ZodType>;
type ComponentName = keyof typeof COMPONENTS;

type JsonSchema = Record<string, unknown>;
const ref = (name: ComponentName) => ({ $ref: `#/components/schemas/${name}` });

function componentSchemas(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(COMPONENTS)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { io: 'output', target: 'draft-2020-12', uri: (id) => `#/components/schemas/${id}` });
  // Each component is a schema inside the document, not a document of its own.
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _schema, $id: _id, ...schema }]) => [id, schema as JsonSchema]));
}

/** The parameters of a query or path schema, from the schema's input side (what a client sends). */
function parameters(schema: z.ZodObject, location: 'query' | 'path') {
  const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, { description, ...property }]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    ...(description ? { description } : {}),
    schema: property,
  }));
}

const json = (name: ComponentName, description: string) => ({ description, content: { 'application/json': { schema: ref(name) } } });
const badRequest = json('ErrorBody', 'Invalid parameters: `error` names the field and what it must be.');
const notFound = json('ErrorBody', 'No public document with this id or slug.');

function buildDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'UAE Corporate Tax Research: public API',
      version: '1.0.0',
      summary:
        'The free reads of the UAE Corporate Tax legislation collection: keyword search, documents article by article (English and official Arabic) with their cross-references, ranked article search, shared conversations.',
      description:
        'Read-only and without credentials. Anonymous reads are answered from the edge cache where identical ones were made before. ' +
        `GET /api/passages is limited per client (429 with Retry-After). The same reads are offered to AI assistants as an MCP server at ${MCP_PATH}. ` +
        'The English texts are unofficial translations; the official Arabic prevails.',
    },
    servers: [{ url: '/', description: 'This site' }],
    tags: [
      { name: 'legislation', description: 'The collection' },
      { name: 'search', description: 'Ranked article search' },
      { name: 'shares', description: 'Shared conversations' },
    ],
    paths: {
      '/api/legislation': {
        get: {
          operationId: 'listLegislation',
          tags: ['legislation'],
          summary: 'List and keyword-search the collection',
          description:
            'The public records, filtered (exact chapter, status, type or title) and searched by an exact keyword in titles, summaries and texts (English and Arabic). The first records of a keyword search carry the articles that contain it.',
          parameters: parameters(LegislationListQuery, 'query'),
          responses: { 200: json('LegislationListResponse', 'A page of records with the counts of the filtered set and of the collection.'), 400: badRequest },
        },
      },
      '/api/legislation/matches': {
        get: {
          operationId: 'getArticleMatches',
          tags: ['legislation'],
          summary: 'The articles of given records that contain a keyword',
          description: 'For the later records of a keyword search (GET /api/legislation gives them for the first ones).',
          parameters: parameters(ArticleMatchesQuery, 'query'),
          responses: { 200: json('ArticleMatchesResponse', 'By record id, the first matching articles with snippets and how many match.'), 400: badRequest },
        },
      },
      '/api/legislation/{id}': {
        get: {
          operationId: 'getLegislation',
          tags: ['legislation'],
          summary: 'A document with its articles and cross-references',
          parameters: parameters(LegislationIdParam, 'path'),
          responses: {
            200: json('LegislationDocument', 'The record, every article in English and the official Arabic, and the citator.'),
            400: badRequest,
            404: notFound,
          },
        },
      },
      '/api/legislation/{id}/overview': {
        get: {
          operationId: 'getLegislationOverview',
          tags: ['legislation'],
          summary: 'A record with its summary and key points, without its texts',
          parameters: parameters(LegislationNumericIdParam, 'path'),
          responses: { 200: json('LegislationSummary', 'The record.'), 400: badRequest, 404: notFound },
        },
      },
      '/api/field-choices': {
        get: {
          operationId: 'getFieldChoices',
          tags: ['legislation'],
          summary: 'The status, chapter, type and tax category of every record (the values the list filters take)',
          responses: { 200: json('FieldChoicesResponse', 'One entry per record.') },
        },
      },
      '/api/passages': {
        get: {
          operationId: 'searchPassages',
          tags: ['search'],
          summary: 'Ranked articles for a question',
          description: 'The retrieval of AI Search (English or Arabic question), without the AI analysis: the best articles with highlighted snippets.',
          parameters: parameters(PassageQuery, 'query'),
          responses: {
            200: json('PassageResponse', 'The ranked articles.'),
            400: badRequest,
            429: {
              ...json('ErrorBody', 'Too many searches from this client; wait the Retry-After seconds.'),
              headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds until the limit resets.' } },
            },
          },
        },
      },
      '/api/shared/{shareId}': {
        get: {
          operationId: 'getSharedConversation',
          tags: ['shares'],
          summary: 'A conversation its owner shared, read-only',
          description: 'The link is the credential. Each read counts a view.',
          parameters: parameters(ShareIdParam, 'path'),
          responses: {
            200: json('SharedConversationResponse', 'The snapshot: title, date, exact view count and messages with their citations.'),
            404: json('SharedConversationNotFound', 'Unknown, malformed or revoked link.'),
          },
        },
      },
    },
    components: { schemas: componentSchemas() },
  };
}

export type OpenApiDocument = ReturnType<typeof buildDocument>;

let built: OpenApiDocument | null = null;
export function openApiDocument(): OpenApiDocument {
  built ??= buildDocument();
  return built;
}
