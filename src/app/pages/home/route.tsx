import { pageTitles } from '../../../content/meta';
import type { RouteHandle } from '../../route-handle';
import { ConceptSection } from './concept-section';
import { ContactSection } from './contact-section';
import { HomeHero } from './home-hero';
import { PartnersSection } from './partners-section';
import { ProcessSection } from './process-section';
import { ReferencesSection } from './references-section';
import { WorkSection } from './work-section';

export const handle: RouteHandle = {
  meta: () => ({ title: pageTitles['/'] }),
  hero: true,
};

/** Bands alternate light and dark down the page, from the hero video to the call to action. */
export function Component() {
  return (
    <>
      <HomeHero />
      <WorkSection />
      <ConceptSection />
      <ReferencesSection />
      <ProcessSection />
      <PartnersSection />
      <ContactSection />
    </>
  );
}
