/** GET /api/openapi.json: the OpenAPI 3.1 document of the public reads (services/api-docs), linked from the developers page. */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { openApiDocument } from '../services/api-docs/openapi-document.ts';

export const apiDocsRoutes = new Hono<AppEnv>().get('/openapi.json', (c) => {
  // A description of the API, the same for everyone: any site or tool may read it (a viewer, a client generator).
  c.header('Access-Control-Allow-Origin', '*');
  c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json(openApiDocument());
});
