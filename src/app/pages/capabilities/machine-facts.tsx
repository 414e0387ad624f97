import styled from 'styled-components';
import { machineFacts } from '../../../content/capabilities';
import { Band, Container, SectionTitle } from '../../components/ui/section';
import { desktop } from '../../styles/theme';

const Layout = styled(Container)`
  display: grid;
  gap: clamp(40px, 6vw, 72px);
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(240px, 100%), 1fr));
  gap: 0 ${(p) => p.theme.size.gutter};
  margin: 0;
  ${desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** The headline figure (build volume) takes two columns so seven facts fill two rows of four. */
const Fact = styled.div`
  display: grid;
  align-content: start;
  gap: 10px;
  padding: 20px 0 36px;
  border-top: 1px solid rgba(244, 241, 234, 0.24);
  &:first-child {
    border-top-color: ${(p) => p.theme.color.accent};
    ${desktop} {
      grid-column: span 2;
    }
  }
  dt {
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.6875rem;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${(p) => p.theme.color.stoneLight};
  }
  dd {
    margin: 0;
  }
`;

const Value = styled.span<{ $lead: boolean }>`
  display: block;
  font-family: ${(p) => p.theme.font.display};
  font-size: ${(p) => (p.$lead ? 'clamp(2.5rem, 5vw, 4.5rem)' : 'clamp(1.75rem, 2.6vw, 2.5rem)')};
  font-weight: 600;
  line-height: 1;
  letter-spacing: -0.035em;
  font-variant-numeric: tabular-nums;
`;

const Note = styled.span`
  display: block;
  margin-top: 10px;
  max-width: 32ch;
  font-size: 0.875rem;
  color: ${(p) => p.theme.color.stoneLight};
`;

/** The workshop's equipment as a spec sheet: what fits, how fast, how fine. */
export function MachineFacts() {
  return (
    <Band $tone="dark" aria-labelledby="machines-heading" id="machines">
      <Layout>
        <SectionTitle id="machines-heading">{machineFacts.heading}</SectionTitle>
        <Facts>
          {machineFacts.facts.map((fact, index) => (
            <Fact key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>
                <Value $lead={index === 0}>{fact.value}</Value>
                {fact.note ? <Note>{fact.note}</Note> : null}
              </dd>
            </Fact>
          ))}
        </Facts>
      </Layout>
    </Band>
  );
}
