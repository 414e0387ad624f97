import { useContext, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, css, keyframes, ServerStyleSheet, StyleSheetContext, type IStyleSheetContext } from 'styled-components';
import { REMEMBERED_RULE_SETS_MAX, RememberedStylis, rememberingStylis } from '../../src/server/render/remembered-stylis';

type Stringifier = IStyleSheetContext['stylis'];

/** A stand-in for stylis that counts its calls and answers from its arguments. */
function countingStylis(): Stringifier & { calls: number } {
  const fake = Object.assign(
    (text: string, selector?: string, prefix?: string, componentId?: string) => {
      fake.calls += 1;
      return [`${prefix ?? ''}${selector ?? ''}{${text}}/*${componentId}*/`];
    },
    { hash: 'h1', calls: 0 },
  );
  return fake;
}

describe('rememberingStylis', () => {
  test('answers like stylis, asks it once per component, class name and prefix, and keeps its hash', () => {
    const stylis = countingStylis();
    const remembering = rememberingStylis(stylis);
    expect(remembering.hash).toBe('h1');
    expect(remembering('color:red;', '.a', undefined, 'c1')).toEqual(['.a{color:red;}/*c1*/']);
    expect(remembering('color:red;', '.a', undefined, 'c1')).toEqual(['.a{color:red;}/*c1*/']);
    expect(stylis.calls).toBe(1);
    remembering('color:red;', '.b', undefined, 'c1');
    remembering('color:red;', '.a', undefined, 'c2');
    remembering('color:red;', '.a', '@keyframes', 'c1');
    expect(stylis.calls).toBe(4);
  });

  test('global styles (no selector) are told apart by their CSS', () => {
    const stylis = countingStylis();
    const remembering = rememberingStylis(stylis);
    expect(remembering('body{margin:0;}', '', undefined, 'g1')).toEqual(['{body{margin:0;}}/*g1*/']);
    expect(remembering('body{margin:1px;}', '', undefined, 'g1')).toEqual(['{body{margin:1px;}}/*g1*/']);
    remembering('body{margin:0;}', '', undefined, 'g1');
    expect(stylis.calls).toBe(2);
  });

  test('one wrapper per stylis, so what it remembers outlives a render', () => {
    const stylis = countingStylis();
    expect(rememberingStylis(stylis)).toBe(rememberingStylis(stylis));
  });

  test('shared rules cannot be changed by one sheet for the next', () => {
    const rules = rememberingStylis(countingStylis())('a:b;', '.x', undefined, 'c');
    expect(Object.isFrozen(rules)).toBe(true);
  });

  test(`remembers at most ${REMEMBERED_RULE_SETS_MAX} rule sets, forgetting the oldest first`, () => {
    const stylis = countingStylis();
    const remembering = rememberingStylis(stylis);
    for (let i = 0; i <= REMEMBERED_RULE_SETS_MAX; i++) remembering(`width:${i}px;`, `.n${i}`, undefined, 'c');
    expect(stylis.calls).toBe(REMEMBERED_RULE_SETS_MAX + 1);
    remembering(`width:${REMEMBERED_RULE_SETS_MAX}px;`, `.n${REMEMBERED_RULE_SETS_MAX}`, undefined, 'c');
    expect(stylis.calls).toBe(REMEMBERED_RULE_SETS_MAX + 1);
    remembering('width:0px;', '.n0', undefined, 'c');
    expect(stylis.calls).toBe(REMEMBERED_RULE_SETS_MAX + 2);
  });
});

const fade = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const Global = createGlobalStyle`body { margin: 0; }`;
const Box = styled.div<{ $wide: boolean }>`
  display: flex;
  width: ${(p) => (p.$wide ? '100%' : '50%')};
  animation: ${fade} 1s;
  &:hover > span {
    color: red;
  }
  ${(p) => p.$wide && css`@media (min-width: 900px) { padding: 4px; }`}
`;
const Page = () => (
  <>
    <Global />
    <Box $wide>
      <span>a</span>
    </Box>
    <Box $wide={false} />
  </>
);

interface StylisCount {
  calls: number;
  /** Made once: like styled-components' own stylis, it is the same function in every render. */
  counting?: Stringifier;
}

/** Puts a counting stylis around the real one, so the test sees what reaches it. */
function CountStylisCalls({ count, children }: { count: StylisCount; children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  const real = context.stylis;
  count.counting ??= Object.assign((...args: Parameters<Stringifier>) => ((count.calls += 1), real(...args)), { hash: real.hash });
  return <StyleSheetContext.Provider value={{ ...context, stylis: count.counting }}>{children}</StyleSheetContext.Provider>;
}

function renderWithStyles(tree: ReactNode): { html: string; styles: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(tree));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('<RememberedStylis> in a server render', () => {
  test('the markup and style tags are the same as without it, and a second render runs no stylis', () => {
    const plain = renderWithStyles(<Page />);
    const count: StylisCount = { calls: 0 };
    const remembered = () =>
      renderWithStyles(
        <CountStylisCalls count={count}>
          <RememberedStylis>
            <Page />
          </RememberedStylis>
        </CountStylisCalls>,
      );
    expect(remembered()).toEqual(plain);
    expect(plain.styles).toContain('@keyframes');
    expect(plain.styles).toContain('@media (min-width: 900px){.');
    const firstRenderCalls = count.calls;
    expect(firstRenderCalls).toBeGreaterThan(0);
    expect(remembered()).toEqual(plain);
    expect(count.calls).toBe(firstRenderCalls);
  });
});
