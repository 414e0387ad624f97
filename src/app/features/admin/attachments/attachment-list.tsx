import styled from 'styled-components';
import { adminAttachments as text } from '../../../../content/admin';
import { formatBytes, PREVIEWABLE_TYPES, type AttachmentDto } from '../../../../shared/attachment-rules';
import { desktop } from '../../../styles/theme';
import { PdfPreview } from '../pdf-preview/pdf-preview';

const ATTACHMENTS_URL = '/api/admin/attachments';

const Section = styled.section`
  display: grid;
  gap: 12px;
`;

const Heading = styled.h4`
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  font-weight: 500;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${(p) => p.theme.color.stone};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${desktop} {
    grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  }
`;

const Tile = styled.li`
  display: grid;
  grid-template-rows: auto 1fr;
  border: 1px solid ${(p) => p.theme.color.concrete};
  background: ${(p) => p.theme.color.paper};
`;

const Preview = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: ${(p) => p.theme.color.paperDeep};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Kind = styled.span`
  font-family: ${(p) => p.theme.font.display};
  font-size: 1.5rem;
  font-weight: 600;
  letter-spacing: -0.02em;
  color: ${(p) => p.theme.color.stone};
`;

const Details = styled.div`
  display: grid;
  gap: 4px;
  padding: 10px 12px 12px;
  font-size: 0.875rem;
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  color: ${(p) => p.theme.color.stone};
`;

const Download = styled.a`
  justify-self: start;
  margin-top: 4px;
  font-weight: 600;
  color: ${(p) => p.theme.color.ink};
  text-decoration-color: ${(p) => p.theme.color.accent};
  text-decoration-thickness: 2px;
  text-underline-offset: 3px;
`;

/**
 * A message's files in the reading pane: raster images as a small preview (served inline only for
 * those types, sandboxed), PDFs as their first page drawn on a canvas by pdf.js (see docs/admin.md),
 * everything else as its type; each with size and a download link (always a download, never opened
 * in the page).
 */
export function AttachmentList({ attachments }: { attachments: AttachmentDto[] }) {
  if (attachments.length === 0) return null;
  return (
    <Section aria-labelledby="attachments-heading">
      <Heading id="attachments-heading">{text.heading(attachments.length)}</Heading>
      <Grid>
        {attachments.map((file) => {
          const kind = text.kinds[file.content_type] ?? file.content_type;
          return (
            <Tile key={file.id}>
              <Preview>
                {PREVIEWABLE_TYPES.includes(file.content_type) ? (
                  <img src={`${ATTACHMENTS_URL}/${file.id}/preview`} alt="" loading="lazy" decoding="async" />
                ) : file.content_type === 'application/pdf' ? (
                  <PdfPreview url={`${ATTACHMENTS_URL}/${file.id}`} filename={file.filename} size={file.size} />
                ) : (
                  <Kind aria-hidden="true">{kind}</Kind>
                )}
              </Preview>
              <Details>
                <Name>{file.filename}</Name>
                <Meta>
                  {kind} · {formatBytes(file.size)}
                </Meta>
                <Download href={`${ATTACHMENTS_URL}/${file.id}`} download={file.filename} aria-label={text.downloadLabel(file.filename)}>
                  {text.download}
                </Download>
              </Details>
            </Tile>
          );
        })}
      </Grid>
    </Section>
  );
}
