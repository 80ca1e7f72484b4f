/** Wires the pipeline from configuration: which retriever and which analyst this deployment uses. */
import { createDb } from '../../db/client.ts';
import type { Bindings, Config } from '../../env.ts';
import { createAnalyst } from '../analyst/create-analyst.ts';
import { createRetriever } from '../retrieval/index.ts';
import type { ResearchDeps } from './research-service.ts';

export function createResearchDeps(env: Bindings, config: Config): ResearchDeps {
  const db = createDb(env.DB);
  return { db, retriever: createRetriever({ db, env, config }), analyst: createAnalyst(config) };
}
