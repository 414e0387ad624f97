import { ConceptSection } from './concept-section';
import { ContactSection } from './contact-section';
import { PartnersSection } from './partners-section';
import { ProcessSection } from './process-section';
import { ReferencesSection } from './references-section';
import { WorkSection } from './work-section';

/** Everything on the home page after the hero: its own chunk, hydrated after the page is interactive. */
export function BelowTheFold() {
  return (
    <>
      <WorkSection />
      <ConceptSection />
      <ReferencesSection />
      <ProcessSection />
      <PartnersSection />
      <ContactSection />
    </>
  );
}
