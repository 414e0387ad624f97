/**
 * The ICU collation levels Intl.Collator does not expose, rebuilt from what it does (comparisons at a chosen
 * sensitivity): which characters are variable under `maxVariable`, the quaternary level of
 * `alternate: 'shifted'`, and secondary weights compared from the other end (`backwards`). All work on the
 * NFD code points, as ICU's collation elements do once a string is normalized.
 */

/** COMBINING GRAPHEME JOINER: completely ignorable, and blocks a contraction across it (UTS #10 §3.9). */
const CGJ = '\u034F';
/** U+FFFD's primary is above every variable primary, so it stands for a non-variable weight (UCA's FFFF). */
const NON_VARIABLE = '\uFFFD';

/**
 * How a code point takes part in shifted collation (UTS #10 §4, Variable Weighting). `expanding`: a
 * compatibility character whose collation elements are its decomposition's, some variable and some not
 * (`⑴` is `(`, `1`, `)`); `inexact`: one whose mix of variable and other weights cannot be told from Intl.
 */
type CharacterClass = 'ignorable' | 'variable' | 'primary-ignorable' | 'regular' | 'expanding' | 'inexact';

/** Thrown where a level cannot be rebuilt exactly; the collator turns it into mongod's 238 refusal. */
export class InexactCollation extends Error {
  constructor(
    readonly option: 'alternate' | 'backwards',
    readonly detail: string,
  ) {
    super(detail);
  }
}

export interface LevelCollators {
  /** Primary level with every character non-ignorable: orders the primary weights of variable characters. */
  primary: Intl.Collator;
  /** Through the tertiary level, every character non-ignorable. */
  tertiary: Intl.Collator;
  /** Primary level with punctuation and spaces shifted (V8's ignorePunctuation). */
  shiftedPrimary: Intl.Collator;
  /** Through the tertiary level with punctuation and spaces shifted. */
  shifted: Intl.Collator;
}

/**
 * Classifies code points as ICU does with `alternate: 'shifted'`: variable characters are those whose
 * primary weight is at most the top of the `maxVariable` group (spaces, or spaces and punctuation).
 */
export class CharacterClasses {
  private readonly known = new Map<string, CharacterClass>();

  constructor(
    private readonly collators: LevelCollators,
    readonly maxVariable: 'punct' | 'space',
    readonly numeric: boolean,
  ) {}

  of(character: string): CharacterClass {
    let found = this.known.get(character);
    if (found === undefined) {
      found = this.classify(character);
      if (this.known.size < 4096) this.known.set(character, found);
    }
    return found;
  }

  /** The weights of an `expanding` character are those of these code points. */
  parts(character: string): string[] {
    return [...character.normalize('NFKD')];
  }

  private classify(character: string): CharacterClass {
    const own = this.ownClass(character);
    const parts = this.parts(character);
    if (parts.length < 2) return own;
    const kinds = parts.map((part) => this.ownClass(part));
    if (!kinds.includes('variable') || !kinds.includes('regular')) return own;
    // A decomposition mixing variable and other characters: a character with a primary weight that is not
    // all variable may do the same (one all variable, or with no primary weight, is what its class says).
    if (own !== 'regular') return own;
    if (this.maxVariable === 'space') return 'inexact';
    const { primary, shiftedPrimary } = this.collators;
    const others = parts.filter((_, i) => kinds[i] !== 'variable').join(CGJ);
    const sameAs = (collator: Intl.Collator, text: string) => collator.compare(character, text) === 0;
    if (sameAs(primary, parts.join(CGJ)) && sameAs(shiftedPrimary, others)) return 'expanding';
    // No variable weight at all (`ŀ` is `l` with a secondary difference).
    if (sameAs(primary, others) && sameAs(shiftedPrimary, others)) return 'regular';
    return 'inexact';
  }

  private ownClass(character: string): CharacterClass {
    const { primary, tertiary, shifted } = this.collators;
    // After a CGJ so that no contraction with the letter before changes what is measured.
    const probe = `a${CGJ}${character}`;
    if (tertiary.compare(probe, 'a') === 0) return 'ignorable';
    if (shifted.compare(probe, 'a') === 0) {
      // Spaces sort before every punctuation mark; the space group's top primary is U+0020's.
      return this.maxVariable === 'punct' || primary.compare(character, ' ') <= 0 ? 'variable' : 'regular';
    }
    return primary.compare(probe, 'a') === 0 ? 'primary-ignorable' : 'regular';
  }
}

