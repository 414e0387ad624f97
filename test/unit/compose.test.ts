import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../helpers/test-app';

// No Docker engine runs on our machines, so the compose file and Dockerfile are checked by reading them.
const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'));
const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');

describe('docker-compose.yml', () => {
  test('mongo: the official image, a named volume and a healthcheck', () => {
    const mongo = compose.services.mongo;
    expect(mongo.image).toMatch(/^mongo:\d/);
    const [volume] = (mongo.volumes[0] as string).split(':');
    expect(Object.keys(compose.volumes)).toContain(volume);
    expect(mongo.healthcheck.test.join(' ')).toContain('ping');
  });

  test('app: built from the Dockerfile, pointed at the mongo service, started once mongo is healthy', () => {
    const app = compose.services.app;
    expect(app.build.dockerfile ?? 'Dockerfile').toBe('Dockerfile');
    expect(app.environment.MONGODB_URI).toMatch(/^mongodb:\/\/mongo:27017\//);
    expect(app.environment.NODE_ENV).toBe('production');
    expect(app.environment.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
    expect(app.depends_on.mongo.condition).toBe('service_healthy');
  });
});

describe('Dockerfile', () => {
  test('multi-stage, production dependencies only, non-root user', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/npm prune --omit=dev|npm ci --omit=dev/);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
    expect(runtime).toMatch(/^USER (node|\d+)/m);
    expect(runtime).not.toMatch(/^USER root/m);
    expect(runtime).toMatch(/CMD \[.*dist\/server\/index\.cjs/);
  });
});
