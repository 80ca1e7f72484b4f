import { Hono } from 'hono';
import { PassageQuery } from '../../../schema/api/legislation.ts';
import { createDb } from '../db/client.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../middleware/validate.ts';
import { searchArticles } from '../services/search/passage-search.ts';

export const searchRoutes = new Hono<AppEnv>().get('/passages', validate('query', PassageQuery), async (c) => {
  const { q, k } = c.req.valid('query');
  return c.json(await searchArticles(createDb(c.env.DB), q, k));
});
