import styled from 'styled-components';
import { contactFormText } from '../../../content/contact';
import { HONEYPOT_FIELD } from '../../../shared/contact-fields';

// Off-screen rather than display:none, which some bots recognize and skip.
const Hidden = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** The spam trap: invisible, unreachable by keyboard and hidden from assistive technology. */
export function HoneypotField({ id }: { id: string }) {
  return (
    <Hidden aria-hidden="true">
      <label htmlFor={id}>{contactFormText.honeypotLabel}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </Hidden>
  );
}
