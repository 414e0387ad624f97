// The site's one voice (issue 22): US spelling, and imperial units first with metric after them.

/** British spellings (and stems) the site must not use, each with its US form for the message. */
export const BRITISH_SPELLINGS: Record<string, string> = {
  colour: 'color',
  fibre: 'fiber',
  metre: 'meter',
  millimetre: 'millimeter',
  modelled: 'modeled',
  modelling: 'modeling',
  programme: 'program',
  storey: 'story',
  centre: 'center',
  centred: 'centered',
  favourite: 'favorite',
  honour: 'honor',
  behaviour: 'behavior',
  organis: 'organiz',
  recognis: 'recogniz',
  realis: 'realiz',
  catalogue: 'catalog',
  grey: 'gray',
  aluminium: 'aluminum',
  labour: 'labor',
  neighbour: 'neighbor',
  mould: 'mold',
  galvanis: 'galvaniz',
  enquir: 'inquir',
  licence: 'license',
  defence: 'defense',
  theatre: 'theater',
  litre: 'liter',
  tonne: 'ton',
  artefact: 'artifact',
  travelled: 'traveled',
  cancelled: 'canceled',
  judgement: 'judgment',
  whilst: 'while',
};

/**
 * Every British spelling in `text`, as 'word (use …)'. Stems match at the start of a word. Web addresses
 * are left out: a cited page's address is spelled as its site spells it.
 */
export function britishSpellings(text: string): string[] {
  const words = text.replace(/https?:\/\/\S+/g, ' ');
  const found: string[] = [];
  for (const [british, us] of Object.entries(BRITISH_SPELLINGS)) {
    for (const match of words.matchAll(new RegExp(`\\b${british}\\w*`, 'gi'))) found.push(`${match[0]} (use ${us}…)`);
  }
  return found;
}

const METRIC = /(?<![\w.])−?\d[\d.,]*(?:\s?[–-]\s?\d[\d.,]*)?\s?(?:mm|cm|m|m²|kg|°C)(?![\w²])/g;
const IMPERIAL = /(?:\d|[¼½¾⅛⅜⅝⅞])\s?(?:linear )?(?:ft|in|lb|sq ft|°F|lb\/h)(?![a-z])/;

/**
 * Metric measures that are not preceded (within `window` characters) by an imperial one: the site
 * gives imperial first and metric after it, in parentheses or in the note under a figure.
 */
export function metricFirst(text: string, window = 60): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(METRIC)) {
    const before = text.slice(Math.max(0, match.index - window), match.index);
    if (!IMPERIAL.test(before)) found.push(text.slice(Math.max(0, match.index - 30), match.index + match[0].length));
  }
  return found;
}
