import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import { site } from '../content/site';
import { adminRouter } from './api/admin-router';
import { authRouter } from './api/auth-router';
import type { AppDeps } from './app-deps';
import { contactRouter } from './api/contact-router';
import { healthRouter } from './api/health-router';
import { accountLinkPageGate } from './accounts/account-link-page-gate';
import { adminPageGate } from './auth/admin-page-gate';
import { sessionMiddleware } from './auth/session-middleware';
import { jsonErrorHandler, sendError } from './api/json-errors';
import { contactPageForm } from './contact/contact-page-form';
import { createPageRenderer } from './render/page-renderer';
import './render/register-slices';
import { redirectToCanonicalPath } from './render/canonical-path';
import { cachedPageResponder } from './render/cached-page-responder';
import { answerBeforeExpress } from './before-express';
import { contactJsonLane } from './contact/contact-json-lane';
import { PageCache } from './render/page-cache';
import { ssrHandler } from './render/ssr-handler';
import { measureRequests } from './observability/metrics';
import { metricsRouter } from './observability/metrics-router';
import { requestLogging } from './observability/request-logging';
import { assignNonce } from './security/nonce';
import { securityHeaders, securityHeadersMiddleware } from './security/security-headers';
import { seoRouter } from './seo/seo-router';
import { staticFiles } from './static-files';

/** Builds the whole site as an Express app without listening, so tests can drive it with supertest. */
export function createApp(deps: AppDeps): Express {
  const { env, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);
  app.set('etag', false);

  const pages = new PageCache();
  app.use(requestLogging(logger));
  if (deps.metrics) app.use(measureRequests(deps.metrics));
  app.use(assignNonce);
  const security = securityHeaders({ production: env.NODE_ENV === 'production' });
  app.use(securityHeadersMiddleware(security));
  app.use(compression());
  // The busiest write path first: the routers below never answer it, and each one a request passes
  // through costs it allocations of its own (issue 23).
  const contact = contactRouter(deps);
  app.use('/api/contact', contact);
  app.use(staticFiles({ assetsDir: path.join(deps.clientDir, 'assets'), publicDir: deps.publicDir }));
  app.use(healthRouter(deps.db));
  if (deps.metrics && env.METRICS_TOKEN) app.use(metricsRouter(deps.metrics, env.METRICS_TOKEN));
  app.use(seoRouter(env.PUBLIC_URL));

  // Only these paths touch the session store; public pages never do (DESIGN section 1).
  const sessions = sessionMiddleware(deps);
  app.use(contactPageForm(deps, contact));
  app.use('/api/auth', sessions, authRouter(deps));
  app.use('/api/admin', sessions, adminRouter(deps));
  app.use(['/login', '/admin'], sessions, adminPageGate(deps));
  app.use(['/invite', '/reset-password', '/forgot-password'], accountLinkPageGate(deps));
  app.use('/api', (_req, res) => sendError(res, 404, 'Not found'));

  const renderPage = createPageRenderer({
    manifest: deps.manifest,
    publicUrl: env.PUBLIC_URL,
    siteName: site.legalName,
    socialImagePath: '/media/img/og/default-1200.jpg',
    onError: (error) => logger.error({ error: (error as Error)?.stack ?? String(error) }, 'render error'),
  });
  app.use(redirectToCanonicalPath);
  app.use(ssrHandler(renderPage, { cache: pages, scriptLoader: deps.manifest.scriptLoader }));
  app.use(jsonErrorHandler(logger));
  // Cached public pages are answered before Express sees the request, as a static file server would,
  // and so are JSON contact posts (issue 23); everything else goes through the middleware above.
  return answerBeforeExpress(
    app,
    cachedPageResponder(pages, { logger, metrics: deps.metrics }),
    contactJsonLane(deps, { trustProxy: app.get('trust proxy fn'), securityHeaders: security }),
  );
}
