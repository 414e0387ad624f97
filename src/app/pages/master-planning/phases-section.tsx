import styled from 'styled-components';
import { planningPhases, planningPhasesSection, type PlanningPhase } from '../../../content/master-planning';
import { Picture } from '../../components/media/picture';
import { Eyebrow } from '../../components/page/page-intro';
import { Band, Container, SectionTitle } from '../../components/ui/section';
import { ordinal } from '../../components/ui/ordinal';
import { desktop } from '../../styles/theme';

const Header = styled.div`
  display: grid;
  gap: 24px;
  margin-bottom: clamp(48px, 7vw, 96px);
  ${desktop} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    column-gap: ${(p) => p.theme.size.gutter};
    align-items: end;
  }
  > div {
    ${desktop} {
      grid-column: 1 / span 6;
    }
  }
  > p {
    max-width: 52ch;
    color: ${(p) => p.theme.color.inkSoft};
    ${desktop} {
      grid-column: 8 / span 5;
    }
  }
`;

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  display: grid;
  gap: 20px 24px;
  grid-template-columns: auto minmax(0, 1fr);
  padding: 28px 0 clamp(48px, 7vw, 96px);
  border-top: 1px solid ${(p) => p.theme.color.ink};
  scroll-margin-top: 24px;
  ${desktop} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    column-gap: ${(p) => p.theme.size.gutter};
  }
  &:last-child {
    padding-bottom: 0;
  }
  figure {
    grid-column: 1 / -1;
    margin: 0;
    ${desktop} {
      grid-column: 7 / span 6;
      grid-row: 1 / span 2;
    }
  }
`;

const StepNumber = styled.span`
  font-family: ${(p) => p.theme.font.display};
  font-size: clamp(3rem, 7vw, 6.5rem);
  font-weight: 500;
  line-height: 0.85;
  letter-spacing: -0.05em;
  font-variant-numeric: tabular-nums;
  color: ${(p) => p.theme.color.stone};
  ${desktop} {
    grid-column: 1 / span 2;
    grid-row: 1 / span 2;
  }
`;

const Heading = styled.h3`
  align-self: end;
  font-size: clamp(2rem, 4vw, 3.5rem);
  letter-spacing: -0.04em;
  ${desktop} {
    grid-column: 3 / span 4;
    align-self: start;
  }
`;

const Text = styled.div`
  grid-column: 1 / -1;
  display: grid;
  align-content: start;
  gap: 28px;
  ${desktop} {
    grid-column: 3 / span 4;
  }
  > p {
    max-width: 48ch;
    color: ${(p) => p.theme.color.inkSoft};
  }
`;

const Deliverables = styled.div`
  h4 {
    margin-bottom: 10px;
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.6875rem;
    font-weight: 500;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: ${(p) => p.theme.color.stone};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    border-bottom: 1px solid rgba(17, 17, 16, 0.16);
  }
  li {
    display: flex;
    gap: 12px;
    padding: 10px 0;
    border-top: 1px solid rgba(17, 17, 16, 0.16);
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.8125rem;
  }
  li::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    margin-top: 0.45em;
    background: ${(p) => p.theme.color.accent};
  }
`;

function PhaseStep({ phase, position }: { phase: PlanningPhase; position: number }) {
  return (
    <Step id={phase.id}>
      <StepNumber aria-hidden="true">{ordinal(position)}</StepNumber>
      <Heading id={`${phase.id}-heading`}>{phase.heading}</Heading>
      <figure>
        <Picture image={phase.image} sizes="(min-width: 1440px) 690px, (min-width: 900px) 48vw, 100vw" />
      </figure>
      <Text>
        <p>{phase.paragraph}</p>
        <Deliverables>
          <h4>{planningPhasesSection.deliverablesLabel}</h4>
          <ul>
            {phase.deliverables.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Deliverables>
      </Text>
    </Step>
  );
}

/** Plan, Sketch, Check, Make: the four phases as a numbered sequence. */
export function PhasesSection() {
  return (
    <Band $tone="light" aria-labelledby="phases-heading" id="phases">
      <Container>
        <Header>
          <div>
            <Eyebrow>{planningPhasesSection.eyebrow}</Eyebrow>
            <SectionTitle as="h2" id="phases-heading">
              {planningPhasesSection.heading}
            </SectionTitle>
          </div>
          <p>{planningPhasesSection.intro}</p>
        </Header>
        <Steps>
          {planningPhases.map((phase, index) => (
            <PhaseStep key={phase.id} phase={phase} position={index + 1} />
          ))}
        </Steps>
      </Container>
    </Band>
  );
}
