import styled from 'styled-components';
import { contactScreen } from '../../../content/contact';
import { site } from '../../../content/site';

const Panel = styled.aside`
  position: relative;
  overflow: hidden;
  padding: clamp(28px, 4vw, 44px);
  background: ${(p) => p.theme.color.ink};
  color: ${(p) => p.theme.color.paper};
  /* Fine horizontal rules along the foot of the panel, like the layer lines of a print. */
  &::after {
    content: '';
    position: absolute;
    inset: auto 0 0 0;
    height: 96px;
    background: repeating-linear-gradient(to bottom, rgba(244, 241, 234, 0.09) 0 1px, transparent 1px 6px);
    pointer-events: none;
  }
`;

const Heading = styled.h2`
  font-size: clamp(1.5rem, 2.4vw, 2rem);
  letter-spacing: -0.03em;
`;

const Lead = styled.p`
  margin-top: 12px;
  color: ${(p) => p.theme.color.stoneLight};
`;

const List = styled.dl`
  position: relative;
  z-index: 1;
  margin: 28px 0 96px;
`;

const Row = styled.div`
  padding: 18px 0;
  border-top: 1px solid rgba(244, 241, 234, 0.18);
`;

const Term = styled.dt`
  margin-bottom: 6px;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${(p) => p.theme.color.stoneLight};
`;

const Detail = styled.dd`
  margin: 0;
  font-size: 1.0625rem;
  overflow-wrap: anywhere;
  a {
    font-family: ${(p) => p.theme.font.display};
    font-size: 1.25rem;
    letter-spacing: -0.01em;
    text-decoration: none;
    background: linear-gradient(currentColor, currentColor) 0 100% / 0 1px no-repeat;
    transition: background-size 0.3s;
  }
  a:hover {
    background-size: 100% 1px;
  }
`;

/** The studio's address and direct lines beside the form, all from site.ts. */
export function StudioDetails() {
  const text = contactScreen.studio;
  return (
    <Panel aria-labelledby="studio-details-heading">
      <Heading id="studio-details-heading">{text.heading}</Heading>
      <Lead>{text.reply}</Lead>
      <List>
        <Row>
          <Term>{text.address}</Term>
          <Detail>
            {site.address.street}
            <br />
            {site.address.city}, {site.address.region} {site.address.postalCode}
          </Detail>
        </Row>
        <Row>
          <Term>{text.phone}</Term>
          <Detail>
            <a href={site.phone.href}>{site.phone.display}</a>
          </Detail>
        </Row>
        <Row>
          <Term>{text.email}</Term>
          <Detail>
            <a href={site.emailHref}>{site.email}</a>
          </Detail>
        </Row>
        <Row>
          <Term>{text.hours}</Term>
          <Detail>{site.openingHoursDisplay}</Detail>
        </Row>
      </List>
    </Panel>
  );
}
