import styled from 'styled-components';
import { capabilitiesLabels } from '../../../content/capabilities';
import type { ImageSection } from '../../../content/types';
import { Picture } from '../../components/media/picture';
import { ordinal } from '../../components/ui/ordinal';
import { desktop } from '../../styles/theme';

const Section = styled.section<{ $reverse: boolean }>`
  display: grid;
  gap: 28px;
  scroll-margin-top: 24px;
  ${desktop} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    column-gap: ${(p) => p.theme.size.gutter};
    align-items: center;
  }
  & + & {
    margin-top: clamp(72px, 10vw, 160px);
  }
  figure {
    margin: 0;
    ${desktop} {
      grid-column: ${(p) => (p.$reverse ? '6 / span 7' : '1 / span 7')};
      grid-row: 1;
    }
  }
  figcaption {
    display: flex;
    justify-content: space-between;
    gap: 16px;
    margin-top: 10px;
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.6875rem;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${(p) => p.theme.color.stone};
  }
`;

const Text = styled.div<{ $reverse: boolean }>`
  padding-top: 20px;
  border-top: 1px solid currentColor;
  ${desktop} {
    grid-column: ${(p) => (p.$reverse ? '1 / span 4' : '9 / span 4')};
    grid-row: 1;
  }
  h2 {
    margin: 14px 0 22px;
    font-size: clamp(2rem, 3.6vw, 3.25rem);
    letter-spacing: -0.035em;
    text-wrap: balance;
  }
  p + p {
    margin-top: 1em;
  }
  p {
    color: ${(p) => p.theme.color.inkSoft};
  }
`;

const Count = styled.span`
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.14em;
  color: ${(p) => p.theme.color.accentInk};
`;

/** One capability: a large image and its text, the sides swapping from one section to the next. */
export function NarrativeSection({ id, section, position, total }: { id: string; section: ImageSection; position: number; total: number }) {
  const reverse = position % 2 === 0;
  return (
    <Section id={id} aria-labelledby={`${id}-heading`} $reverse={reverse}>
      <figure>
        <Picture image={section.image} sizes="(min-width: 1440px) 800px, (min-width: 900px) 56vw, 100vw" />
        <figcaption aria-hidden="true">
          <span>
            {capabilitiesLabels.figure} {ordinal(position)}
          </span>
          <span>{section.heading}</span>
        </figcaption>
      </figure>
      <Text $reverse={reverse}>
        <Count>
          {ordinal(position)} / {ordinal(total)}
        </Count>
        <h2 id={`${id}-heading`}>{section.heading}</h2>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Text>
    </Section>
  );
}
