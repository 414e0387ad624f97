import type { Document } from 'bson';
import type { Catalog } from '../engine/catalog';
import { isPlainObject } from '../query/aggregation-expressions';
import { checkStages } from './aggregate';
import { databaseName } from './arguments';
import { checkStrictHints } from './api-strict-hints';
import { checkStrictOperators } from './api-strict-operators';
import { checkStrictViewRead } from './api-strict-stages';

/**
 * Under `apiStrict: true`, once the command is parsed: the query language it holds (aggregate checks its own
 * pipeline as it lite-parses it, an explained aggregate is checked here), its hints, and the view it reads.
 */
export function checkStrictLanguage(name: string, command: Document, catalog: Catalog): void {
  if (name !== 'aggregate') checkStrictOperators(name, command);
  const explained = name === 'explain' && isPlainObject(command.explain) ? (command.explain as Document) : undefined;
  if (explained && Object.keys(explained)[0] === 'aggregate' && Array.isArray(explained.pipeline)) checkStages(explained.pipeline, true);
  checkStrictHints(name, command, catalog);
  if (typeof command[name] === 'string') checkStrictViewRead(name, `${databaseName(command)}.${command[name] as string}`, catalog);
}
