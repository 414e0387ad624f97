import styled from 'styled-components';
import type { TeamMember } from '../../../content/types';
import { Picture } from '../../components/media/picture';

const Card = styled.article`
  display: grid;
  gap: 24px;
  align-content: start;
`;

const Portrait = styled.div`
  position: relative;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  background: ${(p) => p.theme.color.concrete};
  picture,
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Index = styled.span`
  position: absolute;
  top: 16px;
  left: 16px;
  padding: 4px 8px;
  background: ${(p) => p.theme.color.ink};
  color: ${(p) => p.theme.color.paper};
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.12em;
`;

const Name = styled.h3`
  padding-top: 16px;
  border-top: 1px solid ${(p) => p.theme.color.ink};
  font-size: clamp(1.75rem, 3vw, 2.75rem);
  letter-spacing: -0.035em;
`;

const Role = styled.p`
  margin-top: 10px;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${(p) => p.theme.color.stone};
`;

const Bio = styled.p`
  max-width: 52ch;
  color: ${(p) => p.theme.color.inkSoft};
`;

/** A partner: portrait, name, title and a short biography. */
export function MemberCard({ member, index }: { member: TeamMember; index: number }) {
  return (
    <Card>
      <Portrait>
        {/* 4:5 portraits drawn at their own ratio: half the grid on desktop, full width on phones. */}
        <Picture image={member.photo} sizes="(min-width: 1440px) 555px, (min-width: 900px) 38vw, calc(100vw - 32px)" />
        <Index aria-hidden="true">{String(index + 1).padStart(2, '0')}</Index>
      </Portrait>
      <div>
        <Name>{member.name}</Name>
        <Role>{member.title}</Role>
      </div>
      <Bio>{member.bio}</Bio>
    </Card>
  );
}
