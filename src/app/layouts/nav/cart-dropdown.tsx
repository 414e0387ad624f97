import { useCallback, useId, useRef, useState } from 'react';
import { AppLink } from '../../components/links/app-link';
import styled from 'styled-components';
import { cartDropdown, navLabels } from '../../../content/nav';
import { CartIcon } from '../../components/icons/icons';
import { useDismiss } from '../../components/use-dismiss';
import { IconButton } from './nav-styles';

const Wrapper = styled.div`
  position: relative;
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 12px);
  width: min(300px, calc(100vw - 32px));
  padding: 24px;
  background: ${(p) => p.theme.color.paper};
  color: ${(p) => p.theme.color.ink};
  border-top: 3px solid ${(p) => p.theme.color.accent};
  box-shadow: 0 18px 40px rgba(0, 0, 0, 0.25);
  text-align: left;

  strong {
    display: block;
    font-family: ${(p) => p.theme.font.display};
    font-size: 1.125rem;
  }
  p {
    margin: 4px 0 20px;
    color: ${(p) => p.theme.color.stone};
    font-size: 0.9375rem;
  }
`;

const BrowseLink = styled(AppLink)`
  display: block;
  padding: 12px 16px;
  background: ${(p) => p.theme.color.ink};
  color: ${(p) => p.theme.color.paper};
  text-align: center;
  text-decoration: none;
  font-weight: 600;
  letter-spacing: 0.04em;
  &:hover {
    background: ${(p) => p.theme.color.inkSoft};
  }
`;

/** The cart is always empty until the store opens: the dropdown says so and points to the store. */
export function CartDropdown() {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, wrapper, close, button);

  return (
    <Wrapper ref={wrapper}>
      <IconButton ref={button} type="button" aria-label={navLabels.cart} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <CartIcon />
      </IconButton>
      <Panel id={panelId} hidden={!open} role="region" aria-label={navLabels.cart}>
        <strong>{cartDropdown.empty}</strong>
        <p>{cartDropdown.hint}</p>
        <BrowseLink to={cartDropdown.href} onClick={close}>
          {cartDropdown.button}
        </BrowseLink>
      </Panel>
    </Wrapper>
  );
}
