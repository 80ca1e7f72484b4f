/**
 * What an MCP call can get wrong, as the tools report it: input the tool cannot act on (arguments of the
 * wrong shape, a document that is not in the collection) is the caller's to correct and travels as a
 * JSON-RPC error (by default -32602 "invalid params") with a message saying what to send instead
 * (mcp-server.ts).
 */
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';

/** -32002: the MCP specification's code for a resource that does not exist. */
export const RESOURCE_NOT_FOUND = -32002;

export class ToolInputError extends Error {
  override name = 'ToolInputError';

  constructor(
    message: string,
    readonly code: number = ErrorCode.InvalidParams,
  ) {
    super(message);
  }
}
