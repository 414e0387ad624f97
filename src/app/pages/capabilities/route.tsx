import styled from 'styled-components';
import { capabilitiesCta, capabilitiesHero, capabilitiesIndex, capabilitiesLabels, capabilitySections } from '../../../content/capabilities';
import { pageTitles } from '../../../content/meta';
import { AnchorIndex } from '../../components/page/anchor-index';
import { CtaBand } from '../../components/page/cta-band';
import { LinkIndex } from '../../components/page/link-index';
import { DarkHero } from '../../components/page/dark-hero';
import { ButtonLink } from '../../components/ui/button';
import { Band, Container } from '../../components/ui/section';
import type { RouteHandle } from '../../route-handle';
import { MachineFacts } from './machine-facts';
import { MaterialSpecList } from './material-spec-list';
import { NarrativeSection } from './narrative-section';

// One screen for /capabilities and /process; the title follows the path it was opened on.
export const handle: RouteHandle = {
  meta: ({ pathname }) => ({ title: pageTitles[pathname === '/process' ? '/process' : '/capabilities'] }),
  hero: true,
};

const Narrative = styled(Band)`
  padding-top: clamp(72px, 10vw, 144px);
`;

export function Component() {
  return (
    <>
      <DarkHero eyebrow={capabilitiesHero.eyebrow} title={capabilitiesHero.heading} lead={capabilitiesHero.subheading} image={capabilitiesHero.image}>
        <AnchorIndex
          label={capabilitiesLabels.sectionsNav}
          items={capabilitySections.map((section) => ({ id: section.id, label: section.heading }))}
          minWidth="170px"
        />
      </DarkHero>
      <Narrative as="div">
        <Container>
          {capabilitySections.map((section, index) => (
            <NarrativeSection key={section.id} id={section.id} section={section} position={index + 1} total={capabilitySections.length} />
          ))}
        </Container>
      </Narrative>
      <MachineFacts />
      <MaterialSpecList />
      <LinkIndex eyebrow={capabilitiesIndex.eyebrow} title={capabilitiesIndex.title} links={capabilitiesIndex.links} />
      <CtaBand heading={capabilitiesCta.heading} text={capabilitiesCta.text}>
        <ButtonLink to={capabilitiesCta.href}>{capabilitiesCta.button}</ButtonLink>
      </CtaBand>
    </>
  );
}
