import styled from 'styled-components';
import { referenceLabels } from '../../../content/references';
import type { Reference } from '../../../content/types';
import { SectionHeader } from '../../components/tiles/section-header';
import { Band, Container } from '../../components/ui/section';
import { desktop } from '../../styles/theme';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 48px;
  ${desktop} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    column-gap: ${(p) => p.theme.size.gutter};
  }
`;

const Block = styled.section<{ $span: number }>`
  padding-top: 20px;
  border-top: 1px solid rgba(244, 241, 234, 0.3);
  ${desktop} {
    grid-column: span ${(p) => p.$span};
  }
  h3 {
    margin-bottom: 20px;
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.75rem;
    font-weight: 500;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: ${(p) => p.theme.color.stoneLight};
  }
`;

const Text = styled.p`
  color: ${(p) => p.theme.color.concrete};
`;

const Scope = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  counter-reset: scope;
  li {
    counter-increment: scope;
    display: grid;
    grid-template-columns: 3ch minmax(0, 1fr);
    gap: 12px;
    padding: 12px 0;
    border-bottom: 1px solid rgba(244, 241, 234, 0.14);
  }
  li::before {
    content: counter(scope, decimal-leading-zero);
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.8125rem;
    line-height: 1.9;
    color: ${(p) => p.theme.color.stoneLight};
  }
`;

const Duration = styled.p`
  font-family: ${(p) => p.theme.font.display};
  font-size: clamp(2.5rem, 4.4vw, 4rem);
  font-weight: 600;
  letter-spacing: -0.05em;
  line-height: 0.95;
`;

const Contribution = styled.div`
  margin-top: clamp(56px, 8vw, 112px);
  display: grid;
  gap: 20px;
  ${desktop} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    column-gap: ${(p) => p.theme.size.gutter};
  }
  h3 {
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.75rem;
    font-weight: 500;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: ${(p) => p.theme.color.accent};
    ${desktop} {
      grid-column: 1 / span 3;
      padding-top: 14px;
    }
  }
  p {
    font-family: ${(p) => p.theme.font.display};
    font-size: clamp(1.5rem, 3vw, 2.625rem);
    line-height: 1.2;
    letter-spacing: -0.025em;
    ${desktop} {
      grid-column: 4 / -1;
    }
  }
`;

/** Scope of work, duration and collaboration, then the studio's own contribution as a pull quote. */
export function ReferenceEngagement({ reference }: { reference: Reference }) {
  const { details } = reference;
  return (
    <Band $tone="dark" aria-labelledby="reference-engagement-title">
      <Container>
        <SectionHeader eyebrow={referenceLabels.factsEyebrow} title={referenceLabels.facts} tone="dark" titleId="reference-engagement-title" />
        <Columns>
          <Block $span={5}>
            <h3>{referenceLabels.scope}</h3>
            <Scope>
              {details.scope.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Scope>
          </Block>
          <Block $span={3}>
            <h3>{referenceLabels.duration}</h3>
            <Duration>{details.duration}</Duration>
          </Block>
          <Block $span={4}>
            <h3>{referenceLabels.collaboration}</h3>
            <Text>{details.collaboration}</Text>
          </Block>
        </Columns>
        <Contribution>
          <h3>{referenceLabels.contribution}</h3>
          <p>{reference.contribution}</p>
        </Contribution>
      </Container>
    </Band>
  );
}
