import type { Document } from 'bson';
import { ExpressionSet } from './aggregation-expressions';
import { truthy } from './native-operators';
import { MongoCommandError } from '../errors';
import { bitPositions, bitsOfValue } from './bits';
import { bsonTypeNumber, TYPE_NUMBERS } from './bson-type-names';
import { bsonType, isNumeric, toDouble } from './bson-values';
import { compareValues, typeRank } from './compare';
import { isRegex, regexOf, toJsRegExp } from './regex';
import { storedName } from '../storage/field-names';
import { pathParts } from './paths';
import { modValueTest } from './mod-match';
import { integerElementToLong } from './integer-element';
import { bsonText } from './update';
import { matchesSchema, parseSchema } from './json-schema';

export type Predicate = (doc: Document) => boolean;
/** Tests the values a path resolves to in one document (several when the path crosses arrays). */
type LeavesTest = (leaves: unknown[]) => boolean;
type ValueTest = (value: unknown) => boolean;

const matchAll: Predicate = () => true;
const DBREF_FIELDS = new Set([storedName('$ref'), '$id', '$db']);
const TOP_LEVEL = new Set(['$and', '$or', '$nor', '$expr', '$where', '$comment', '$text', '$jsonSchema']);

export const isPlainDocument = (value: unknown): value is Document =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && !(value instanceof RegExp) && bsonType(value) === undefined;

/** `{$gt: 1}` is an operator condition; `{a: 1}` and a DBRef `{$ref, $id}` are values to compare with. */
export function isOperatorObject(value: unknown): value is Document {
  if (!isPlainDocument(value)) return false;
  const first = Object.keys(value)[0];
  return first !== undefined && first.startsWith('$') && !DBREF_FIELDS.has(first);
}

/**
 * MongoDB's path semantics: a field name applied to an array reaches into each element that is a document
 * (and a numeric part also indexes the array). A path that stops at a scalar or misses a field in a document
 * yields `undefined` (missing); an array yields only what its elements yield, so an array without documents
 * yields nothing and `{"a.b": null}` does not match `{a: [1, 2]}` or `{a: []}` (mongod 7.0's
 * BSONElementIterator skips the scalars of an array the path goes through; 9.0 changed this, SERVER-36681,
 * keeping the old answer behind internalQueryLegacyDottedPathNullSemantics).
 */
export function collectLeaves(value: unknown, parts: string[], index: number, out: unknown[]): void {
  if (index === parts.length) {
    out.push(value);
    return;
  }
  const part = parts[index]!;
  if (Array.isArray(value)) {
    if (/^\d+$/.test(part) && Number(part) < value.length) collectLeaves(value[Number(part)], parts, index + 1, out);
    for (const element of value) if (isPlainDocument(element)) collectLeaves(element, parts, index, out);
    return;
  }
  if (isPlainDocument(value)) collectLeaves(Object.hasOwn(value, storedName(part)) ? value[storedName(part)] : undefined, parts, index + 1, out);
  else out.push(undefined);
}

/** A test on one value that also holds when the value is an array and one of its elements passes. */
/**
 * Whether conditions being compiled look into an array value's elements (MongoDB's implicit traversal). Off
 * while compiling an operator-only `$elemMatch`: mongod's ElemMatchValueMatchExpression tests each element as
 * a whole (`{$elemMatch: {$in: [5]}}` does not match `[[5]]`).
 */
let traverseArrays = true;

const orElement = (test: ValueTest): LeavesTest => {
  const traverse = traverseArrays;
  return (leaves) => leaves.some((value) => test(value) || (traverse && Array.isArray(value) && value.some(test)));
};

function equalityTest(operand: unknown): ValueTest {
  if (isRegex(operand)) {
    const regex = regexOf(operand);
    return (value) => (typeof value === 'string' && regex.test(value)) || (isRegex(value) && compareValues(value, operand) === 0);
  }
  return (value) => compareValues(value, operand) === 0;
}

/** $gt & co. compare only within one type bracket (numbers with numbers...), except against MinKey/MaxKey. */
const isNaNNumber = (value: unknown): boolean => isNumeric(value) && Number.isNaN(toDouble(value));

