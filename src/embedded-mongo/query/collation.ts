import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { CharacterClasses, checkQuaternary, compareQuaternary, InexactCollation, reversedForSecondary, withoutVariables } from './collation-levels';
import { type CollationSettings, type LocaleDefaults, parseCollationSettings, specText } from './collation-spec';
import { wrongTypeError } from '../wrong-type';

/** What the store compares strings with under a non-simple collation (an Intl.Collator is one). */
export interface StringCollator {
  compare(a: string, b: string): number;
  /**
   * Throws 238 if a comparison of `text` could be refused: an index checks its strings with it before it
   * takes a document, so that it is never left half written.
   */
  check?(text: string): void;
}

/** ICU collation keyword values whose BCP 47 (`-u-co-`) spelling differs. */
const COLLATION_TYPES: Record<string, string> = { phonebook: 'phonebk', traditional: 'trad', dictionary: 'dict', gb2312han: 'gb2312' };

/**
 * mongod takes ICU locale ids (`en_US`, `zh_Hant`, `de@collation=phonebook`, `en_US_POSIX`); Intl.Collator
 * takes BCP 47 tags (`en-US`, `de-u-co-phonebk`). Undefined when the id is no valid tag at all.
 */
function bcp47Of(locale: string): string | undefined {
  if (locale === 'root') return 'und';
  const [base = '', keywords] = locale.split('@', 2);
  let tag = base.replace(/_/g, '-');
  const posix = /-POSIX$/i.test(tag);
  if (posix) tag = tag.slice(0, -'-POSIX'.length);
  const extensions: string[] = [];
  if (posix) extensions.push('va-posix');
  const collation = /(?:^|;)collation=([a-z0-9]+)/i.exec(keywords ?? '')?.[1]?.toLowerCase();
  if (collation) extensions.push(`co-${COLLATION_TYPES[collation] ?? collation}`);
  if (extensions.length > 0) tag += `-u-${extensions.join('-')}`;
  try {
    const canonical = Intl.getCanonicalLocales(tag)[0];
    return canonical && Intl.Collator.supportedLocalesOf(canonical).length > 0 ? canonical : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The options a spec leaves out take the locale's ICU defaults, as in mongod: Thai ignores punctuation
 * (`alternate: 'shifted'`), Danish sorts upper case first, Canadian French compares accents backwards.
 * V8 reports the first two; the third shows in how the locale orders "côte" and "coté" (the last accent
 * decides under backwards secondary order, the first one otherwise).
 */
function localeDefaults(tag: string): LocaleDefaults {
  const collator = new Intl.Collator(tag, { usage: 'sort' });
  const { caseFirst, ignorePunctuation } = collator.resolvedOptions();
  return {
    caseFirst: caseFirst === 'upper' || caseFirst === 'lower' ? caseFirst : 'off',
    alternate: ignorePunctuation ? 'shifted' : 'non-ignorable',
    backwards: collator.compare('côte', 'coté') < 0,
  };
}

const notSupported = (what: string) => new MongoCommandError('NotImplemented', `${what} is not supported by the embedded store`);

/** Code point order (ICU's identical level), not UTF-16 unit order. */
function compareCodePoints(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const diff = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (diff !== 0) return Math.sign(diff);
  }
  return Math.sign(x.length - y.length);
}

/**
 * The settings as comparisons made in turn (ICU compares level by level, so a chain of comparisons that
 * each add one level is the same order): Intl collators for levels 1-3, the levels Intl does not expose
 * rebuilt from them (`collation-levels.ts`), and ICU's identical level: the NFD forms by code point.
 * Refused where Intl cannot give ICU's order exactly.
 */
function buildCollator(tag: string, settings: CollationSettings, defaults: LocaleDefaults): StringCollator {
  const { strength, alternate, maxVariable, caseLevel, caseFirst } = settings;
  const shifted = alternate === 'shifted';
  const options: Intl.CollatorOptions = {
    usage: 'sort',
    numeric: settings.numericOrdering,
    // V8's ignorePunctuation is ICU's alternate=shifted with the locale's maxVariable (punct); with
    // maxVariable 'space' the spaces are taken out of the strings instead and punctuation stays.
    ignorePunctuation: shifted && maxVariable === 'punct',
    caseFirst: caseFirst === 'off' ? 'false' : caseFirst,
  };
  const at = (sensitivity: Intl.CollatorOptions['sensitivity'], ignorePunctuation = options.ignorePunctuation) =>
    new Intl.Collator(tag, { ...options, ignorePunctuation, sensitivity });
  // Telling variable characters apart needs a non-ignorable collator, which V8 does not give for Thai: it
  // keeps a locale's own punctuation setting when asked for `ignorePunctuation: false`.
  const needsClasses = shifted && (strength >= 4 || maxVariable === 'space' || settings.backwards !== defaults.backwards);
  if (needsClasses && at('variant', false).resolvedOptions().ignorePunctuation) {
    const option =
      maxVariable === 'space'
        ? "collation option 'maxVariable' 'space'"
        : strength >= 4
          ? `collation strength ${strength} with alternate 'shifted'`
          : `collation option 'backwards' ${String(settings.backwards)} with alternate 'shifted'`;
    throw notSupported(`${option} for locale '${settings.locale}'`);
  }
  const probe = new Intl.Collator(tag, options).resolvedOptions();
  if (probe.ignorePunctuation !== options.ignorePunctuation) throw notSupported(`collation option 'alternate' '${alternate}' for locale '${settings.locale}'`);
  if (probe.caseFirst !== options.caseFirst) throw notSupported(`collation option 'caseFirst' '${caseFirst}' for locale '${settings.locale}'`);
  const classes = needsClasses
    ? new CharacterClasses({ primary: at('base', false), tertiary: at('variant', false), shiftedPrimary: at('base', true), shifted: at('variant', true) }, maxVariable, settings.numericOrdering)
    : undefined;
  const prepare = classes && maxVariable === 'space' ? (text: string) => withoutVariables(text, classes) : undefined;
  // ICU's case level sits between the secondary and tertiary levels; V8 only has it over the primary one
  // ('case'), so from strength 2 it is the primary+secondary order, then the case order, then the tertiary.
  // Backwards secondary order (a locale's setting in ICU, fr_CA) is the primary order, then the secondary
  // weights compared from the end, then the rest.
  const levels: Comparison[] = [];
  const checks: ((text: string) => unknown)[] = [];
  if (prepare) checks.push(prepare);
  const add = (collator: Intl.Collator) => levels.push(prepare ? (a, b) => collator.compare(prepare(a), prepare(b)) : collator.compare);
  if (strength === 1) add(at(caseLevel ? 'case' : 'base'));
  else if (settings.backwards !== defaults.backwards) {
    add(at('base'));
    const secondary = at('accent');
    const tertiary = at('variant');
    const reversed = (text: string) => reversedForSecondary(text, tertiary, classes ? (value) => withoutVariables(value, classes) : (value) => value);
    levels.push((a, b) => secondary.compare(reversed(a), reversed(b)));
    checks.push(reversed);
    if (caseLevel) add(at('case'));
    if (strength >= 3) add(at('variant'));
  } else if (!caseLevel) add(at(strength === 2 ? 'accent' : 'variant'));
  else [at('accent'), at('case'), ...(strength >= 3 ? [at('variant')] : [])].forEach(add);
  if (strength >= 4) {
    // ICU's quaternary weights are all equal with non-ignorable characters unless the locale's rules tell
    // characters apart at that level (Japanese: hiragana and katakana, equal through the tertiary level).
    if (at('variant', false).compare('あ', 'ア') === 0) throw notSupported(`collation strength ${strength} for locale '${settings.locale}'`);
    if (classes) {
      const primary = at('base', false);
      levels.push((a, b) => compareQuaternary(a, b, classes, primary));
      checks.push((text) => checkQuaternary(text, classes));
    }
  }
  // Intl always normalizes (canonically equivalent strings are equal), which is ICU's normalization: true.
  if (strength === 5) levels.push((a, b) => compareCodePoints(a.normalize('NFD'), b.normalize('NFD')));
  const refused = (error: unknown): never => {
    if (!(error instanceof InexactCollation)) throw error;
    const option = error.option === 'backwards' ? `'backwards' ${String(settings.backwards)}` : "'alternate' 'shifted'";
    throw notSupported(`collation option ${option} with ${error.detail} in locale '${settings.locale}'`);
  };
  return {
    compare(a: string, b: string): number {
      try {
        for (const level of levels) {
          const order = level(a, b);
          if (order !== 0) return order;
        }
        return 0;
      } catch (error) {
        return refused(error);
      }
    },
    ...(checks.length > 0 && {
      check(text: string): void {
        try {
          for (const check of checks) check(text);
        } catch (error) {
          refused(error);
        }
      },
    }),
  };
}

type Comparison = (a: string, b: string) => number;

interface ParsedCollation {
  settings: CollationSettings;
  collator: StringCollator;
}

const parsed = new Map<string, ParsedCollation>();

/** A non-simple spec, checked and resolved as mongod does; undefined for the simple collation. */
function parseCollation(collation: unknown): ParsedCollation | undefined {
  if (collation === undefined || collation === null) return undefined;
  if (typeof collation !== 'object' || Array.isArray(collation)) {
    throw wrongTypeError('collation', collation, 'object');
  }
  const spec = collation as Document;
  if (spec.locale === undefined) throw new MongoCommandError('FailedToParse', "BSON field 'Collation.locale' is missing but a required field");
  if (typeof spec.locale !== 'string') throw new MongoCommandError('TypeMismatch', `"locale" had the wrong type. Expected string, found ${typeof spec.locale}`);
  if (spec.locale === 'simple') {
    if (Object.keys(spec).length > 1) throw new MongoCommandError('FailedToParse', `If locale=simple, no other fields should be present in: ${specText(spec)}`);
    return undefined;
  }
  const key = specText(spec);
  const known = parsed.get(key);
  if (known) return known;
  if (spec.locale.includes('\0')) throw new MongoCommandError('BadValue', `Field 'locale' cannot contain null byte. Collation spec: ${key}`);
  if (spec.locale === '') throw new MongoCommandError('BadValue', `Field 'locale' cannot be the empty string in: ${key}`);
  const tag = bcp47Of(spec.locale);
  if (tag === undefined) throw new MongoCommandError('BadValue', `Field 'locale' is invalid in: ${key}`);
  const defaults = localeDefaults(tag);
  const settings = parseCollationSettings(spec, defaults);
  const result = { settings, collator: buildCollator(tag, settings, defaults) };
  if (parsed.size >= 256) parsed.clear();
  parsed.set(key, result);
  return result;
}

/** The collator a command's `collation` asks for, or undefined for the simple (binary) collation. */
export function collatorOf(command: Document): StringCollator | undefined {
  return parseCollation(command.collation)?.collator;
}

/** A non-simple collation with every option mongod 7.0 lists for an index or a collection. */
export function fullCollation(collation: Document): Document {
  const settings = parseCollation(collation)?.settings;
  if (!settings) throw new MongoCommandError('InternalError', 'the simple collation has no full spec');
  return { ...settings };
}

/** A value whose index or sort key a collation changes (mongod's CollationIndexKey::isCollatableType): a string, document or array. */
export const isCollatableType = (value: unknown): boolean =>
  typeof value === 'string' ||
  Array.isArray(value) ||
  (value !== null && typeof value === 'object' && !(value as { _bsontype?: string })._bsontype && !(value instanceof Date) && !(value instanceof RegExp));
