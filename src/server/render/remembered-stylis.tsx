import { useContext, useMemo, type ReactNode } from 'react';
import { StyleSheetContext, type IStyleSheetContext } from 'styled-components';

type Stringifier = IStyleSheetContext['stylis'];

/** Distinct (component, CSS) pairs the site renders are in the hundreds; this bounds odd growth. */
export const REMEMBERED_RULE_SETS_MAX = 5000;

const wrappers = new WeakMap<Stringifier, Stringifier>();

/**
 * The same stylis, remembering what it returned. stylis turns a component's CSS into rules, and its
 * output depends only on its arguments; but every server render starts a new ServerStyleSheet, so
 * styled-components ran it again for every style of every page, every request (a tenth of an inbox
 * render). The rules arrays are frozen because every later sheet shares them.
 *
 * A component's class name is a hash of its CSS, and styled-components already takes a known
 * (component, class name) pair to mean the same rules, so the key is that pair and no CSS text needs
 * hashing; global styles, which have no selector, are keyed by their CSS.
 */
export function rememberingStylis(stylis: Stringifier): Stringifier {
  const existing = wrappers.get(stylis);
  if (existing) return existing;
  const remembered = new Map<string, string[]>();
  const wrapper: Stringifier = Object.assign(
    (css: string, selector?: string, prefix?: string, componentId?: string): string[] => {
      const key = selector ? `${componentId}\u0000${selector}\u0000${prefix}` : `${componentId}\u0000${prefix}\u0000${css}`;
      let rules = remembered.get(key);
      if (!rules) {
        rules = Object.freeze(stylis(css, selector, prefix, componentId)) as string[];
        if (remembered.size >= REMEMBERED_RULE_SETS_MAX) remembered.delete(remembered.keys().next().value!);
        remembered.set(key, rules);
      }
      return rules;
    },
    { hash: stylis.hash },
  );
  wrappers.set(stylis, wrapper);
  return wrapper;
}

/** Inside ServerStyleSheet.collectStyles: the request's sheet, with the remembering stylis. */
export function RememberedStylis({ children }: { children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  const value = useMemo(() => ({ ...context, stylis: rememberingStylis(context.stylis) }), [context]);
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>;
}
