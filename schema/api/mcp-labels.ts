/** The MCP server's address and tool names, without zod: the developers page reads them (the schemas are in ./mcp.ts). */

/** The server's address on the Worker. */
export const MCP_PATH = '/mcp';
/** Each document as a resource: `legislation://fdl-47-2022` (English), `legislation://fdl-47-2022/ar` (official Arabic). */
export const LEGISLATION_RESOURCE_SCHEME = 'legislation://';

export const MCP_TOOL_NAMES = ['search_legislation', 'find_provisions', 'get_article', 'get_document', 'validate_citation', 'check_status'] as const;
export type McpToolName = (typeof MCP_TOOL_NAMES)[number];
