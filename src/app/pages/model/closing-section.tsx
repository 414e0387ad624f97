import styled from 'styled-components';
import { modelPage } from '../../../content/animation';
import { Eyebrow } from '../../components/page/page-intro';
import { Band, Container } from '../../components/ui/section';
import { ContactDialogTrigger } from '../../features/contact/contact-dialog-trigger';

const Inner = styled(Container)`
  display: grid;
  gap: 24px;
  justify-items: start;
  h2 {
    font-size: clamp(2.5rem, 7vw, 5.5rem);
    letter-spacing: -0.04em;
  }
  p {
    max-width: 46ch;
    font-size: clamp(1.0625rem, 1.4vw, 1.25rem);
    color: ${(p) => p.theme.color.inkSoft};
  }
`;

const Rule = styled.hr`
  width: 100%;
  margin: 0 0 8px;
  border: 0;
  border-top: 1px solid ${(p) => p.theme.color.ink};
`;

/** After the timeline: the status line and the call to action that opens the contact dialog. */
export function ClosingSection() {
  return (
    <Band $tone="light" aria-labelledby="model-cta">
      <Inner>
        <Eyebrow>{modelPage.complete}</Eyebrow>
        <Rule />
        <h2 id="model-cta">{modelPage.cta.heading}</h2>
        <p>{modelPage.cta.text}</p>
        <ContactDialogTrigger>{modelPage.cta.button}</ContactDialogTrigger>
      </Inner>
    </Band>
  );
}