function rangeTest(operand: unknown, accept: (order: number) => boolean): ValueTest {
  const rank = typeRank(operand);
  const anyType = rank === 0 || rank === 12;
  const operandIsNaN = isNaNNumber(operand);
  return (value) => {
    if (!anyType && typeRank(value) !== rank) return false;
    // ComparisonMatchExpression::matchesSingleElement: beside $eq, NaN only meets NaN, and only inclusively
    // ($lte/$gte); BSON order would put it below every number.
    if (operandIsNaN || isNaNNumber(value)) return operandIsNaN && isNaNNumber(value) && accept(0);
    return accept(compareValues(value, operand));
  };
}

function needArray(operator: string, operand: unknown): unknown[] {
  if (!Array.isArray(operand)) throw new MongoCommandError('BadValue', `${operator} needs an array`);
  return operand;
}

function inTest(operand: unknown, operator: string): LeavesTest {
  const values = needArray(operator, operand);
  for (const value of values) {
    if (isOperatorObject(value)) throw new MongoCommandError('BadValue', 'cannot nest $ under $in');
  }
  const tests = values.map(equalityTest);
  return orElement((value) => tests.some((test) => test(value)));
}

function typeTest(operand: unknown): LeavesTest {
  const wanted = (Array.isArray(operand) ? operand : [operand]).map((alias) => {
    if (typeof alias === 'string') {
      if (alias === 'number') return 'number';
      const number = TYPE_NUMBERS[alias];
      if (number === undefined) throw new MongoCommandError('BadValue', `Unknown type name alias: ${alias}`);
      return number;
    }
    const number = toDouble(alias);
    if (!isNumeric(alias) || !Object.values(TYPE_NUMBERS).includes(number)) {
      throw new MongoCommandError('BadValue', `Invalid numerical type code: ${String(number)}`);
    }
    return number;
  });
  const test: ValueTest = (value) => {
    const type = bsonTypeNumber(value);
    return type !== undefined && wanted.some((want) => want === type || (want === 'number' && isNumeric(value)));
  };
  return orElement(test);
}

function sizeTest(operand: unknown): LeavesTest {
  const size = toDouble(operand);
  if (!isNumeric(operand) || !Number.isInteger(size)) {
    throw new MongoCommandError('BadValue', `Failed to parse $size. Expected an integer, but found ${String(operand)}`);
  }
  if (size < 0) throw new MongoCommandError('BadValue', `Failed to parse $size. Expected a non-negative number in: $size: ${size}`);
  return (leaves) => leaves.some((value) => Array.isArray(value) && value.length === size);
}

function bitsTest(operator: string, operand: unknown): LeavesTest {
  const positions = bitPositions(operator, operand);
  const want = operator === '$bitsAllSet' || operator === '$bitsAnySet';
  const all = operator === '$bitsAllSet' || operator === '$bitsAllClear';
  return orElement((value) => {
    const bits = bitsOfValue(value);
    if (!bits) return false;
    const hits = (position: number) => bits(position) === want;
    return all ? positions.every(hits) : positions.some(hits);
  });
}

function compiledWithTraversal<T>(traverse: boolean, compile: () => T): T {
  const outer = traverseArrays;
  traverseArrays = traverse;
  try {
    return compile();
  } finally {
    traverseArrays = outer;
  }
}

/** An operator-only `$elemMatch` condition (a query's or a projection's), which tests each element whole. */
export const compileElementCondition = (condition: Document): LeavesTest => compiledWithTraversal(false, () => compileCondition(condition));

/**
 * mongod parses an `$elemMatch` object at DocumentParseLevel::kUserSubDocument, where `$expr` (also under its
 * `$and`/`$or`/`$nor`) is refused by parseExpr; a nested `$elemMatch` is checked when it is compiled.
 */
function refuseExprBelowTopLevel(operand: Document): void {
  for (const [key, value] of Object.entries(operand)) {
    if (key === '$expr') throw new MongoCommandError('BadValue', '$expr can only be applied to the top-level document');
    if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(value)) {
      for (const clause of value) if (isPlainDocument(clause)) refuseExprBelowTopLevel(clause);
    }
  }
}

