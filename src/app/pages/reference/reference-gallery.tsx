import { AppLink } from '../../components/links/app-link';
import styled from 'styled-components';
import { referenceLabels } from '../../../content/references';
import type { Reference } from '../../../content/types';
import { ArrowIcon } from '../../components/icons/icons';
import { ImageGallery } from '../../components/tiles/image-gallery';
import { SectionKicker } from '../../components/tiles/section-header';
import { Container } from '../../components/ui/section';

const Section = styled(Container)`
  display: grid;
  gap: clamp(24px, 4vw, 48px);
  padding-top: clamp(64px, 9vw, 128px);
  padding-bottom: clamp(64px, 9vw, 128px);
`;

const Back = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  gap: 12px;
  min-height: 48px;
  margin-top: clamp(16px, 3vw, 40px);
  padding-bottom: 4px;
  font-family: ${(p) => p.theme.font.display};
  font-size: clamp(1.5rem, 3vw, 2.25rem);
  font-weight: 600;
  letter-spacing: -0.03em;
  text-decoration: none;
  border-bottom: 2px solid ${(p) => p.theme.color.ink};
  svg {
    transform: rotate(180deg);
    transition: transform 0.3s ${(p) => p.theme.motion.ease};
  }
  &:hover {
    border-bottom-color: ${(p) => p.theme.color.accent};
  }
  &:hover svg {
    transform: rotate(180deg) translateX(6px);
  }
`;

/** The image gallery, then the way back home. */
export function ReferenceGallery({ reference }: { reference: Reference }) {
  return (
    <Section as="section" aria-labelledby="reference-gallery-title">
      <SectionKicker eyebrow={referenceLabels.gallery} as="h2" id="reference-gallery-title" />
      <ImageGallery images={reference.additionalImages} />
      <Back to="/">
        <ArrowIcon />
        {referenceLabels.back}
      </Back>
    </Section>
  );
}
