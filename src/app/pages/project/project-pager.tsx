import { AppLink } from '../../components/links/app-link';
import styled from 'styled-components';
import { projectDetailLabels } from '../../../content/projects';
import type { Project } from '../../../content/types';
import { ArrowIcon } from '../../components/icons/icons';
import { Picture } from '../../components/media/picture';
import { Container } from '../../components/ui/section';
import { desktop } from '../../styles/theme';

const Band = styled.nav`
  background: ${(p) => p.theme.color.ink};
  color: ${(p) => p.theme.color.paper};
  padding: clamp(48px, 7vw, 96px) 0;
`;

const Layout = styled(Container)`
  display: grid;
  gap: 40px;
  ${desktop} {
    grid-template-columns: minmax(0, 4fr) minmax(0, 8fr);
    column-gap: ${(p) => p.theme.size.gutter};
    align-items: end;
  }
`;

const Back = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: 12px;
  min-height: 48px;
  align-self: end;
  justify-self: start;
  font-weight: 600;
  text-decoration: none;
  border-bottom: 1px solid rgba(244, 241, 234, 0.4);
  svg {
    transform: rotate(180deg);
    transition: transform 0.3s ${(p) => p.theme.motion.ease};
  }
  &:hover svg {
    transform: rotate(180deg) translateX(6px);
  }
`;

const Next = styled(AppLink)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  color: inherit;
  text-decoration: none;
  @media (min-width: 600px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: end;
  }
`;

const Thumb = styled.div`
  aspect-ratio: 16 / 10;
  overflow: hidden;
  img {
    transition: transform 1.2s ${(p) => p.theme.motion.ease};
  }
  ${Next}:hover & img,
  ${Next}:focus-visible & img {
    transform: scale(1.04);
  }
`;

const Label = styled.span`
  display: block;
  margin-bottom: 12px;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${(p) => p.theme.color.stoneLight};
`;

const Title = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding-bottom: 12px;
  border-bottom: 1px solid rgba(244, 241, 234, 0.4);
  font-family: ${(p) => p.theme.font.display};
  font-size: clamp(2rem, 4vw, 3.5rem);
  font-weight: 600;
  letter-spacing: -0.04em;
  line-height: 1;
  svg {
    flex: none;
    transition: transform 0.3s ${(p) => p.theme.motion.ease};
  }
  ${Next}:hover & {
    border-bottom-color: ${(p) => p.theme.color.accent};
  }
  ${Next}:hover & svg {
    transform: translateX(6px);
  }
`;

/** The end of a project page: back to the portfolio, or on to the next project. */
export function ProjectPager({ next }: { next: Project }) {
  return (
    <Band aria-label={projectDetailLabels.next}>
      <Layout>
        <Back to="/projects">
          <ArrowIcon />
          {projectDetailLabels.back}
        </Back>
        <Next to={`/project/${next.id}`} data-next-project={next.id}>
          <Thumb>
            <Picture image={next.heroImage} sizes="(min-width: 1440px) 440px, (min-width: 900px) 31vw, (min-width: 600px) 46vw, calc(100vw - 32px)" alt="" />
          </Thumb>
          <span>
            <Label>{projectDetailLabels.next}</Label>
            <Title>
              {next.title}
              <ArrowIcon />
            </Title>
          </span>
        </Next>
      </Layout>
    </Band>
  );
}