/**
 * Which elements of an array an `$elemMatch` (a query's or a projection's) accepts. The object form tests
 * each element that is a document or an array, an array as the document of its positions (mongod's
 * ElemMatchObjectMatchExpression takes every element that `isABSONObj()`), so `{$elemMatch: {}}` accepts
 * `[1, 2]`.
 */
export function elemMatchElementTest(operand: unknown): ValueTest {
  if (!isPlainDocument(operand)) throw new MongoCommandError('BadValue', '$elemMatch needs an Object');
  const keys = Object.keys(operand);
  const operatorForm = keys.length > 0 && keys.every((key) => key.startsWith('$') && !DBREF_FIELDS.has(key) && !TOP_LEVEL.has(key));
  if (operatorForm) {
    const condition = compileElementCondition(operand);
    return (element) => condition([element]);
  }
  refuseExprBelowTopLevel(operand);
  // The fields of element documents are paths again, traversed as anywhere.
  const predicate = compiledWithTraversal(true, () => compileFilter(operand));
  return (element) => (isPlainDocument(element) && predicate(element)) || (Array.isArray(element) && predicate(Object.fromEntries(element.map((item, i) => [storedName(String(i)), item]))));
}

function elemMatchTest(operand: unknown): LeavesTest {
  const test = elemMatchElementTest(operand);
  return (leaves) => leaves.some((value) => Array.isArray(value) && value.some(test));
}

function allTest(operand: unknown): LeavesTest {
  const values = needArray('$all', operand);
  if (values.length === 0) return () => false;
  const isElemMatch = (value: unknown): value is Document => isPlainDocument(value) && Object.keys(value)[0] === '$elemMatch';
  // mongod's parseAll: a list that starts with an $elemMatch holds only $elemMatch; any other list none.
  const elemMatchForm = isElemMatch(values[0]);
  const tests = values.map((value) => {
    if (elemMatchForm) {
      if (!isElemMatch(value)) throw new MongoCommandError('BadValue', '$all/$elemMatch has to be consistent');
      return elemMatchTest(value.$elemMatch);
    }
    if (isOperatorObject(value)) throw new MongoCommandError('BadValue', 'no $ expressions in $all');
    return orElement(equalityTest(value));
  });
  return (leaves) => tests.every((test) => test(leaves));
}

/**
 * mongod's parseRegexDocument reads `$regex` and `$options` in the document's order and refuses options given
 * twice: a regex carrying flags after a non-empty `$options` is 51074, an `$options` after a regex that carried
 * flags is 51075 (the jstest regex.js states both codes).
 */
function checkRegexOptionsOnce(condition: Document): void {
  let options = '';
  for (const [key, value] of Object.entries(condition)) {
    if (key === '$regex' && isRegex(value)) {
      const flags = value instanceof RegExp ? value.flags : value.options;
      if (flags === '') continue;
      if (options !== '') throw new MongoCommandError('Location51074', 'options set in both $regex and $options');
      options = flags;
    } else if (key === '$options' && typeof value === 'string') {
      if (options !== '') throw new MongoCommandError('Location51075', 'options set in both $regex and $options');
      options = value;
    }
  }
}

function regexTest(pattern: unknown, options: unknown): LeavesTest {
  if (options !== undefined && typeof options !== 'string') throw new MongoCommandError('BadValue', '$options has to be a string');
  let regex: RegExp;
  if (typeof pattern === 'string') regex = toJsRegExp(pattern, options ?? '');
  else if (isRegex(pattern)) regex = regexOf(pattern, options ?? '');
  else throw new MongoCommandError('BadValue', '$regex has to be a string');
  return orElement((value) => (typeof value === 'string' || bsonType(value) === 'BSONSymbol') && regex.test(String((value as { value?: string }).value ?? value)));
}

function notTest(operand: unknown, path: string): LeavesTest {
  if (isRegex(operand)) {
    const inner = regexTest(operand, undefined);
    return (leaves) => !inner(leaves);
  }
  if (!isPlainDocument(operand) || Object.keys(operand).length === 0 || !isOperatorObject(operand)) {
    throw new MongoCommandError('BadValue', '$not needs a regex or a document');
  }
  const inner = compileCondition(operand, path);
  return (leaves) => !inner(leaves);
}

