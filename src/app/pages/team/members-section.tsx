import styled from 'styled-components';
import { teamIntro, teamMembers } from '../../../content/team';
import { SectionHeader } from '../../components/tiles/section-header';
import { Band, Container } from '../../components/ui/section';
import { desktop } from '../../styles/theme';
import { MemberCard } from './member-card';
import { GridList } from '../../components/ui/grid-list';

const List = styled(GridList)`
  gap: 72px ${(p) => p.theme.size.gutter};
  @media (min-width: 600px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${desktop} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    li:nth-child(odd) {
      grid-column: 1 / span 5;
    }
    /* The second partner hangs lower and further right: an asymmetric, gallery-like pair. */
    li:nth-child(even) {
      grid-column: 8 / span 5;
      margin-top: clamp(80px, 12vw, 200px);
    }
  }
`;

/** The two partners who lead every project. */
export function MembersSection() {
  return (
    <Band $tone="light" aria-labelledby="team-members-title">
      <Container>
        <SectionHeader eyebrow={teamIntro.membersEyebrow} index="01" title={teamIntro.membersHeading} titleId="team-members-title" />
        <List>
          {teamMembers.map((member, index) => (
            <li key={member.id}>
              <MemberCard member={member} index={index} />
            </li>
          ))}
        </List>
      </Container>
    </Band>
  );
}
