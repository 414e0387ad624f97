import styled from 'styled-components';
import { homeContact } from '../../../content/home';
import { SectionKicker } from '../../components/tiles/section-header';
import { Band, SectionGrid } from '../../components/ui/section';
import { ContactDialogTrigger } from '../../features/contact/contact-dialog-trigger';
import { desktop } from '../../styles/theme';

const Layout = styled(SectionGrid).attrs({ $rows: ['28px', '40px'] as const })``;

const Heading = styled.h2`
  font-size: clamp(2.25rem, 5.6vw, 5rem);
  letter-spacing: -0.045em;
  line-height: 0.98;
  ${desktop} {
    grid-column: 1 / span 9;
  }
`;

const Aside = styled.div`
  display: grid;
  gap: 24px;
  justify-items: start;
  ${desktop} {
    grid-column: 8 / -1;
  }
  p {
    max-width: 40ch;
    font-size: 1.0625rem;
    color: ${(p) => p.theme.color.inkSoft};
  }
`;

/** The closing invitation; its button opens the contact dialog. */
export function ContactSection() {
  return (
    <Band $tone="deep" aria-labelledby="home-contact-title">
      <Layout>
        <SectionKicker eyebrow={homeContact.eyebrow} index="06" tone="deep" />
        <Heading id="home-contact-title">{homeContact.heading}</Heading>
        <Aside>
          <p>{homeContact.text}</p>
          <ContactDialogTrigger>{homeContact.button}</ContactDialogTrigger>
        </Aside>
      </Layout>
    </Band>
  );
}