const UNSUPPORTED_FIELD_OPERATORS: Record<string, MongoCommandError> = {
  $near: new MongoCommandError('NoQueryExecutionPlans', 'error processing query: planner returned error :: caused by :: unable to find index for $geoNear query'),
  $nearSphere: new MongoCommandError('NoQueryExecutionPlans', 'error processing query: planner returned error :: caused by :: unable to find index for $geoNear query'),
};

/** mongod's parser refuses a regex as the operand of an ordering comparison or of `$ne` (parseComparison, parseSubField). */
function refuseRegexOperand(operator: string, operand: unknown, path: string): void {
  if (!isRegex(operand)) return;
  if (operator === '$ne') throw new MongoCommandError('BadValue', "Can't have regex as arg to $ne.");
  throw new MongoCommandError('BadValue', `Can't have RegEx as arg to predicate over field '${path}'.`);
}

/** One operator of a field condition; `path` is the field's, as mongod names it in messages ('' inside an operator-form $elemMatch). */
function operatorTest(operator: string, operand: unknown, condition: Document, path: string): LeavesTest | undefined {
  if (['$ne', '$gt', '$gte', '$lt', '$lte'].includes(operator)) refuseRegexOperand(operator, operand, path);
  switch (operator) {
    case '$eq':
      return orElement(equalityTest(operand));
    case '$ne': {
      const eq = orElement(equalityTest(operand));
      return (leaves) => !eq(leaves);
    }
    case '$gt':
      return orElement(rangeTest(operand, (order) => order > 0));
    case '$gte':
      return orElement(rangeTest(operand, (order) => order >= 0));
    case '$lt':
      return orElement(rangeTest(operand, (order) => order < 0));
    case '$lte':
      return orElement(rangeTest(operand, (order) => order <= 0));
    case '$in':
      return inTest(operand, '$in');
    case '$nin': {
      const test = inTest(operand, '$nin');
      return (leaves) => !test(leaves);
    }
    case '$exists':
      // BSONElement::trueValue: `$exists: 0` (an Int32, which JavaScript would call truthy) asks for absence.
      return truthy(operand) ? (leaves) => leaves.some((value) => value !== undefined) : (leaves) => leaves.every((value) => value === undefined);
    case '$type':
      return typeTest(operand);
    case '$size':
      return sizeTest(operand);
    case '$all':
      return allTest(operand);
    case '$elemMatch':
      return elemMatchTest(operand);
    case '$not':
      return notTest(operand, path);
    case '$regex':
      checkRegexOptionsOnce(condition);
      return regexTest(operand, condition.$options);
    case '$options':
      if (!('$regex' in condition)) throw new MongoCommandError('BadValue', '$options needs a $regex');
      return undefined;
    case '$mod':
      return orElement(modValueTest(operand));
    case '$bitsAllSet':
    case '$bitsAnySet':
    case '$bitsAllClear':
    case '$bitsAnyClear':
      return bitsTest(operator, operand);
    case '$comment':
      return undefined;
  }
  const unsupported = UNSUPPORTED_FIELD_OPERATORS[operator];
  if (unsupported) throw unsupported;
  if (operator === '$geoWithin' || operator === '$geoIntersects' || operator === '$within') {
    throw new MongoCommandError('NotImplemented', `${operator} is not supported by the embedded store`);
  }
  throw new MongoCommandError('BadValue', `unknown operator: ${operator}`);
}

/** A field's condition: an operator document (all must hold) or a value to equal. */
export function compileCondition(condition: unknown, path = ''): LeavesTest {
  if (!isOperatorObject(condition)) return orElement(equalityTest(condition));
  const tests: LeavesTest[] = [];
  for (const [operator, operand] of Object.entries(condition)) {
    if (!operator.startsWith('$')) throw new MongoCommandError('BadValue', `unknown operator: ${operator}`);
    const test = operatorTest(operator, operand, condition, path);
    if (test) tests.push(test);
  }
  return tests.length === 1 ? tests[0]! : (leaves) => tests.every((test) => test(leaves));
}

