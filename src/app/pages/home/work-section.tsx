import { homeTiles, homeWork } from '../../../content/home';
import { HoverSwapTile } from '../../components/tiles/hover-swap-tile';
import { SectionHeader } from '../../components/tiles/section-header';
import { TileCell, TileGrid } from '../../components/tiles/tile-grid';
import { Band, Container } from '../../components/ui/section';

/** Seven projects in the editorial grid; the last tile opens the full portfolio. */
export function WorkSection() {
  return (
    <Band $tone="light" aria-labelledby="home-work-title">
      <Container>
        <SectionHeader eyebrow={homeWork.eyebrow} index="01" title={homeWork.heading} intro={homeWork.note} titleId="home-work-title" />
        <TileGrid>
          {homeTiles.map((tile, index) => (
            <TileCell key={tile.id} $grid={tile.gridClass}>
              <HoverSwapTile tile={tile} index={index} />
            </TileCell>
          ))}
        </TileGrid>
      </Container>
    </Band>
  );
}
