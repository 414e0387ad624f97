import type { Document } from 'bson';
import { MongoCommandError } from '../../errors';
import { ExpressionSet, isPlainObject } from '../aggregation-expressions';
import { describeValue } from '../describe';
import { bindVariables } from './bind-variables';

/**
 * `$redact`: the expression is evaluated on the document and, for `$$DESCEND`, on every embedded document
 * (also inside arrays), each in turn as `$$CURRENT`; `$$ROOT` stays the whole document. The three variables
 * are the strings mongod gives them, so an expression answering `'keep'` keeps, as in mongod.
 */
const ACTIONS = new Map([['$$KEEP', 'keep'], ['$$PRUNE', 'prune'], ['$$DESCEND', 'descend']]);

export function redactStage(docs: Document[], expression: unknown): Document[] {
  const bound = bindVariables(expression, new Map([...ACTIONS].map(([variable, value]) => [variable.slice(2), value])));
  const output: Document[] = [];
  for (const root of docs) {
    const expressions = new ExpressionSet();
    const plan = expressions.compile(bindVariables(bound, new Map([['ROOT', root]])));
    const decide = (current: Document) => expressions.evaluateAll([current])(plan, 0);
    const redacted = redactDocument(root, decide);
    if (redacted !== undefined) output.push(redacted);
  }
  return output;
}

function redactDocument(doc: Document, decide: (current: Document) => unknown): Document | undefined {
  const action = decide(doc);
  if (action === 'keep') return doc;
  if (action === 'prune') return undefined;
  if (action !== 'descend') {
    throw new MongoCommandError(
      'Location17053',
      `$redact's expression should not return anything aside from the variables $$KEEP, $$DESCEND, and $$PRUNE, but returned ${describeValue(action)}`,
    );
  }
  const output: Document = {};
  for (const key of Object.keys(doc)) {
    const value = redactValue(doc[key], decide);
    if (value !== undefined) output[key] = value;
  }
  return output;
}

function redactValue(value: unknown, decide: (current: Document) => unknown): unknown {
  if (isPlainObject(value)) return redactDocument(value, decide);
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const redacted = redactValue(item, decide);
      return redacted === undefined ? [] : [redacted];
    });
  }
  return value;
}
