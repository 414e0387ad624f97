import styled from 'styled-components';
import { projectDetailLabels } from '../../../content/projects';
import type { Project } from '../../../content/types';
import { ImageGallery } from '../../components/tiles/image-gallery';
import { SectionKicker } from '../../components/tiles/section-header';
import { Picture } from '../../components/media/picture';
import { Container } from '../../components/ui/section';

const Featured = styled(Container)`
  margin-bottom: clamp(56px, 8vw, 112px);
`;

const Gallery = styled(Container)`
  display: grid;
  gap: clamp(24px, 4vw, 48px);
  padding-bottom: clamp(64px, 9vw, 128px);
`;

const GalleryNote = styled.p`
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.14em;
  text-transform: uppercase;
`;

/** The featured image at the full width of the grid, then any additional images. */
export function ProjectMedia({ project }: { project: Project }) {
  return (
    <>
      <Featured as="figure">
        <Picture image={project.featuredImage} sizes="(min-width: 1440px) 1376px, calc(100vw - 32px)" />
      </Featured>
      {project.additionalImages.length > 0 ? (
        <Gallery as="section" aria-labelledby="project-gallery-title">
          <SectionKicker eyebrow={projectDetailLabels.gallery} as="h2" id="project-gallery-title" />
          <ImageGallery
            images={project.additionalImages}
            caption={
              <>
                <GalleryNote>{projectDetailLabels.galleryCaption}</GalleryNote>
                <p>
                  {project.title}. {project.details.dimensions}.
                </p>
              </>
            }
          />
        </Gallery>
      ) : null}
    </>
  );
}
