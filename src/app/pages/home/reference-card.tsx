import { AppLink } from '../../components/links/app-link';
import styled from 'styled-components';
import type { ReferenceCard as ReferenceCardData } from '../../../content/types';
import { ArrowIcon } from '../../components/icons/icons';
import { Picture } from '../../components/media/picture';

const Card = styled(AppLink)`
  display: flex;
  flex-direction: column;
  height: 100%;
  color: inherit;
  text-decoration: none;
`;

const Media = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: ${(p) => p.theme.color.concrete};
  picture,
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  img {
    transition: transform 1.2s ${(p) => p.theme.motion.ease};
  }
  ${Card}:hover & img,
  ${Card}:focus-visible & img {
    transform: scale(1.04);
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  gap: 12px;
  padding-top: 20px;
  margin-top: 20px;
  border-top: 1px solid ${(p) => p.theme.color.ink};
`;

const Category = styled.p`
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${(p) => p.theme.color.inkSoft};
`;

const Name = styled.h3`
  font-size: clamp(1.5rem, 2.2vw, 2rem);
  letter-spacing: -0.03em;
`;

const Description = styled.p`
  color: ${(p) => p.theme.color.inkSoft};
`;

const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  margin-top: auto;
  padding-top: 8px;
  font-weight: 600;
  font-size: 0.9375rem;
  svg {
    transition: transform 0.3s ${(p) => p.theme.motion.ease};
  }
  ${Card}:hover & svg,
  ${Card}:focus-visible & svg {
    transform: translateX(6px);
    color: ${(p) => p.theme.color.accentInk};
  }
`;

/** One home reference: image, category, name, one line, leading to /reference/{id}. */
export function ReferenceCard({ card, linkLabel }: { card: ReferenceCardData; linkLabel: string }) {
  return (
    <Card to={`/reference/${card.id}`} data-reference={card.id}>
      <Media>
        {/* Cover-cropped to 4:3, so drawn 1.2x the card width: 3 columns on desktop, full width on phones. */}
        <Picture image={card.image} sizes="(min-width: 1440px) 530px, (min-width: 900px) 37vw, 120vw" alt="" />
      </Media>
      <Body>
        <Category>{card.category}</Category>
        <Name>{card.name}</Name>
        <Description>{card.description}</Description>
        <More>
          {linkLabel}
          <ArrowIcon />
        </More>
      </Body>
    </Card>
  );
}
