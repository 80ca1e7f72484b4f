/** `/shared/:shareId` outside the API: the SPA's page with the conversation's link-preview tags (worker-first route). */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { shareServices } from '../middleware/services.ts';
import { pageLanguage, withPageLanguage } from '../services/pages/page-language.ts';
import { sharePageHtml } from '../services/shares/share-page-html.ts';
import { sharePreview } from '../services/shares/share-service.ts';

export const sharePageRoutes = new Hono<AppEnv>().get('/:shareId', shareServices, async (c) => {
  const config = c.get('config');
  const [preview, page] = await Promise.all([
    sharePreview(c.var.shares, c.req.param('shareId')),
    c.env.ASSETS.fetch(new Request(new URL('/', c.req.url), { headers: { accept: 'text/html' } })),
  ]);
  return withPageLanguage(sharePageHtml(page, preview, new URL(config.APP_URL).origin), pageLanguage(c.req.raw));
});
