import type { Document } from 'bson';
import { MongoCommandError } from '../errors';

/** ICU strength 1 / 2 / 3 as Intl.Collator sensitivity (Node's Intl is ICU, as mongod's collation is). */
const SENSITIVITY: Record<number, Intl.CollatorOptions['sensitivity']> = { 1: 'base', 2: 'accent', 3: 'variant' };
const SUPPORTED = new Set(['locale', 'strength', 'caseLevel', 'caseFirst', 'numericOrdering', 'version']);
/** Options only accepted at their default (mongod lists them so for every collated index). */
const DEFAULTS: Document = { alternate: 'non-ignorable', maxVariable: 'punct', normalization: false, backwards: false };

/**
 * The collator a command's `collation` asks for, or undefined for the simple (binary) collation. Options we
 * cannot express (strength 4 and 5, alternate, backwards, maxVariable, normalization) are refused.
 */
export function collatorOf(command: Document): Intl.Collator | undefined {
  const collation = command.collation as unknown;
  if (collation === undefined || collation === null) return undefined;
  if (typeof collation !== 'object' || Array.isArray(collation)) {
    throw new MongoCommandError('TypeMismatch', "BSON field 'collation' is the wrong type, expected type 'object'");
  }
  const spec = collation as Document;
  if (typeof spec.locale !== 'string') throw new MongoCommandError('FailedToParse', "BSON field 'Collation.locale' is missing but a required field");
  if (spec.locale === 'simple') return undefined;
  for (const option of Object.keys(spec)) {
    if (!SUPPORTED.has(option) && DEFAULTS[option] !== spec[option]) throw new MongoCommandError('NotImplemented', `collation option '${option}' is not supported by the embedded store`);
  }
  const strength = spec.strength === undefined ? 3 : Number(spec.strength);
  if (!SENSITIVITY[strength]) throw new MongoCommandError('NotImplemented', `collation strength ${strength} is not supported by the embedded store`);
  const locale = spec.locale === 'root' ? 'und' : bcp47Of(spec.locale);
  if (locale === undefined || (locale !== 'und' && !Intl.Collator.supportedLocalesOf(locale).length)) {
    throw new MongoCommandError('BadValue', `Field 'locale' is invalid in: ${JSON.stringify(spec)}`);
  }
  const caseFirst = spec.caseFirst === 'upper' || spec.caseFirst === 'lower' ? spec.caseFirst : undefined;
  return new Intl.Collator(locale, {
    usage: 'sort',
    sensitivity: strength === 1 && spec.caseLevel === true ? 'case' : SENSITIVITY[strength],
    numeric: spec.numericOrdering === true,
    ...(caseFirst ? { caseFirst } : {}),
  });
}

/**
 * mongod takes ICU locale ids (`en_US`, `zh_Hant`, `de@collation=phonebook`); Intl wants BCP 47 tags
 * (`en-US`, `de-u-co-phonebk`) and throws a RangeError on an underscore. Undefined when it is no tag at all.
 */
function bcp47Of(icuLocale: string): string | undefined {
  const [base, keywords] = icuLocale.split('@', 2) as [string, string | undefined];
  let tag = base.replace(/_/g, '-');
  const variant = keywords?.match(/^collation=(\w+)$/)?.[1];
  if (keywords !== undefined && variant === undefined) return undefined;
  if (variant) tag += `-u-co-${ICU_COLLATION_KEYWORDS[variant] ?? variant}`;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/** ICU's long collation keyword values whose BCP 47 form is shorter. */
const ICU_COLLATION_KEYWORDS: Record<string, string> = { phonebook: 'phonebk', traditional: 'trad', dictionary: 'dict', gb2312han: 'gb2312', unihan: 'unihan' };
