import { startEmbeddedMongo } from './index';

const USAGE =
  'usage: npm run mongo:embedded -- [--port 27017] [--dbpath ./data] [--host 127.0.0.1] [--setParameter enableTestCommands=1] [--setParameter logicalSessionRefreshMillis=300000]';

interface CliOptions {
  port: number;
  dbPath: string;
  host: string;
  enableTestCommands?: boolean;
  logicalSessionRefreshMillis?: number;
}

/** The server parameters mongod takes at start (`--setParameter name=value`) that the store has. */
function setParameter(options: CliOptions, assignment: string): void {
  const [name, value = ''] = assignment.split('=', 2);
  if (name === 'enableTestCommands' && ['1', 'true', '0', 'false'].includes(value)) options.enableTestCommands = value === '1' || value === 'true';
  else if (name === 'logicalSessionRefreshMillis' && /^\d+$/.test(value) && Number(value) > 0) options.logicalSessionRefreshMillis = Number(value);
  else throw new Error(`unsupported --setParameter ${assignment}\n${USAGE}`);
}

function parseArgs(argv: string[]): CliOptions {
  const options: CliOptions = { port: 27017, dbPath: './data', host: '127.0.0.1' };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    if (value === undefined) throw new Error(`missing value for ${String(flag)}\n${USAGE}`);
    if (flag === '--port') options.port = Number(value);
    else if (flag === '--dbpath') options.dbPath = value;
    else if (flag === '--host') options.host = value;
    else if (flag === '--setParameter') setParameter(options, value);
    else throw new Error(`unknown option ${String(flag)}\n${USAGE}`);
    i++;
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) throw new Error(`invalid --port\n${USAGE}`);
  return options;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const mongo = await startEmbeddedMongo({ ...options, logger: (line) => console.log(line) });
  console.log(`embedded MongoDB listening on ${mongo.uri} (data in ${options.dbPath})`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: flushing and stopping...`);
    mongo.stop().then(
      () => process.exit(0),
      (error: Error) => {
        console.error(`embedded MongoDB failed to stop cleanly: ${error.message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
