import { projects, projectTiles } from '../../../content/projects';
import type { Project } from '../../../content/types';

/** Portfolio order first, then detail pages without a tile, so "next" walks every project in a loop. */
const sequence: Project[] = [...new Set([...projectTiles.map((tile) => tile.id), ...Object.keys(projects)])]
  .map((id) => projects[id])
  .filter((project): project is Project => project !== undefined);

export function nextProject(id: string): Project {
  const index = sequence.findIndex((project) => project.id === id);
  return sequence[(index + 1) % sequence.length]!;
}
