import styled from 'styled-components';
import { whyChooseUs } from '../../../content/master-planning';
import { Band, Container, SectionTitle } from '../../components/ui/section';
import { ordinal } from '../../components/ui/ordinal';
import { desktop } from '../../styles/theme';

const Layout = styled(Container)`
  display: grid;
  gap: clamp(40px, 6vw, 80px);
`;

const Title = styled(SectionTitle)`
  max-width: 18ch;
`;

const Reasons = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(250px, 100%), 1fr));
  gap: 40px ${(p) => p.theme.size.gutter};
  margin: 0;
  padding: 0;
  list-style: none;
  ${desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Reason = styled.li`
  display: grid;
  align-content: start;
  gap: 14px;
  padding-top: 18px;
  border-top: 1px solid rgba(244, 241, 234, 0.28);
  span {
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.75rem;
    letter-spacing: 0.14em;
    color: ${(p) => p.theme.color.accent};
  }
  h3 {
    font-size: clamp(1.375rem, 2vw, 1.75rem);
    letter-spacing: -0.025em;
  }
  p {
    color: rgba(244, 241, 234, 0.8);
  }
`;

/** The four reasons to plan with us, on a dark band. */
export function WhySection() {
  return (
    <Band $tone="dark" aria-labelledby="why-heading" id="why">
      <Layout>
        <Title id="why-heading">{whyChooseUs.heading}</Title>
        <Reasons>
          {whyChooseUs.reasons.map((reason, index) => (
            <Reason key={reason.title}>
              <span aria-hidden="true">{ordinal(index + 1)}</span>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </Reason>
          ))}
        </Reasons>
      </Layout>
    </Band>
  );
}
