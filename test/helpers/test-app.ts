import path from 'node:path';
import { createApp } from '../../src/server/app';
import type { AppDeps } from '../../src/server/app-deps';
import { parseEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { loadAssetManifest } from '../../src/server/render/asset-manifest';

export const ROOT = path.resolve(__dirname, '..', '..');

/** The real app around the built client (run `npm run build` first), quiet, with test settings. */
export function testApp(overrides: Partial<AppDeps> = {}, env: NodeJS.ProcessEnv = {}) {
  return createApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
    manifest: loadAssetManifest(path.join(ROOT, 'dist')),
    clientDir: path.join(ROOT, 'dist', 'client'),
    publicDir: path.join(ROOT, 'public'),
    logger: createLogger('silent'),
    ...overrides,
  });
}
