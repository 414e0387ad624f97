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

/** How a code point takes part in shifted collation (UTS #10 §4, Variable Weighting). */
type CharacterClass = 'ignorable' | 'variable' | 'primary-ignorable' | 'regular';

export interface LevelCollators {
  /** Primary level with every character non-ignorable: orders the primary weights of variable characters. */
  primary: Intl.Collator;
  /** Through the tertiary level, every character non-ignorable. */
  tertiary: Intl.Collator;
  /** Through the tertiary level with punctuation and spaces shifted (V8's ignorePunctuation). */
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
    private readonly maxVariable: 'punct' | 'space',
  ) {}

  of(character: string): CharacterClass {
    let found = this.known.get(character);
    if (found === undefined) {
      found = this.classify(character);
      if (this.known.size < 4096) this.known.set(character, found);
    }
    return found;
  }

  private classify(character: string): CharacterClass {
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
  for (const character of text.normalize('NFD')) {
    const kind = classes.of(character);
    if (kind === 'ignorable') continue;
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

/** Thrown by the backwards comparison when it cannot be exact; the caller turns it into mongod's refusal. */
export class InexactBackwards extends Error {}

/**
 * Secondary weights compared from the other end of the strings (the primary level already compared equal): the
 * code points reversed, each kept apart by a CGJ, compared through the secondary level. Exact when every
 * character has its own collation elements whatever surrounds it and at most one secondary weight, which
 * is checked: a contraction (`ch` in Slovak, `å` in Danish), an expansion of a compatibility character
 * (`ǆ`), a multi-digit number under numericOrdering, a merge separator would make the order differ from ICU's.
 */
export function compareSecondaryBackwards(a: string, b: string, secondary: Intl.Collator, tertiary: Intl.Collator, prepare: (text: string) => string): number {
  const reversed = (text: string): string => {
    // ICU compares the secondary weights backwards within segments split by U+FFFE (the merge separator).
    if (text.includes('\uFFFE')) throw new InexactBackwards();
    const prepared = prepare(text);
    const characters = [...prepared.normalize('NFD')].filter((character) => character !== CGJ);
    if (tertiary.compare(characters.join(CGJ), prepared) !== 0) throw new InexactBackwards();
    if (characters.some((character) => [...character.normalize('NFKD')].length > 1)) throw new InexactBackwards();
    return characters.reverse().join(CGJ);
  };
  return secondary.compare(reversed(a), reversed(b));
}
