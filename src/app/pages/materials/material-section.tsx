import { temperatureLimit } from '../../../content/units';
import styled, { css } from 'styled-components';
import { materialLabels, materialPageLabels } from '../../../content/materials';
import type { Material } from '../../../content/types';
import { Picture } from '../../components/media/picture';
import { ordinal } from '../../components/ui/ordinal';
import type { SpecTone } from '../../components/ui/spec-table';
import { desktop } from '../../styles/theme';
import { TemperatureScale } from './temperature-scale';
import { VersionsTable } from './versions-table';

export function materialAnchor(material: Material): string {
  return material.abbreviation.toLowerCase();
}

const Section = styled.section<{ $tone: SpecTone }>`
  padding: clamp(64px, 9vw, 128px) 0;
  background: ${(p) => (p.$tone === 'dark' ? p.theme.color.ink : p.theme.color.paper)};
  color: ${(p) => (p.$tone === 'dark' ? p.theme.color.paper : p.theme.color.ink)};
  --muted: ${(p) => (p.$tone === 'dark' ? p.theme.color.stoneLight : p.theme.color.stone)};
  --rule: ${(p) => (p.$tone === 'dark' ? 'rgba(244, 241, 234, 0.2)' : 'rgba(17, 17, 16, 0.16)')};
  ${(p) =>
    p.$tone === 'dark' &&
    css`
      border-top: 1px solid rgba(244, 241, 234, 0.08);
    `}
`;

const Inner = styled.div`
  display: grid;
  gap: clamp(28px, 4vw, 56px);
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 0 auto;
  padding: 0 ${(p) => p.theme.size.gutter};
`;

const Head = styled.div`
  display: grid;
  gap: 8px;
  padding-top: 18px;
  border-top: 1px solid currentColor;
  ${desktop} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    column-gap: ${(p) => p.theme.size.gutter};
    align-items: end;
  }
`;

const Count = styled.p`
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.14em;
  color: var(--muted);
  ${desktop} {
    grid-column: 1 / span 2;
    align-self: start;
  }
`;

const Title = styled.h2`
  display: grid;
  gap: 10px;
  ${desktop} {
    grid-column: 3 / span 10;
  }
`;

const Abbreviation = styled.span`
  font-size: clamp(4rem, 13vw, 10.5rem);
  line-height: 0.86;
  letter-spacing: -0.055em;
  font-weight: 700;
`;

const FullName = styled.span`
  font-family: ${(p) => p.theme.font.text};
  font-size: clamp(1.0625rem, 1.6vw, 1.375rem);
  font-weight: 500;
  letter-spacing: -0.01em;
  color: var(--muted);
`;

const Body = styled.div<{ $reverse: boolean }>`
  display: grid;
  gap: 32px;
  ${desktop} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    column-gap: ${(p) => p.theme.size.gutter};
    align-items: start;
  }
  figure {
    margin: 0;
    ${desktop} {
      grid-column: ${(p) => (p.$reverse ? '7 / span 6' : '1 / span 6')};
      grid-row: 1;
    }
  }
`;

const Info = styled.div<{ $reverse: boolean }>`
  display: grid;
  gap: 32px;
  ${desktop} {
    grid-column: ${(p) => (p.$reverse ? '1 / span 5' : '8 / span 5')};
    grid-row: 1;
  }
`;

const Description = styled.p`
  font-size: clamp(1.0625rem, 1.35vw, 1.1875rem);
  line-height: 1.6;
`;

const Facts = styled.dl`
  margin: 0;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.875rem;
  border-bottom: 1px solid currentColor;
  > div {
    padding: 14px 0;
    border-top: 1px solid currentColor;
  }
  > div + div {
    border-top-color: var(--rule);
  }
  dt {
    margin-bottom: 4px;
    font-size: 0.6875rem;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: var(--muted);
  }
  dd {
    margin: 0;
  }
`;

const Temperature = styled.span`
  font-family: ${(p) => p.theme.font.display};
  font-size: clamp(1.5rem, 2.4vw, 2rem);
  font-weight: 600;
  letter-spacing: -0.02em;
`;

const Versions = styled.div`
  display: grid;
  gap: 16px;
  h3 {
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.75rem;
    font-weight: 500;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: var(--muted);
  }
`;

/** One material: name, image, description, limits and its versions, on alternating light and dark bands. */
export function MaterialSection({ material, position, total }: { material: Material; position: number; total: number }) {
  const tone: SpecTone = position % 2 === 0 ? 'dark' : 'light';
  const id = materialAnchor(material);
  const reverse = position % 2 === 0;
  return (
    <Section id={id} aria-labelledby={`${id}-heading`} $tone={tone}>
      <Inner>
        <Head>
          <Count>
            {ordinal(position)} / {ordinal(total)}
          </Count>
          <Title id={`${id}-heading`}>
            <Abbreviation>{material.abbreviation}</Abbreviation>
            <FullName>{material.fullName}</FullName>
          </Title>
        </Head>
        <Body $reverse={reverse}>
          <figure>
            <Picture image={material.image} sizes="(min-width: 1440px) 690px, (min-width: 900px) 48vw, 100vw" />
          </figure>
          <Info $reverse={reverse}>
            <Description>{material.description}</Description>
            <Facts>
              <div>
                <dt>{materialLabels.operatingTemperature}</dt>
                <dd>
                  {material.operatingTemperature ? (
                    <>
                      <Temperature>{temperatureLimit(material.operatingTemperature)}</Temperature>
                      <TemperatureScale limit={material.operatingTemperature} />
                    </>
                  ) : (
                    materialLabels.notApplicable
                  )}
                </dd>
              </div>
              <div>
                <dt>{materialPageLabels.keyProperty}</dt>
                <dd>{material.keyProperty}</dd>
              </div>
              <div>
                <dt>{materialLabels.versions}</dt>
                <dd>{materialPageLabels.versionCount(material.versions.length)}</dd>
              </div>
            </Facts>
          </Info>
        </Body>
        <Versions>
          <h3>{materialLabels.versions}</h3>
          <VersionsTable material={material} tone={tone} />
        </Versions>
      </Inner>
    </Section>
  );
}
