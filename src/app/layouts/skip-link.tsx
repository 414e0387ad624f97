import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { navLabels } from '../../content/nav';
import { isPlainClick } from '../components/links/app-link';
import { MAIN_ID } from './main-id';

const Anchor = styled.a`
  position: absolute;
  left: 16px;
  top: -100px;
  z-index: 200;
  padding: 12px 18px;
  background: ${(p) => p.theme.color.accent};
  color: ${(p) => p.theme.color.ink};
  font-weight: 600;
  &:focus {
    top: 16px;
  }
`;

/**
 * The first stop for keyboard users: straight to the page's content. Before the scripts run it is a
 * plain link to #main. Once hydrated it moves focus to <main> (scrolled to its top, as the link would)
 * without changing the address: following a link to #main makes the browser fire popstate, React
 * renders what the router does then synchronously, and a synchronous update discards the server HTML
 * of a part of the page still waiting for its script (components/deferred).
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main || !isPlainClick(event)) return;
    event.preventDefault();
    main.scrollIntoView();
    main.focus({ preventScroll: true });
  };
  return (
    <Anchor href={`#${MAIN_ID}`} onClick={skip}>
      {navLabels.skipToContent}
    </Anchor>
  );
}
