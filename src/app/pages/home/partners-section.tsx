import { partners, partnersSection } from '../../../content/home';
import { SectionHeader } from '../../components/tiles/section-header';
import { Band, Container } from '../../components/ui/section';
import { PartnerMarquee } from '../../features/partner-marquee/partner-marquee';

/** Partner wordmarks in a slow marquee that runs the full width of the band. */
export function PartnersSection() {
  return (
    <Band $tone="light" aria-labelledby="home-partners-title">
      <Container>
        <SectionHeader eyebrow={partnersSection.eyebrow} index="05" title={partnersSection.heading} titleId="home-partners-title" />
      </Container>
      <PartnerMarquee partners={partners} />
    </Band>
  );
}
