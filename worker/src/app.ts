/** Middleware order, route mounting and the single error handler. */
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { loadConfig, type AppEnv } from './env.ts';
import { afterResponse } from './lib/background.ts';
import { requestBodyLimit } from './middleware/body-limit.ts';
import { d1Session, replicaCorpusReads } from './middleware/d1-session.ts';
import { edgeCache } from './middleware/edge-cache.ts';
import { originCheck } from './middleware/origin-check.ts';
import { answerFailure, requestScope } from './middleware/request-scope.ts';
import { session } from './middleware/session.ts';
import { accountRoutes } from './routes/account.ts';
import { adminRoutes, usageRoutes } from './routes/admin/index.ts';
import { apiDocsRoutes } from './routes/api-docs.ts';
import { legislationEditRoutes } from './routes/admin/legislation.ts';
import { authRoutes } from './routes/auth.ts';
import { billingRoutes } from './routes/billing.ts';
import { devOnly, devRoutes } from './routes/dev.ts';
import { legislationRoutes } from './routes/legislation.ts';
import { mcpRoutes } from './routes/mcp.ts';
import { paymentRoutes } from './routes/payments.ts';
import { researchRoutes } from './routes/research.ts';
import { searchRoutes } from './routes/search.ts';
import { sharePageRoutes } from './routes/share-page.ts';
import { shareRoutes } from './routes/shares.ts';
import { isKnownPage } from './services/pages/known-page.ts';
import { pageLanguage, withPageLanguage } from './services/pages/page-language.ts';

/** HTTPS only, for a year, subdomains included: the same value web/public/_headers gives the static assets. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** HSTS on every response the Worker makes (the HTML of /shared/:id, its SPA fallbacks, /dev/*). */
const strictTransportSecurity: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  try {
    c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  } catch {
    // Immutable headers (a response passed through from ASSETS): copy it.
    const res = new Response(c.res.body, c.res);
    res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    c.res = res;
  }
};

export function createApp() {
  const app = new Hono<AppEnv>();

  app.use('*', strictTransportSecurity);
  app.use('/api/*', secureHeaders({ crossOriginResourcePolicy: 'same-origin', strictTransportSecurity: STRICT_TRANSPORT_SECURITY }));
  app.use('/api/*', async (c, next) => {
    c.set('config', loadConfig(c.env));
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  // Before anything reads a body: 413 from Content-Length, or once a chunked body passes the route's limit.
  app.use('/api/*', requestBodyLimit);
  app.use('/api/*', d1Session, requestScope);
  app.use('/api/*', originCheck);
  app.use('/api/*', edgeCache);
  app.use('/api/*', session);

  app.route('/api/auth', authRoutes);
  app.route('/api/account', accountRoutes);
  app.route('/api/billing', billingRoutes);
  app.route('/api/stripe', paymentRoutes);
  app.route('/api/admin', adminRoutes);
  app.route('/api/usage', usageRoutes);
  app.route('/api', legislationEditRoutes);
  app.route('/api', legislationRoutes);
  app.route('/api', searchRoutes);
  app.route('/api', researchRoutes);
  app.route('/api', shareRoutes);
  app.route('/api', apiDocsRoutes);
  const withConfig: MiddlewareHandler<AppEnv> = async (c, next) => {
    c.set('config', loadConfig(c.env));
    await next();
  };
  // Before the configuration is read: a deployment with real e-mail answers 404 whatever else is set.
  app.use('/dev/*', devOnly, withConfig, requestScope);
  app.route('/dev', devRoutes);
  // The MCP server (issue 29): outside /api, it takes JSON-RPC from any origin and reads no session (routes/mcp.ts).
  app.use('/mcp', withConfig, replicaCorpusReads, requestScope);
  app.route('/mcp', mcpRoutes);
  app.use('/shared/*', withConfig, d1Session, requestScope);
  app.route('/shared', sharePageRoutes);

  app.notFound(async (c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ error: `No API route for ${c.req.method} ${c.req.path}`, code: 'NO_ROUTE' }, 404);
    // Every page of the single-page app (and the unknown paths it answers) comes through here, to be
    // served in the reader's language; hashed assets and images skip the Worker (wrangler.toml).
    const page = withPageLanguage(await c.env.ASSETS.fetch(c.req.raw), pageLanguage(c.req.raw));
    // A path that is no page of the app: the same shell (it renders the not-found page) with a true 404 (issue 27).
    return isKnownPage(c.req.path) ? page : new Response(page.body, { status: 404, headers: page.headers });
  });

  // One answer and one log for every failure (services/errors/error-report.ts); the answer streams use the same.
  app.onError(async (err, c) => {
    const failure = await answerFailure(c, err);
    if (failure.retryAfterSeconds !== undefined) c.header('Retry-After', String(failure.retryAfterSeconds));
    await afterResponse(c, failure.logged);
    return c.json(failure.body, failure.status);
  });

  return app;
}
