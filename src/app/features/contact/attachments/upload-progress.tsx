import styled from 'styled-components';
import { contactAttachments as text } from '../../../../content/contact';

const Wrapper = styled.div`
  display: grid;
  gap: 6px;
`;

const Label = styled.div`
  display: flex;
  justify-content: space-between;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.8125rem;
  color: ${(p) => p.theme.color.inkSoft};
`;

const Track = styled.div`
  height: 8px;
  background: ${(p) => p.theme.color.concrete};
  overflow: hidden;
`;

const Bar = styled.div`
  height: 100%;
  background: ${(p) => p.theme.color.accent};
  transform-origin: left center;
  transition: transform 0.15s linear;
`;

/** The upload's real progress (XMLHttpRequest upload events), as a bar with its percent. */
export function UploadProgress({ percent }: { percent: number }) {
  const label = percent < 100 ? text.uploading : text.uploaded;
  return (
    <Wrapper data-testid="upload-progress">
      <Label>
        <span id="upload-progress-label">{label}</span>
        <span>{percent} %</span>
      </Label>
      <Track role="progressbar" aria-labelledby="upload-progress-label" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent} %`}>
        <Bar style={{ transform: `scaleX(${percent / 100})` }} />
      </Track>
    </Wrapper>
  );
}
