import { processSlider } from '../../../content/home';
import { SectionHeader } from '../../components/tiles/section-header';
import { Band, Container } from '../../components/ui/section';
import { BeforeAfterSlider } from '../../features/before-after-slider/before-after-slider';

/** 'Process & Evolution': the digital model and the printed piece, compared with a slider. */
export function ProcessSection() {
  return (
    <Band $tone="dark" aria-labelledby="home-process-title">
      <Container>
        <SectionHeader
          eyebrow={processSlider.eyebrow}
          index="04"
          title={processSlider.heading}
          intro={processSlider.caption}
          tone="dark"
          titleId="home-process-title"
        />
        <BeforeAfterSlider
          before={processSlider.beforeImage}
          after={processSlider.afterImage}
          beforeLabel={processSlider.beforeLabel}
          afterLabel={processSlider.afterLabel}
          handleLabel={processSlider.handleLabel}
        />
      </Container>
    </Band>
  );
}
