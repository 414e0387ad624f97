import { masterPlanningCta, masterPlanningHero, planningPhases, planningPhasesSection } from '../../../content/master-planning';
import { pageTitles } from '../../../content/meta';
import { ContactDialogTrigger } from '../../features/contact/contact-dialog-trigger';
import { AnchorIndex } from '../../components/page/anchor-index';
import { CtaBand } from '../../components/page/cta-band';
import { DarkHero } from '../../components/page/dark-hero';
import { ButtonLink } from '../../components/ui/button';
import type { RouteHandle } from '../../route-handle';
import { PhasesSection } from './phases-section';
import { VisionSection } from './vision-section';
import { WhySection } from './why-section';

export const handle: RouteHandle = { meta: () => ({ title: pageTitles['/master-planning'] }), hero: true };

export function Component() {
  return (
    <>
      <DarkHero eyebrow={masterPlanningHero.eyebrow} title={masterPlanningHero.heading} lead={masterPlanningHero.subheading} image={masterPlanningHero.image}>
        <AnchorIndex
          label={planningPhasesSection.phasesNav}
          items={planningPhases.map((phase) => ({ id: phase.id, label: phase.heading }))}
          minWidth="130px"
        />
      </DarkHero>
      <VisionSection />
      <WhySection />
      <PhasesSection />
      <CtaBand heading={masterPlanningCta.heading} text={masterPlanningCta.text}>
        <ContactDialogTrigger>{masterPlanningCta.primary.label}</ContactDialogTrigger>
        <ButtonLink to={masterPlanningCta.secondary.href} $variant="inverse">
          {masterPlanningCta.secondary.label}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
