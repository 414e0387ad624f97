import styled from 'styled-components';
import { projectsPage } from '../../../content/projects';
import { TileCell } from '../../components/tiles/tile-grid';
import { ContactDialogTrigger } from '../../features/contact/contact-dialog-trigger';

const Card = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: 16px;
  padding: clamp(20px, 2.4vw, 32px);
  background: ${(p) => p.theme.color.ink};
  color: ${(p) => p.theme.color.paper};
  /* Layer lines printed across the top of the card. */
  background-image: repeating-linear-gradient(to bottom, rgba(244, 241, 234, 0.08) 0 1px, transparent 1px 7px);
  background-size: 100% 42%;
  background-repeat: no-repeat;
  h2 {
    font-size: clamp(1.75rem, 2.6vw, 2.5rem);
    letter-spacing: -0.035em;
  }
  p {
    color: ${(p) => p.theme.color.stoneLight};
    max-width: 30ch;
    /* Desktop rows are shortest between 900 and 1200 px: the button matters more than the line. */
    @media (min-width: 900px) and (max-width: 1199px) {
      display: none;
    }
  }
`;

/** Closes the last row of the portfolio grid with an invitation to start a project. */
export function GridCtaCell() {
  return (
    <TileCell $grid="square">
      <Card>
        <h2>{projectsPage.gridCta.heading}</h2>
        <p>{projectsPage.gridCta.text}</p>
        <div>
          <ContactDialogTrigger>{projectsPage.gridCta.button}</ContactDialogTrigger>
        </div>
      </Card>
    </TileCell>
  );
}
