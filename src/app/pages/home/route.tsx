import { pageTitles } from '../../../content/meta';
import { deferred } from '../../components/deferred/deferred';
import type { RouteHandle } from '../../route-handle';
import { HomeHero } from './home-hero';

/** Below the hero: its script loads after the page is interactive (components/deferred). */
const BelowTheFold = deferred(() => import('./below-the-fold').then((module) => module.BelowTheFold));

export const handle: RouteHandle = {
  meta: () => ({ title: pageTitles['/'] }),
  hero: true,
};

/** Bands alternate light and dark down the page, from the hero video to the call to action. */
export function Component() {
  return (
    <>
      <HomeHero />
      <BelowTheFold />
    </>
  );
}