const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

function inexact(character: string, classes: CharacterClasses): never {
  throw new InexactCollation('alternate', `the character ${codePoint(character)} (variable and other weights under maxVariable '${classes.maxVariable}')`);
}

/**
 * The string with every variable character, and the primary-ignorable ones right after it, taken out of
 * levels 1-3 (what `shifted` does), each replaced by a CGJ so that no contraction forms across the gap.
 */
export function withoutVariables(text: string, classes: CharacterClasses): string {
  let result = '';
  let afterVariable = false;
  for (const character of text.normalize('NFD')) {
    const kind = classes.of(character);
    if (kind === 'variable' || (afterVariable && kind === 'primary-ignorable')) {
      result += CGJ;
      afterVariable = true;
      continue;
    }
    // Taking out only some of a character's weights would change its other ones. (An `expanding` one only
    // meets this with backwards, which refuses compatibility characters itself.)
    if (kind === 'inexact') inexact(character, classes);
    if (kind === 'regular') afterVariable = false;
    result += character;
  }
  return result;
}

/**
 * ICU's quaternary weights under `shifted` as a string whose primary weights are them: a variable
 * character weighs its primary, a character following one with no primary weight nothing, a completely
 * ignorable one nothing, every other one the weight above all variable primaries (U+FFFD's).
 */
function quaternaryString(text: string, classes: CharacterClasses): string {
  let result = '';
  let afterVariable = false;
  const units = [...text.normalize('NFD')].flatMap((character) => (classes.of(character) === 'expanding' ? classes.parts(character) : [character]));
  let previousDigit = false;
  for (const character of units) {
    // Under numericOrdering a run of digits is one number, whose collation elements its value decides
    // (leading zeros weigh nothing): strings equal through level 3 hold the same numbers in the same places.
    const digit = classes.numeric && /\p{Nd}/u.test(character);
    if (digit && previousDigit) continue;
    previousDigit = digit;
    const kind = classes.of(character);
    if (kind === 'ignorable') continue;
    if (kind === 'inexact') inexact(character, classes);
    if (kind === 'variable') {
      result += `${CGJ}${character}`;
      afterVariable = true;
    } else if (kind === 'regular' || !afterVariable) {
      result += NON_VARIABLE;
      if (kind === 'regular') afterVariable = false;
    }
  }
  return result;
}

/** The quaternary level of `alternate: 'shifted'` (levels 1-3 already compared equal). */
export function compareQuaternary(a: string, b: string, classes: CharacterClasses, primary: Intl.Collator): number {
  return primary.compare(quaternaryString(a, classes), quaternaryString(b, classes));
}

/** Throws where the quaternary weights of `text` cannot be told exactly. */
export function checkQuaternary(text: string, classes: CharacterClasses): void {
  quaternaryString(text, classes);
}

const BACKWARDS_REASON = 'characters that contract or expand';

/**
 * The string whose secondary weights, read forward, are `text`'s read from the end: its code points
 * reversed, each kept apart by a CGJ. Exact when every character has its own collation elements whatever
 * surrounds it and at most one secondary weight, which is checked: a contraction (`ch` in Slovak, `å` in
 * Danish), an expansion of a compatibility character (`ǆ`), a multi-digit number under numericOrdering, a
 * merge separator would make the order differ from ICU's.
 */
export function reversedForSecondary(text: string, tertiary: Intl.Collator, prepare: (text: string) => string): string {
  // ICU compares the secondary weights backwards within segments split by U+FFFE (the merge separator).
  if (text.includes('\uFFFE')) throw new InexactCollation('backwards', BACKWARDS_REASON);
  const prepared = prepare(text);
  const characters = [...prepared.normalize('NFD')].filter((character) => character !== CGJ);
  if (tertiary.compare(characters.join(CGJ), prepared) !== 0) throw new InexactCollation('backwards', BACKWARDS_REASON);
  if (characters.some((character) => [...character.normalize('NFKD')].length > 1)) throw new InexactCollation('backwards', BACKWARDS_REASON);
  return characters.reverse().join(CGJ);
}
