import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startEmbeddedMongo } from '../../src/embedded-mongo';

/**
 * The conformance suite: cases.json states MongoDB's behaviour (types, queries, projections, sorts, updates,
 * indexes, aggregation, cursors, commands, errors) and two clients nobody here wrote run it: pymongo and
 * mongosh, installed by test/conformance/install-tools.sh (.ci/run calls it). It runs against a fresh
 * embedded store, or against a real mongod when MONGODB_URI_TEST is set, where every case must pass.
 */
const ROOT = path.resolve(__dirname, '../..');
const TOOLS = process.env.CONFORMANCE_TOOLS ?? path.join(ROOT, 'node_modules/.conformance-tools');
const PYTHON = path.join(TOOLS, 'venv/bin/python');
const MONGOSH = path.join(TOOLS, 'mongosh/node_modules/.bin/mongosh');
const CASES = path.join(__dirname, 'cases.json');
const GAPS_DOC = path.join(ROOT, 'docs/embedded-mongo-unsupported.md');
const REAL_MONGOD_URI = process.env.MONGODB_URI_TEST;

interface Result {
  name: string;
  ok: boolean;
  error?: string;
}

interface Case {
  name: string;
  embeddedGap?: string;
  /** The clients able to run the case (mongosh, being JavaScript, cannot hold a date beyond ±8.64e15 ms). */
  onlyClients?: string[];
}

const cases = (JSON.parse(fs.readFileSync(CASES, 'utf8')) as { cases: Case[] }[]).flatMap((group) => group.cases);
/** Cases this store is known to answer differently; each is listed in the docs and must pass on a real mongod. */
const casesFor = (client: string) => cases.filter((testCase) => !testCase.onlyClients || testCase.onlyClients.includes(client));
const gaps = new Set(REAL_MONGOD_URI ? [] : cases.filter((testCase) => testCase.embeddedGap).map((testCase) => testCase.name));

function requireTool(file: string): void {
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: run \`bash test/conformance/install-tools.sh\` once (it installs pymongo and mongosh).`);
  }
}

async function runClient(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Result[]> {
  const { stdout } = await promisify(execFile)(command, args, { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 });
  const lastLine = stdout.trim().split('\n').pop() ?? '';
  return (JSON.parse(lastLine) as { results: Result[] }).results;
}

function failuresOf(results: Result[]): string[] {
  return results.filter((result) => !result.ok && !gaps.has(result.name)).map((result) => `${result.name}: ${result.error ?? ''}`);
}

describe('conformance suite through external clients', () => {
  let uri: string;
  let stop: () => Promise<void> = async () => undefined;
  const dbPath = fs.mkdtempSync(path.join(os.tmpdir(), 'conformance-'));

  beforeAll(async () => {
    if (REAL_MONGOD_URI) {
      uri = REAL_MONGOD_URI;
      return;
    }
    const mongo = await startEmbeddedMongo({ dbPath, logger: () => undefined });
    uri = mongo.uri;
    stop = () => mongo.stop();
  });

  afterAll(async () => {
    await stop();
    fs.rmSync(dbPath, { recursive: true, force: true });
  });

  test('cases.json holds at least 150 cases with unique names', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(new Set(cases.map((testCase) => testCase.name)).size).toBe(cases.length);
  });

  test('every known gap of the embedded store is listed in the docs', () => {
    const doc = fs.readFileSync(GAPS_DOC, 'utf8');
    for (const testCase of cases.filter((item) => item.embeddedGap)) expect(doc).toContain(testCase.name);
  });

  test('pymongo gets MongoDB answers for every case, types exact', async () => {
    requireTool(PYTHON);
    const results = await runClient(PYTHON, [path.join(__dirname, 'run_pymongo.py'), uri, `conformance_py_${process.pid}`, CASES]);
    expect(results.map((result) => result.name)).toEqual(casesFor('pymongo').map((testCase) => testCase.name));
    expect(failuresOf(results)).toEqual([]);
  }, 180_000);

  test('mongosh gets MongoDB answers for every case', async () => {
    requireTool(MONGOSH);
    const results = await runClient(MONGOSH, [uri, '--quiet', '--norc', '--file', path.join(__dirname, 'run-mongosh.js')], {
      CONFORMANCE_DB: `conformance_sh_${process.pid}`,
      CONFORMANCE_CASES: CASES,
    });
    expect(results.map((result) => result.name)).toEqual(casesFor('mongosh').map((testCase) => testCase.name));
    expect(failuresOf(results)).toEqual([]);
  }, 180_000);
});
