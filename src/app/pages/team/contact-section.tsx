import styled from 'styled-components';
import { site } from '../../../content/site';
import { teamIntro } from '../../../content/team';
import { SectionHeader } from '../../components/tiles/section-header';
import { SpecList } from '../../components/tiles/spec-list';
import { Band, Container } from '../../components/ui/section';
import { ContactDialogTrigger } from '../../features/contact/contact-dialog-trigger';
import { desktop } from '../../styles/theme';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 32px;
  ${desktop} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    column-gap: ${(p) => p.theme.size.gutter};
  }
`;

const Action = styled.div`
  display: grid;
  gap: 24px;
  justify-items: start;
  align-content: start;
  ${desktop} {
    grid-column: 1 / span 5;
  }
  p {
    max-width: 36ch;
    font-size: 1.0625rem;
    color: ${(p) => p.theme.color.inkSoft};
  }
`;

const Details = styled.div`
  ${desktop} {
    grid-column: 7 / -1;
  }
  a {
    text-underline-offset: 4px;
  }
`;

/** The nav's Contact item leads here: direct lines to the studio and the contact dialog. */
export function TeamContactSection() {
  return (
    <Band $tone="deep" aria-labelledby="team-contact-title">
      <Container>
        <SectionHeader eyebrow={teamIntro.contactEyebrow} index="03" title={teamIntro.contactHeading} tone="deep" titleId="team-contact-title" />
        <Layout>
          <Action>
            <p>{teamIntro.contactPrompt}</p>
            <ContactDialogTrigger>{teamIntro.contactButton}</ContactDialogTrigger>
          </Action>
          <Details>
            <SpecList
              rows={[
                { label: teamIntro.emailLabel, value: <a href={site.emailHref}>{site.email}</a> },
                { label: teamIntro.phoneLabel, value: <a href={site.phone.href}>{site.phone.display}</a> },
                { label: teamIntro.addressLabel, value: site.address.singleLine },
              ]}
            />
          </Details>
        </Layout>
      </Container>
    </Band>
  );
}
