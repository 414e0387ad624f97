import styled from 'styled-components';
import { teamIntro, teamValues } from '../../../content/team';
import { SectionHeader } from '../../components/tiles/section-header';
import { Band, Container } from '../../components/ui/section';
import { desktop } from '../../styles/theme';
import { GridList } from '../../components/ui/grid-list';

const List = styled(GridList)`
  gap: 48px ${(p) => p.theme.size.gutter};
  ${desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    display: grid;
    gap: 16px;
    align-content: start;
    padding-top: 20px;
    border-top: 1px solid rgba(244, 241, 234, 0.3);
  }
  h3 {
    font-size: clamp(1.75rem, 3vw, 2.5rem);
    letter-spacing: -0.035em;
  }
  p {
    color: ${(p) => p.theme.color.concrete};
    max-width: 40ch;
  }
`;

const Number = styled.span`
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.8125rem;
  letter-spacing: 0.12em;
  color: ${(p) => p.theme.color.accent};
`;

/** 'What Drives Us': the studio's three values. */
export function ValuesSection() {
  return (
    <Band $tone="dark" aria-labelledby="team-values-title">
      <Container>
        <SectionHeader eyebrow={teamIntro.valuesEyebrow} index="02" title={teamValues.heading} tone="dark" titleId="team-values-title" />
        <List as="ol">
          {teamValues.values.map((value, index) => (
            <li key={value.title}>
              <Number aria-hidden="true">{String(index + 1).padStart(2, '0')}</Number>
              <h3>{value.title}</h3>
              <p>{value.description}</p>
            </li>
          ))}
        </List>
      </Container>
    </Band>
  );
}
