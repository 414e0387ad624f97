import styled from 'styled-components';
import { pageTitles } from '../../../content/meta';
import { projectsIndex } from '../../../content/projects-index';
import { projectsPage, projectTiles } from '../../../content/projects';
import { LinkIndex } from '../../components/page/link-index';
import { PageIntro } from '../../components/page/page-intro';
import { HoverSwapTile } from '../../components/tiles/hover-swap-tile';
import { TileCell, TileGrid } from '../../components/tiles/tile-grid';
import { Container } from '../../components/ui/section';
import type { RouteHandle } from '../../route-handle';
import { ClosingSection } from './closing-section';
import { GridCtaCell } from './grid-cta-cell';
import { HiddenScrollbar } from './hidden-scrollbar';

export const handle: RouteHandle = { meta: () => ({ title: pageTitles['/projects'] }) };

const Portfolio = styled.section`
  padding: clamp(32px, 5vw, 64px) 0 clamp(64px, 9vw, 128px);
`;

/** The portfolio: 11 project tiles in the editorial grid, then the cost case for printing. */
export function Component() {
  return (
    <>
      <HiddenScrollbar />
      <PageIntro eyebrow={projectsPage.eyebrow} title={projectsPage.heading}>
        <p>{projectsPage.intro}</p>
      </PageIntro>
      <Portfolio aria-label={projectsPage.heading}>
        <Container>
          <TileGrid>
            {projectTiles.map((tile, index) => (
              <TileCell key={tile.id} $grid={tile.gridClass}>
                {/* The first tile is the largest image above the fold. */}
                <HoverSwapTile tile={tile} index={index} headingLevel="h2" priority={index === 0} />
              </TileCell>
            ))}
            <GridCtaCell />
          </TileGrid>
        </Container>
      </Portfolio>
      <ClosingSection />
      <LinkIndex eyebrow={projectsIndex.eyebrow} title={projectsIndex.title} links={projectsIndex.links} />
    </>
  );
}
