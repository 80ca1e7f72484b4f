import { Hono } from 'hono';
import { AddSubscriberRequest } from '../../../../schema/api/admin-newsletter-requests.ts';
import type { AppEnv } from '../../env.ts';
import { validate } from '../../middleware/validate.ts';
import { createNewsletter } from '../../services/newsletter/create-newsletter.ts';
import { addTestSubscriber, newsletterStatus } from '../../services/newsletter/newsletter-service.ts';

/** Spec §7 "Admin" newsletter calls, behind the admin guard of ./index.ts; mounted at /api/admin/beehiiv. */
export const adminNewsletterRoutes = new Hono<AppEnv>()
  .get('/test', async (c) => c.json(await newsletterStatus(createNewsletter(c.get('config')))))
  .post('/add-subscriber', validate('json', AddSubscriberRequest), async (c) =>
    c.json(await addTestSubscriber(createNewsletter(c.get('config')), c.req.valid('json'))),
  );
