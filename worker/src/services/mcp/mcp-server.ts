/**
 * The MCP server of the free half of the product (issue 29): six read-only tools and each document as a
 * resource, built on the official SDK's low-level `Server` so that every call is validated against the tool's
 * zod schema (schema/api/mcp.ts) and bad input is answered as a JSON-RPC "invalid params" error with a message
 * saying what to send (the SDK's McpServer turns it into a tool result instead; decision 028). A new server is
 * made per request: the transport is stateless (routes/mcp.ts), so any isolate answers any call.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { MCP_TOOL_NAMES, McpToolInputs, type McpToolName } from '../../../../schema/api/mcp.ts';
import { listDocumentResources, readDocumentResource, RESOURCE_TEMPLATES } from './resources.ts';
import { canonicalJson, type ResultCache } from './result-cache.ts';
import { ToolInputError } from './tool-errors.ts';
import { checkStatus } from './tools/check-status.ts';
import { findProvisions } from './tools/find-provisions.ts';
import { getArticle } from './tools/get-article.ts';
import { getDocument } from './tools/get-document.ts';
import { searchLegislation } from './tools/search-legislation.ts';
import type { ToolDefinition, ToolDeps } from './tools/tool-types.ts';
import { validateCitation } from './tools/validate-citation.ts';

export const MCP_SERVER_INFO = { name: 'uae-corporate-tax-legislation', title: 'UAE Corporate Tax legislation', version: '1.0.0' } as const;

const INSTRUCTIONS =
  'UAE Corporate Tax legislation (Federal Decree-Law No. 47 of 2022 and the decisions under it), article by article, in English and the official Arabic. ' +
  'To answer a question: find_provisions, then get_article to quote. Before relying on a citation: validate_citation and check_status. ' +
  'Cite articles as the tools give them and link to them. The English is an unofficial translation; the Arabic prevails.';

const TOOLS: { [N in McpToolName]: ToolDefinition<N> } = {
  search_legislation: searchLegislation,
  find_provisions: findProvisions,
  get_article: getArticle,
  get_document: getDocument,
  validate_citation: validateCitation,
  check_status: checkStatus,
};

/** Read-only, free of side effects, the same answer for the same call, and about a closed collection. */
const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

let toolList: Tool[] | null = null;
/** The tools as tools/list gives them, their input schemas made from the zod ones once per isolate. */
function listTools(): Tool[] {
  toolList ??= MCP_TOOL_NAMES.map((name) => {
    const { title, description } = TOOLS[name];
    const { $schema: _schema, ...inputSchema } = z.toJSONSchema(McpToolInputs[name], { io: 'input' }) as Tool['inputSchema'] & { $schema?: string };
    return { name, title, description, inputSchema, annotations: { title, ...READ_ONLY } };
  });
  return toolList;
}

export interface McpServerDeps extends ToolDeps {
  cache: ResultCache;
  /** An error no input explains: logged by the caller; the client is told the call failed, never the details. */
  onUnexpectedError: (err: unknown, call: string) => void;
}

/** `_meta` of a result that came from the edge cache (the benchmarks and tests read it). */
export const EDGE_CACHE_META = 'ai.uaecorporatetax/edge-cache';

function invalidArguments(name: string, error: z.ZodError): McpError {
  const issues = error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
  return new McpError(ErrorCode.InvalidParams, `Invalid arguments for ${name}: ${issues.join('; ')}`);
}

/** Runs `work` through the edge cache; input errors become "invalid params", anything else an internal error. */
async function answer(deps: McpServerDeps, call: string, work: () => Promise<object>): Promise<{ json: string; hit: boolean }> {
  try {
    return await deps.cache.read(call, async () => JSON.stringify(await work()));
  } catch (err) {
    if (err instanceof ToolInputError) throw new McpError(err.code, err.message);
    deps.onUnexpectedError(err, call);
    throw new McpError(ErrorCode.InternalError, 'The server could not complete this call. It has been logged; please try again.');
  }
}

const isToolName = (name: string): name is McpToolName => (MCP_TOOL_NAMES as readonly string[]).includes(name);

async function callTool<N extends McpToolName>(deps: McpServerDeps, name: N, rawArguments: unknown): Promise<CallToolResult> {
  const parsed = McpToolInputs[name].safeParse(rawArguments ?? {});
  if (!parsed.success) throw invalidArguments(name, parsed.error);
  const args = parsed.data as Parameters<ToolDefinition<N>['run']>[1];
  const { json, hit } = await answer(deps, `tool:${name}:${canonicalJson(args)}`, () => TOOLS[name].run(deps, args));
  return { content: [{ type: 'text', text: json }], ...(hit ? { _meta: { [EDGE_CACHE_META]: 'HIT' } } : {}) };
}

export function createMcpServer(deps: McpServerDeps): Server {
  const server = new Server(MCP_SERVER_INFO, { capabilities: { tools: {}, resources: {} }, instructions: INSTRUCTIONS });

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listTools() }));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const { name } = request.params;
    if (!isToolName(name)) throw new McpError(ErrorCode.InvalidParams, `Unknown tool "${name}". The tools are: ${MCP_TOOL_NAMES.join(', ')}.`);
    return callTool(deps, name, request.params.arguments);
  });

  server.setRequestHandler(ListResourcesRequestSchema, async () => {
    const { json } = await answer(deps, 'resources:list', async () => ({ resources: await listDocumentResources(deps.db) }));
    return JSON.parse(json) as { resources: Awaited<ReturnType<typeof listDocumentResources>> };
  });
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({ resourceTemplates: RESOURCE_TEMPLATES }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const { uri } = request.params;
    const { json } = await answer(deps, `resource:${uri}`, () => readDocumentResource(deps.db, deps.appUrl, uri));
    return JSON.parse(json) as Awaited<ReturnType<typeof readDocumentResource>>;
  });

  return server;
}
