/**
 * Legislation management (spec §7): the admin list and record under /api/admin (behind the guard of
 * ./index.ts), and the spec's POST /api/legislation and PATCH /api/legislation/:id, which carry the
 * same guard themselves because they sit beside the public legislation routes.
 */
import { Hono } from 'hono';
import { AdminLegislationQuery, CreateLegislationRequest, UpdateLegislationRequest } from '../../../../schema/api/admin-legislation-requests.ts';
import {
  ADMIN_LEGISLATION_MESSAGES as M,
  type AdminLegislationDetailResponse,
  type CreateLegislationResponse,
  type UpdateLegislationResponse,
} from '../../../../schema/api/admin-legislation.ts';
import type { AppEnv } from '../../env.ts';
import { currentUser, requireAdmin } from '../../middleware/require-user.ts';
import { idParam, validate } from '../../middleware/validate.ts';
import { createRecord, getRecordForAdmin, listForAdmin, updateRecordField } from '../../services/legislation/admin-legislation-service.ts';

const IdParam = idParam(M.notFound, { maxDigits: 12, positive: false });

/** Behind the admin guard of ./index.ts. */
export const adminLegislationRoutes = new Hono<AppEnv>()
  .get('/legislation', validate('query', AdminLegislationQuery), async (c) => c.json(await listForAdmin(c.var.db, c.req.valid('query').search)))
  .get('/legislation/:id', validate('param', IdParam), async (c) => {
    const found = await getRecordForAdmin(c.var.db, c.req.valid('param').id);
    return c.json({ success: true, ...found } satisfies AdminLegislationDetailResponse);
  });

const editor = (c: Parameters<typeof currentUser>[0]) => {
  const user = currentUser(c);
  return { id: user.id, email: user.email };
};

/** Mounted at /api. */
export const legislationEditRoutes = new Hono<AppEnv>()
  .post('/legislation', requireAdmin, validate('json', CreateLegislationRequest), async (c) => {
    const record = await createRecord(c.var.db, editor(c), c.req.valid('json'));
    return c.json({ success: true, record } satisfies CreateLegislationResponse, 201);
  })
  .patch('/legislation/:id', requireAdmin, validate('param', IdParam), validate('json', UpdateLegislationRequest), async (c) => {
    const { field, value } = c.req.valid('json');
    const updated = await updateRecordField(c.var.db, editor(c), c.req.valid('param').id, field, value);
    return c.json({ success: true, ...updated } satisfies UpdateLegislationResponse);
  });
