import styled from 'styled-components';
import { pageTitles } from '../../../content/meta';
import { teamIntro } from '../../../content/team';
import { PageIntro } from '../../components/page/page-intro';
import type { RouteHandle } from '../../route-handle';
import { TeamContactSection } from './contact-section';
import { MembersSection } from './members-section';
import { ValuesSection } from './values-section';

const IntroText = styled.div`
  display: grid;
  gap: 16px;
`;

export const handle: RouteHandle = { meta: () => ({ title: pageTitles['/team'] }) };

/** The team: who we are, the two partners, what drives us, and how to reach us. */
export function Component() {
  return (
    <>
      <PageIntro eyebrow={teamIntro.eyebrow} title={teamIntro.heading}>
        <IntroText>
          {teamIntro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </IntroText>
      </PageIntro>
      <MembersSection />
      <ValuesSection />
      <TeamContactSection />
    </>
  );
}
