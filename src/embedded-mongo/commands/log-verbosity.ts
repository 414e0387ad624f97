import { Double, Int32, Long, type Document } from 'bson';
import { MongoCommandError } from '../errors';

/**
 * mongod's log components and their parents (MONGO_EXPAND_LOGV2_COMPONENT in src/mongo/logv2/log_component.h):
 * the tree `getParameter: {logComponentVerbosity: 1}` reports and `setParameter` changes (mongosh's
 * db.getLogComponents() and db.setLogLevel()). The store logs nothing below the default level, so the levels
 * are only remembered and reported, as mongod reports them.
 */
const CHILDREN: Record<string, string[]> = {
  default: [
    'accessControl', 'command', 'control', 'executor', 'geo', 'index', 'network', 'processHealth', 'query',
    'replication', 'sharding', 'storage', 'write', 'ftdc', 'tracking', 'transaction', 'tenantMigration', 'test',
  ],
  network: ['asio', 'bridge', 'connectionPool'],
  replication: ['election', 'heartbeats', 'initialSync', 'rollback'],
  sharding: ['rangeDeleter', 'shardingCatalogRefresh', 'migration', 'reshard', 'migrationPerf'],
  storage: ['recovery', 'journal'],
};

/** The name mongod reports a bad entry by: `logComponentVerbosity.<dotted component>`. */
const PARAMETER = 'logComponentVerbosity';

export class LogVerbosity {
  /** Levels by dotted component name (`replication.election`); -1 inherits the parent's, as on mongod. */
  private readonly levels = new Map<string, number>([['default', 0]]);

  /** The whole tree in mongod's shape: `{verbosity: 0, accessControl: {verbosity: -1}, ...}`. */
  tree(): Document {
    return this.subtree('default', '');
  }

  /** The default component's level: the `logLevel` parameter. */
  defaultLevel(): number {
    return this.levels.get('default') ?? 0;
  }

  setDefaultLevel(value: unknown): void {
    const number = numeric(value);
    if (typeof number !== 'number' || !Number.isFinite(number) || number < 0 || number > 2 ** 31 - 1) {
      throw new MongoCommandError('BadValue', `Invalid value for logLevel: logLevel: ${String(value)}`);
    }
    this.levels.set('default', Math.trunc(number));
  }

  /** Applies a `logComponentVerbosity` document; every entry is checked before any is applied. */
  apply(settings: unknown): void {
    if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) {
      throw new MongoCommandError('TypeMismatch', `log component verbosity is not a BSON object: ${PARAMETER}: ${String(settings)}`);
    }
    const changes = new Map<string, number>();
    this.collect(settings as Document, 'default', '', changes);
    for (const [component, level] of changes) this.levels.set(component, level);
  }

  private collect(settings: Document, component: string, dotted: string, changes: Map<string, number>): void {
    for (const [key, value] of Object.entries(settings)) {
      if (key === 'verbosity') {
        changes.set(component, level(value, dotted ? `${PARAMETER}.${dotted}` : PARAMETER, component === 'default'));
        continue;
      }
      if (!(CHILDREN[component] ?? []).includes(key)) {
        throw new MongoCommandError('BadValue', `Invalid component name ${PARAMETER}.${dotted ? `${dotted}.` : ''}${key}`);
      }
      const child = dotted ? `${dotted}.${key}` : key;
      // `query: 2` is short for `query: {verbosity: 2}`; a document sets the component and its children.
      if (isSubdocument(value)) this.collect(value as Document, child, child, changes);
      else changes.set(child, level(value, `${PARAMETER}.${child}`, false));
    }
  }

  private subtree(component: string, dotted: string): Document {
    const node: Document = { verbosity: this.levels.get(component) ?? -1 };
    for (const child of CHILDREN[dotted ? dotted.split('.').at(-1)! : 'default'] ?? []) {
      const name = dotted ? `${dotted}.${child}` : child;
      node[child] = this.subtree(name, name);
    }
    return node;
  }
}

/**
 * A level is a number that fits an int (NaN and ±2^53 are refused, as set_param1.js checks); a negative one
 * clears the component's own level so it inherits its parent's, and the default component, which has no
 * parent, falls back to 0 (setLogComponentVerbosity in src/mongo/db/commands/parameters.cpp).
 */
function level(value: unknown, name: string, isDefault: boolean): number {
  const number = numeric(value);
  if (typeof number !== 'number' || !Number.isFinite(number) || Math.abs(number) > 2 ** 31 - 1) {
    throw new MongoCommandError('BadValue', `Invalid verbosity for ${name}: ${String(value)}`);
  }
  if (number < 0) return isDefault ? 0 : -1;
  return Math.trunc(number);
}

function isSubdocument(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof numeric(value) === 'object';
}

/** A BSON number's value (commands arrive with their int32, long and double wrappers kept). */
function numeric(value: unknown): unknown {
  return value instanceof Int32 || value instanceof Long || value instanceof Double ? Number(value) : value;
}
