/**
 * The SDK checks a request's params against the method's schema only inside the handler call, and reports a
 * mismatch (a tools/call without `params`, a `name` that is a number) as an internal error (-32603) whose message
 * is the schema library's issue dump. Such a request is the client's mistake: it is answered here, before the
 * server sees it, as -32602 "invalid params" with a message naming the field.
 */
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
  isJSONRPCRequest,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type JSONRPCErrorResponse,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';

const REQUEST_SCHEMAS = new Map<
  string,
  { safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } } }
>([
  ['initialize', InitializeRequestSchema],
  ['tools/list', ListToolsRequestSchema],
  ['tools/call', CallToolRequestSchema],
  ['resources/list', ListResourcesRequestSchema],
  ['resources/templates/list', ListResourceTemplatesRequestSchema],
  ['resources/read', ReadResourceRequestSchema],
]);

/** The "invalid params" answer to a request whose params do not fit its method, or null. */
export function invalidParams(message: JSONRPCMessage): JSONRPCErrorResponse | null {
  if (!isJSONRPCRequest(message)) return null;
  const schema = REQUEST_SCHEMAS.get(message.method);
  if (!schema) return null;
  const result = schema.safeParse(message);
  if (result.success) return null;
  const issues = (result.error?.issues ?? []).slice(0, 3).map((i) => `${i.path.map(String).join('.') || 'request'}: ${i.message}`);
  return { jsonrpc: '2.0', id: message.id, error: { code: ErrorCode.InvalidParams, message: `Invalid params for ${message.method}: ${issues.join('; ')}` } };
}

/** Answers ill-formed requests on the transport itself; the others go on to the server. */
export function refuseInvalidParams(transport: Transport): void {
  const deliver = transport.onmessage;
  if (!deliver) throw new Error('refuseInvalidParams: connect the server to the transport first');
  transport.onmessage = (message, extra) => {
    const refusal = invalidParams(message);
    // A refusal that cannot be sent (the client went away) has nobody left to tell.
    if (refusal) transport.send(refusal).catch(() => undefined);
    else deliver(message, extra);
  };
}
