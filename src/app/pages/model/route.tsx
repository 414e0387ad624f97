import { pageTitles } from '../../../content/meta';
import { useReducedMotion } from '../../components/use-reduced-motion';
import type { RouteHandle } from '../../route-handle';
import { CaseStudyFilm } from './case-study-film';
import { ClosingSection } from './closing-section';
import { StaticCaseStudy } from './static-case-study';
import { TimelineStage } from './timeline-stage';

/** Page B (docs/decisions/0001-animation-pages.md): the experimental case study. */
export const handle: RouteHandle = { meta: () => ({ title: pageTitles['/model'] }), hero: true };

export function Component() {
  const reduced = useReducedMotion();
  return (
    <>
      {reduced ? (
        <StaticCaseStudy />
      ) : (
        <>
          <CaseStudyFilm />
          <TimelineStage />
        </>
      )}
      <ClosingSection />
    </>
  );
}