function fieldPredicate(path: string, condition: unknown): Predicate {
  const test = compileCondition(condition, path);
  if (!path.includes('.')) {
    return (doc) => {
      const value = Object.hasOwn(doc, path) ? doc[path] : undefined;
      return test([value]);
    };
  }
  const parts = pathParts(path);
  return (doc) => {
    const leaves: unknown[] = [];
    collectLeaves(doc, parts, 0, leaves);
    return test(leaves);
  };
}

function clauses(operator: string, operand: unknown): Predicate[] {
  if (!Array.isArray(operand)) throw new MongoCommandError('BadValue', `${operator} must be an array`);
  if (operand.length === 0) throw new MongoCommandError('BadValue', `${operator} must be a nonempty array`);
  return operand.map((clause) => {
    if (!isPlainDocument(clause)) throw new MongoCommandError('BadValue', '$or/$and/$nor entries need to be full objects');
    return compileFilter(clause);
  });
}

/** $expr: an aggregation expression on the BSON-typed document (aggregation-expressions.ts), true when truthy. */
function exprPredicate(expression: unknown): Predicate {
  const expressions = new ExpressionSet();
  const plan = expressions.compile(expression);
  return (doc) => truthy(expressions.evaluateAll([doc])(plan, 0));
}

/**
 * mongod's parseAlwaysBoolean: `$alwaysTrue`/`$alwaysFalse` take the integer 1 (parseIntegerElementToLong,
 * then `9` "… must be an integer value of 1") and match every document or none.
 */
function alwaysBoolean(operator: '$alwaysTrue' | '$alwaysFalse', operand: unknown): Predicate {
  const value = integerElementToLong(operand, `${operator}: ${bsonText(operand)}`);
  if (value !== 1n) throw new MongoCommandError('FailedToParse', `${operator} must be an integer value of 1`);
  return operator === '$alwaysTrue' ? () => true : () => false;
}

function topLevelPredicate(operator: string, operand: unknown): Predicate | undefined {
  switch (operator) {
    case '$and': {
      const all = clauses(operator, operand);
      return (doc) => all.every((predicate) => predicate(doc));
    }
    case '$or': {
      const any = clauses(operator, operand);
      return (doc) => any.some((predicate) => predicate(doc));
    }
    case '$nor': {
      const none = clauses(operator, operand);
      return (doc) => !none.some((predicate) => predicate(doc));
    }
    case '$expr':
      return exprPredicate(operand);
    case '$comment':
      return undefined;
    case '$alwaysTrue':
    case '$alwaysFalse':
      return alwaysBoolean(operator, operand);
    case '$where':
      throw new MongoCommandError('BadValue', 'no globalScriptEngine in $where parsing');
    case '$text':
      throw new MongoCommandError('IndexNotFound', 'text index required for $text query');
    case '$jsonSchema': {
      if (!isPlainDocument(operand)) throw new MongoCommandError('TypeMismatch', '$jsonSchema must be an object');
      const schema = parseSchema(operand);
      return (doc) => matchesSchema(schema, doc, true);
    }
  }
  throw new MongoCommandError(
    'BadValue',
    `unknown top level operator: ${operator}. If you have a field name that starts with a '$' symbol, consider using $getField or $setField.`,
  );
}

/** Compiles a query filter into a predicate; malformed filters fail here, before any document is read. */
export function compileFilter(filter: Document | undefined | null): Predicate {
  if (!filter) return matchAll;
  const predicates: Predicate[] = [];
  for (const [key, condition] of Object.entries(filter)) {
    // A DBRef's $ref/$id/$db are field names (e.g. inside $elemMatch), not operators.
    const operator = key.startsWith('$') && !DBREF_FIELDS.has(key.split('.')[0]!);
    const predicate = operator ? topLevelPredicate(key, condition) : fieldPredicate(key, condition);
    if (predicate) predicates.push(predicate);
  }
  if (predicates.length === 0) return matchAll;
  if (predicates.length === 1) return predicates[0]!;
  return (doc) => predicates.every((predicate) => predicate(doc));
}
