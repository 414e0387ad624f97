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

/** The studio's key facts as a mono table of layer-line rows, beside the intro on desktop. */
const Facts = styled.dl`
  margin: 0;
  div {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: 16px;
    padding: 16px 0;
    border-top: 1px solid ${(p) => p.theme.color.concrete};
  }
  dt {
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.75rem;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${(p) => p.theme.color.stone};
  }
  dd {
    margin: 0;
    color: ${(p) => p.theme.color.inkSoft};
  }
`;

export const handle: RouteHandle = { meta: () => ({ title: pageTitles['/team'] }) };

/** The team: who we are, the two partners, what drives us, and how to reach us. */
export function Component() {
  return (
    <>
      <PageIntro
        eyebrow={teamIntro.eyebrow}
        title={teamIntro.heading}
        aside={
          <Facts aria-label={teamIntro.factsLabel}>
            {teamIntro.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </Facts>
        }
      >
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
