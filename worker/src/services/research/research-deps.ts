/** Wires the pipeline from configuration: which retriever and which analyst this deployment uses. */
import { createDb } from '../../db/client.ts';
import type { Bindings, Config } from '../../env.ts';
import { createAnalyst } from '../analyst/create-analyst.ts';
import { createRetriever } from '../retrieval/index.ts';
import type { ResearchDeps } from './research-service.ts';

/**
 * `corpusReads`: where retrieval reads the collection (a replica session, middleware/d1-session.ts); the
 * chat, the charge and everything the user wrote stay on `env.DB`, the request's own session.
 */
export function createResearchDeps(env: Bindings, config: Config, corpusReads: D1Database = env.DB): ResearchDeps {
  const db = createDb(env.DB);
  return { db, retriever: createRetriever({ db: createDb(corpusReads), env, config }), analyst: createAnalyst(config) };
}
