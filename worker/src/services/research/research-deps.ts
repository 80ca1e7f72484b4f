/** Wires the pipeline from configuration: which retriever and which analyst this deployment uses, and what ask() settles with. */
import type { Db } from '../../db/client.ts';
import type { Bindings, Config } from '../../env.ts';
import { createAnalyst } from '../analyst/create-analyst.ts';
import { billingDepsOf, type BillingDeps } from '../billing/billing-deps.ts';
import { cardProviderKind } from '../billing/card-provider/create-card-provider.ts';
import { createRetriever } from '../retrieval/index.ts';
import type { AskDeps } from './research-service.ts';

export interface ResearchWiring {
  /** The request's database: the chat, the charge and everything the user wrote. */
  db: Db;
  /** Where retrieval reads the collection (a replica session, middleware/d1-session.ts). */
  corpusDb: () => Db;
  env: Bindings;
  config: Config;
  background: AskDeps['background'];
  report: AskDeps['report'];
}

export function createResearchDeps(w: ResearchWiring): AskDeps {
  let billing: BillingDeps | undefined;
  return {
    db: w.db,
    retriever: createRetriever({ db: w.corpusDb(), env: w.env, config: w.config }),
    analyst: createAnalyst(w.config),
    cardProvider: cardProviderKind(w.config),
    // Only a charged answer that reaches the invoicing threshold needs the card provider: made then.
    billing: () => (billing ??= billingDepsOf(w.db, w.config)),
    background: w.background,
    report: w.report,
    now: () => new Date(),
  };
}
