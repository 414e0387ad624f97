import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { parse } from 'yaml';
import { parseEnv } from '../../src/server/env';
import { ROOT } from '../helpers/test-app';

// No Docker engine runs on our machines: the compose files, their configs and the Dockerfile are checked
// by reading them, and by `docker-compose config` / `haproxy -c` where those binaries are installed.

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  healthcheck?: { test: string[] };
  restart?: string;
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const composeText = read('docker-compose.yml');
const compose = parse(composeText, { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const services = Object.entries(compose.services);
const dockerfile = read('Dockerfile');

const mongoMembers = services.filter(([, service]) => service.command?.includes('--replSet'));
const replicaSetName = (service: Service) => service.command![service.command!.indexOf('--replSet') + 1];
const [builtName, built] = services.find(([, service]) => service.build)!;
const appServices = services.filter(([, service]) => service.image === built.image);
const lbEntry = services.find(([, service]) => service.ports?.some((port) => String(port).split(':').at(-2) === '3000'));
const [initName, init] = services.find(([, service]) => service.command?.some((part) => part.endsWith('.js')))!;

/** The host-side file mounted at `target` in `service` (e.g. ./docker/haproxy.cfg). */
function mountedFile(service: Service, target: RegExp): string {
  const volume = service.volumes!.find((entry) => target.test(entry.split(':')[1]!))!;
  return read(volume.split(':')[0]!);
}

/** The named volume mounted at the folder holding `file` in `service`, if any. */
function namedVolumeHolding(service: Service, file: string): string | undefined {
  const mount = service.volumes?.map((entry) => entry.split(':')).find(([, target]) => file.startsWith(`${target}/`));
  return mount && !mount[0]!.startsWith('.') && !mount[0]!.startsWith('/') ? mount[0] : undefined;
}

describe('docker-compose.yml: the production topology', () => {
  test('MongoDB 7 as a three-member replica set: each member with --replSet, its own volume and a healthcheck', () => {
    expect(mongoMembers).toHaveLength(3);
    const volumes = new Set<string>();
    for (const [name, member] of mongoMembers) {
      expect({ name, image: member.image }).toEqual({ name, image: expect.stringMatching(/^mongo:7(\.|$)/) });
      expect(replicaSetName(member)).toBe(replicaSetName(mongoMembers[0]![1]));
      expect(member.command).toContain('--bind_ip_all');
      expect(member.healthcheck!.test.join(' ')).toContain('ping');
      const volume = member.volumes!.find((entry) => entry.endsWith(':/data/db'))!.split(':')[0]!;
      expect(compose.volumes).toHaveProperty(volume);
      volumes.add(volume);
    }
    expect(volumes.size).toBe(3);
  });

  test('a one-shot init service, started once all three members are healthy, runs the init script', () => {
    expect(init.image).toMatch(/^mongo:7/);
    expect(init.restart).toBe('no');
    expect(init.command!.slice(0, 2)).toEqual(['mongosh', '--quiet']);
    for (const [name] of mongoMembers) expect(init.depends_on![name]).toEqual({ condition: 'service_healthy' });
  });

  describe('the init script (run here with a stand-in for mongosh\'s rs, sleep and quit)', () => {
    const script = mountedFile(init, /\.js$/);

    /** Runs the script; `status` answers each rs.status() call in turn (the last answer repeats). */
    function runInit(status: Array<Error | { members: Array<{ stateStr: string }> }>) {
      const initiated: unknown[] = [];
      let calls = 0;
      let now = 0;
      const context = {
        rs: {
          status: () => {
            const answer = status[Math.min(calls++, status.length - 1)]!;
            if (answer instanceof Error) throw answer;
            return answer;
          },
          initiate: (config: unknown) => initiated.push(config),
        },
        print: () => undefined,
        sleep: (ms: number) => (now += ms),
        quit: (code: number) => {
          throw Object.assign(new Error(`quit(${code})`), { exitCode: code });
        },
        Date: { now: () => now },
      };
      let exitCode = 0;
      try {
        vm.runInNewContext(script, context);
      } catch (error) {
        exitCode = (error as { exitCode?: number }).exitCode ?? -1;
      }
      return { initiated, exitCode, waitedMs: now };
    }
    const notYetInitialized = Object.assign(new Error('no replset config has been received'), { code: 94 });
    const withPrimary = { members: [{ stateStr: 'PRIMARY' }, { stateStr: 'SECONDARY' }, { stateStr: 'SECONDARY' }] };
    const electing = { members: [{ stateStr: 'SECONDARY' }, { stateStr: 'SECONDARY' }, { stateStr: 'STARTUP2' }] };

    test('a new set: rs.initiate once with the three members, then it waits for a primary and exits 0', () => {
      const run = runInit([notYetInitialized, electing, electing, withPrimary]);
      expect(run.exitCode).toBe(0);
      expect(run.initiated).toEqual([
        { _id: replicaSetName(mongoMembers[0]![1]), members: mongoMembers.map(([name], i) => ({ _id: i, host: `${name}:27017` })) },
      ]);
      expect(run.waitedMs).toBeGreaterThan(0);
    });

    test('an initiated set (every later `docker compose up`): no rs.initiate, exit 0', () => {
      expect(runInit([withPrimary])).toEqual({ initiated: [], exitCode: 0, waitedMs: 0 });
    });

    test('any other error, or no primary within a minute, fails the service (the apps do not start)', () => {
      expect(runInit([Object.assign(new Error('unauthorized'), { code: 13 })])).toMatchObject({ initiated: [], exitCode: -1 });
      const neverElected = runInit([notYetInitialized, electing]);
      expect(neverElected.exitCode).toBe(1);
      expect(neverElected.waitedMs).toBeGreaterThanOrEqual(60_000);
    });
  });

  test('the app is built once and runs as two or more instances, each started after the replica set is initiated', () => {
    expect(services.filter(([, service]) => service.build)).toHaveLength(1);
    expect(built.image).toBeTruthy(); // tagged, so every instance runs the one build
    const instances = appServices.reduce((sum, [, service]) => sum + (service.deploy?.replicas ?? 1), 0);
    expect(instances).toBeGreaterThanOrEqual(2);
    for (const [name, app] of appServices) {
      expect({ name, dependsOn: app.depends_on }).toEqual({ name, dependsOn: { [initName]: { condition: 'service_completed_successfully' } } });
      expect(app.healthcheck!.test.join(' ')).toContain('/readyz');
      expect(app.ports).toBeUndefined(); // reached through the load balancer only
    }
  });

  test('apps: TRUST_PROXY=1, MONGODB_URI with all three members and the replica set, production mode', () => {
    for (const [, app] of appServices) {
      const env = app.environment!;
      expect(env.TRUST_PROXY).toBe('1');
      expect(env.NODE_ENV).toBe('production');
      // Not new URL(): the WHATWG parser refuses a URI with several hosts.
      const [, hosts, database, query] = /^mongodb:\/\/([^/]+)\/(\w+)\?(.+)$/.exec(env.MONGODB_URI!)!;
      expect(hosts!.split(',').sort()).toEqual(mongoMembers.map(([name]) => `${name}:27017`).sort());
      expect(database).toBe('stratum');
      expect(new URLSearchParams(query).get('replicaSet')).toBe(replicaSetName(mongoMembers[0]![1]));
    }
  });

  test('the app accepts this environment as compose hands it over (a three-host MONGODB_URI; ${X:-} as empty)', () => {
    for (const [, app] of appServices) {
      const env = Object.fromEntries(Object.entries(app.environment!).map(([name, value]) => [name, value.replace(/\$\{\w+:-([^}]*)\}/g, '$1')]));
      expect(() => parseEnv(env)).not.toThrow();
    }
  });

  test('the session secret is no setting: a file in one named volume that every instance mounts', () => {
    const volumes = appServices.map(([, app]) => {
      expect(app.environment!.SESSION_SECRET).toBeUndefined();
      return namedVolumeHolding(app, app.environment!.SESSION_SECRET_FILE!);
    });
    expect(volumes[0]).toBeTruthy();
    expect(new Set(volumes).size).toBe(1);
    expect(compose.volumes).toHaveProperty(volumes[0]!);
    // The runtime user must be able to create it: the image's /app/data is owned by node (Dockerfile).
    expect(appServices[0]![1].environment!.SESSION_SECRET_FILE).toMatch(/^\/app\/data\//);
  });

  test('optional settings pass through with an empty default', () => {
    const optional = ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SMTP_URL', 'NOTIFY_EMAIL', 'PUBLIC_URL', 'METRICS_TOKEN', 'WEBHOOK_URL', 'WEBHOOK_SECRET', 'AUTO_REPLY'];
    for (const [, app] of appServices) for (const name of optional) expect(app.environment![name]).toBe(`\${${name}:-}`);
  });

  test('a load balancer from an official image publishes 3000, checks /readyz on the apps and sets X-Forwarded-For', () => {
    expect(lbEntry).toBeDefined();
    const [, lb] = lbEntry!;
    expect(lb.image).toMatch(/^(haproxy|nginx|traefik):/);
    expect(lb.build).toBeUndefined();
    const config = mountedFile(lb, /haproxy\.cfg$/);
    expect(config).toMatch(/^\s*bind :3000$/m);
    expect(config).toMatch(/^\s*option httpchk$/m);
    expect(config).toMatch(/^\s*http-check send meth GET uri \/readyz/m);
    expect(config).toMatch(/^\s*http-check expect status 200$/m);
    expect(config).toMatch(/^\s*http-request set-header X-Forwarded-For %\[src\]$/m);
    // Instances are found through Docker's DNS, so --scale app=N needs no edit.
    expect(config).toMatch(/^\s*nameserver \w+ 127\.0\.0\.11:53$/m);
    expect(config).toMatch(new RegExp(`^\\s*server-template \\w+ 1-\\d+ ${builtName}:3000 check resolvers \\w+`, 'm'));
  });

  test('no required variable anywhere: every ${...} has a default', () => {
    for (const file of ['docker-compose.yml', 'docker-compose.dev.yml']) {
      const text = read(file);
      expect({ file, required: text.match(/\$\{[^}]*\?[^}]*\}/g) }).toEqual({ file, required: null });
      const interpolations = text.match(/\$\{[^}]*\}/g) ?? [];
      for (const expression of interpolations) expect({ file, expression }).toEqual({ file, expression: expect.stringMatching(/^\$\{\w+:?-/) });
    }
  });

  const dockerCompose = spawnSync('docker-compose', ['version'], { encoding: 'utf8' }).status === 0;
  (dockerCompose ? test : test.skip)(
    `docker-compose config passes with an empty environment${dockerCompose ? '' : ' (SKIPPED: no docker-compose binary; apt-get install docker-compose)'}`,
    () => {
      for (const file of ['docker-compose.yml', 'docker-compose.dev.yml']) {
        const result = spawnSync('docker-compose', ['-f', file, 'config', '--quiet'], { cwd: ROOT, env: { PATH: process.env.PATH }, encoding: 'utf8' });
        expect({ file, status: result.status, stderr: result.stderr }).toEqual({ file, status: 0, stderr: '' });
      }
    },
  );

  const haproxy = spawnSync('haproxy', ['-v'], { encoding: 'utf8' }).status === 0;
  (haproxy ? test : test.skip)(`haproxy -c accepts docker/haproxy.cfg${haproxy ? '' : ' (SKIPPED: no haproxy binary; apt-get install haproxy)'}`, () => {
    const result = spawnSync('haproxy', ['-c', '-f', path.join(ROOT, 'docker', 'haproxy.cfg')], { encoding: 'utf8' });
    expect({ status: result.status, output: result.stdout + result.stderr }).toEqual({ status: 0, output: expect.stringContaining('Configuration file is valid') });
  });
});

