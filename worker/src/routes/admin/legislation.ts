import { Hono } from 'hono';
import { createDb } from '../../db/client.ts';
import type { AppEnv } from '../../env.ts';
import { requireAdmin } from '../../middleware/require-user.ts';
import { listLegislationForAdmin } from '../../services/legislation/legislation-service.ts';

export const adminLegislationRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/legislation', async (c) => c.json(await listLegislationForAdmin(createDb(c.env.DB))));
