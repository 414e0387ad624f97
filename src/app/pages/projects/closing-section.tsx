import { AppLink } from '../../components/links/app-link';
import styled from 'styled-components';
import { getProject, projectsPage } from '../../../content/projects';
import { SectionKicker } from '../../components/tiles/section-header';
import { Band, SectionGrid } from '../../components/ui/section';
import { ContactDialogTrigger } from '../../features/contact/contact-dialog-trigger';
import { desktop } from '../../styles/theme';
import { GridList } from '../../components/ui/grid-list';

const { closing } = projectsPage;

const Layout = styled(SectionGrid).attrs({ $rows: ['32px', '56px'] as const })``;

const Heading = styled.h2`
  font-size: clamp(2.25rem, 5vw, 4.5rem);
  letter-spacing: -0.04em;
  line-height: 1;
  max-width: 16ch;
  ${desktop} {
    grid-column: 1 / span 7;
  }
`;

const Text = styled.div`
  display: grid;
  gap: 20px;
  align-content: end;
  color: ${(p) => p.theme.color.concrete};
  font-size: 1.0625rem;
  ${desktop} {
    grid-column: 8 / -1;
  }
`;

const Figures = styled(GridList)`
  ${desktop} {
    grid-column: 1 / -1;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${(p) => p.theme.size.gutter};
  }
  li {
    padding: 28px 0;
    border-top: 1px solid rgba(244, 241, 234, 0.3);
  }
`;

const Value = styled.p`
  font-family: ${(p) => p.theme.font.display};
  font-size: clamp(5rem, 16vw, 13rem);
  font-weight: 600;
  letter-spacing: -0.06em;
  line-height: 0.85;
  span {
    color: ${(p) => p.theme.color.accent};
  }
`;

const Label = styled.p`
  margin-top: 20px;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px 24px;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.8125rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${(p) => p.theme.color.stoneLight};
  a {
    color: ${(p) => p.theme.color.paper};
    text-underline-offset: 4px;
  }
`;

const Action = styled.div`
  ${desktop} {
    grid-column: 1 / -1;
  }
`;

/** Why printing pays: the two case-study savings (70% and 73%) set as large figures. */
export function ClosingSection() {
  return (
    <Band $tone="dark" aria-labelledby="projects-closing-title">
      <Layout>
        <SectionKicker eyebrow={closing.eyebrow} tone="dark" />
        <Heading id="projects-closing-title">{closing.heading}</Heading>
        <Text>
          {closing.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Text>
        <Figures>
          {closing.figures.map((figure) => {
            const project = getProject(figure.projectId);
            return (
              <li key={figure.value}>
                <Value>
                  {figure.value}
                  <span>%</span>
                </Value>
                <Label>
                  <span>{figure.label}</span>
                  {project ? <AppLink to={`/project/${project.id}`}>{project.title}</AppLink> : null}
                </Label>
              </li>
            );
          })}
        </Figures>
        <Action>
          <ContactDialogTrigger>{closing.cta.label}</ContactDialogTrigger>
        </Action>
      </Layout>
    </Band>
  );
}
