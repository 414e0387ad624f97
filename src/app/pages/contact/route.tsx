import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { contactScreen } from '../../../content/contact';
import { pageTitles } from '../../../content/meta';
import { CONTACT_SENT_PARAM } from '../../../shared/contact-fields';
import { PageIntro } from '../../components/page/page-intro';
import { Grid12 } from '../../components/ui/section';
import type { RouteHandle } from '../../route-handle';
import { desktop } from '../../styles/theme';
import { ContactScreenForm } from './contact-screen-form';
import { StudioDetails } from './studio-details';

export const handle: RouteHandle = { meta: () => ({ title: pageTitles['/contact'] }) };

const Layout = styled(Grid12)`
  padding-top: clamp(40px, 6vw, 80px);
  padding-bottom: clamp(64px, 9vw, 128px);
  & > * {
    grid-column: 1 / -1;
  }
  ${desktop} {
    align-items: start;
    & > :first-child {
      grid-column: 1 / span 7;
    }
    & > :last-child {
      grid-column: 9 / span 4;
    }
  }
`;

/** /contact (spec section 2): title, subtitle, the form and the studio's direct details. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      <PageIntro eyebrow={contactScreen.eyebrow} title={contactScreen.title}>
        {contactScreen.subtitle}
      </PageIntro>
      <Layout>
        <ContactScreenForm sent={params.get(CONTACT_SENT_PARAM) === '1'} />
        <StudioDetails />
      </Layout>
    </>
  );
}
