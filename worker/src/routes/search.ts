import { Hono } from 'hono';
import { PassageQuery } from '../../../schema/api/legislation.ts';
import type { AppEnv } from '../env.ts';
import { passageSearchLimit } from '../middleware/passage-search-limit.ts';
import { validate } from '../middleware/validate.ts';
import { createRetriever } from '../services/retrieval/index.ts';
import { searchArticles } from '../services/search/passage-search.ts';

export const searchRoutes = new Hono<AppEnv>().get('/passages', validate('query', PassageQuery), passageSearchLimit, async (c) => {
  const { q, k } = c.req.valid('query');
  const retriever = createRetriever({ db: c.var.db, env: c.env, config: c.get('config') });
  const started = performance.now();
  const body = await searchArticles(retriever, q, k);
  // Server time of the search (retrieval + snippets), for benchmarks and the browser's network panel.
  c.header('Server-Timing', `search;dur=${(performance.now() - started).toFixed(1)}`);
  return c.json(body);
});
