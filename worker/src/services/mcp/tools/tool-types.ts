import type { McpToolInput, McpToolName } from '../../../../../schema/api/mcp.ts';
import type { Db } from '../../../db/client.ts';
import type { Retriever } from '../../retrieval/types.ts';

/** What a tool reads with: the collection, the site's public address (for links) and the AI retrieval. */
export interface ToolDeps {
  db: Db;
  appUrl: string;
  retriever: () => Retriever;
}

export interface ToolDefinition<N extends McpToolName> {
  name: N;
  title: string;
  /** What an assistant chooses the tool by: what it answers and when to use it, in two or three sentences. */
  description: string;
  run(deps: ToolDeps, args: McpToolInput<N>): Promise<object>;
}
