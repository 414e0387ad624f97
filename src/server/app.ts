import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import { site } from '../content/site';
import { adminRouter } from './api/admin-router';
import { authRouter } from './api/auth-router';
import { contactRouter } from './api/contact-router';
import { healthRouter } from './api/health-router';
import { adminPageGate } from './auth/admin-page-gate';
import { sessionMiddleware } from './auth/session-middleware';
import { jsonErrorHandler, sendError } from './api/json-errors';
import { contactPageForm } from './contact/contact-page-form';
import type { Notifier } from './contact/notifier';
import type { Database } from './db/database';
import type { Env } from './env';
import type { Logger } from './logger';
import type { AssetManifest } from './render/asset-manifest';
import { createPageRenderer } from './render/page-renderer';
import './render/register-slices';
import { redirectToCanonicalPath } from './render/canonical-path';
import { ssrHandler } from './render/ssr-handler';
import { assignNonce } from './security/nonce';
import { PERMISSIONS_POLICY, securityHeaders } from './security/security-headers';
import { seoRouter } from './seo/seo-router';
import { staticFiles } from './static-files';

export interface AppDeps {
  env: Env;
  /** Absent or unreachable: the API answers 503 and public pages still render. */
  db?: Database;
  manifest: AssetManifest;
  /** dist/client (hashed assets) and public/ (favicon, robots, generated media). */
  clientDir: string;
  publicDir: string;
  logger: Logger;
  /** Emails the studio about each stored contact message (SMTP_URL + NOTIFY_EMAIL); absent: no email. */
  notifier?: Notifier;
  /** Signs session cookies; index.ts resolves it (SESSION_SECRET or DATA_DIR/session-secret). */
  sessionSecret?: string;
}

/** Builds the whole site as an Express app without listening, so tests can drive it with supertest. */
export function createApp(deps: AppDeps): Express {
  const { env, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);
  app.set('etag', false);

  app.use(assignNonce);
  app.use(securityHeaders({ production: env.NODE_ENV === 'production' }));
  app.use((_req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  });
  app.use(compression());
  app.use(staticFiles({ assetsDir: path.join(deps.clientDir, 'assets'), publicDir: deps.publicDir }));
  app.use(healthRouter(deps.db));
  app.use(seoRouter(env.PUBLIC_URL));

  // Only these paths touch the session store; public pages never do (DESIGN section 1).
  const sessions = sessionMiddleware(deps);
  const contact = contactRouter(deps);
  app.use('/api/contact', contact);
  app.use(contactPageForm(deps, contact));
  app.use('/api/auth', sessions, authRouter(deps));
  app.use('/api/admin', sessions, adminRouter(deps));
  app.use(['/login', '/admin'], sessions, adminPageGate(deps));
  app.use('/api', (_req, res) => sendError(res, 404, 'Not found'));

  const renderPage = createPageRenderer({
    manifest: deps.manifest,
    publicUrl: env.PUBLIC_URL,
    siteName: site.legalName,
    socialImagePath: '/media/img/og/default-1200.jpg',
    onError: (error) => logger.error('render error', { error: (error as Error)?.stack ?? String(error) }),
  });
  app.use(redirectToCanonicalPath);
  app.use(ssrHandler(renderPage));
  app.use(jsonErrorHandler(logger));
  return app;
}