describe('docker-compose.dev.yml: one app on one mongod', () => {
  const dev = parse(read('docker-compose.dev.yml')) as { services: Record<string, Service> };

  test('a standalone mongod and one app built from the Dockerfile, the secret again from a volume', () => {
    const { mongo, app } = dev.services;
    expect(mongo!.image).toMatch(/^mongo:7/);
    expect(mongo!.command ?? []).not.toContain('--replSet');
    expect(mongo!.ports).toEqual(['127.0.0.1:27017:27017']);
    expect(app!.build).toBeDefined();
    expect(app!.deploy?.replicas ?? 1).toBe(1);
    expect(app!.environment!.MONGODB_URI).toBe('mongodb://mongo:27017/stratum');
    expect(namedVolumeHolding(app!, app!.environment!.SESSION_SECRET_FILE!)).toBeTruthy();
    expect(app!.depends_on!.mongo).toEqual({ condition: 'service_healthy' });
  });

  test('the one-line commands are in both files and in docs/operations.md', () => {
    const oneLiner = 'docker compose -f docker-compose.dev.yml up --build';
    expect(composeText).toContain(oneLiner);
    expect(read('docker-compose.dev.yml')).toContain(oneLiner);
    expect(read('docs/operations.md')).toContain(oneLiner);
  });
});

