import { Hono } from 'hono';
import { ArticleMatchesQuery, LegislationIdParam, LegislationListQuery, LegislationNumericIdParam } from '../../../schema/api/legislation.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../middleware/validate.ts';
import {
  getArticleMatches,
  getFieldChoices,
  getLegislationDetail,
  getLegislationOverview,
  listLegislation,
} from '../services/legislation/legislation-service.ts';

export const legislationRoutes = new Hono<AppEnv>()
  .get('/legislation', validate('query', LegislationListQuery), async (c) => {
    const q = c.req.valid('query');
    const body = await listLegislation(c.var.db, {
      filters: { chapter: q.chapter, status: q.status, legislation: q.legislation, title: q.title },
      search: q.search,
      sort: q.sort,
      limit: q.limit,
      offset: q.offset,
      language: q.lang,
    });
    return c.json(body);
  })
  // Before /legislation/:id, whose slug pattern would take 'matches'.
  .get('/legislation/matches', validate('query', ArticleMatchesQuery), async (c) => {
    const { search, ids } = c.req.valid('query');
    return c.json(await getArticleMatches(c.var.db, search, ids));
  })
  .get('/legislation/:id/overview', validate('param', LegislationNumericIdParam), async (c) => {
    return c.json(await getLegislationOverview(c.var.db, c.req.valid('param').id));
  })
  .get('/legislation/:id', validate('param', LegislationIdParam), async (c) => {
    return c.json(await getLegislationDetail(c.var.db, c.req.valid('param').id));
  })
  .get('/field-choices', async (c) => c.json(await getFieldChoices(c.var.db)));