describe('Dockerfile', () => {
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '));

  test('multi-stage, production dependencies only, non-root user', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/npm prune --omit=dev|npm ci --omit=dev/);
    expect(runtime).toMatch(/^USER (node|\d+)/m);
    expect(runtime).not.toMatch(/^USER root/m);
    expect(runtime).toMatch(/CMD \[.*dist\/server\/index\.cjs/);
  });

  test('the runtime has what the server and the operations commands need, and checks readiness', () => {
    for (const folder of ['node_modules', 'dist', 'public']) expect(runtime).toContain(`COPY --from=build /app/${folder} ./${folder}`);
    // dist/ops: db:backup, db:restore and admin:create without tsx, which is pruned with the dev packages.
    const bundled = /npx esbuild ([^\n\\]+)/.exec(dockerfile)![1]!;
    for (const script of ['scripts/db-backup.ts', 'scripts/db-restore.ts', 'scripts/create-admin.ts']) expect(bundled).toContain(script);
    expect(dockerfile).toContain('--outdir=dist/ops');
    expect(dockerfile.indexOf('npx esbuild')).toBeLessThan(dockerfile.indexOf('npm prune'));
    expect(runtime).toMatch(/mkdir -p \/app\/data && chown node:node \/app\/data/);
    expect(runtime).toMatch(/HEALTHCHECK[\s\S]*\/readyz/);
  });
});
