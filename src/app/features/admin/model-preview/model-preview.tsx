import styled from 'styled-components';
import { adminModels } from '../../../../content/admin-models';
import { isMeasured, type ModelInsight, type ModelMeasurement } from '../../../../shared/model-measurement';
import { groupDigits } from '../../../../shared/group-digits';
import { definitionList } from '../shared/definition-list';
import { viewerChunk } from './model-chunks';
import { fitInEnvelope, solidMasses } from './model-fit';
import { formatMass, formatModelSize } from './model-size';
import { useChunk } from './use-chunk';

const Section = styled.section`
  display: grid;
  gap: 16px;
  padding-top: 16px;
  border-top: 1px solid ${(p) => p.theme.color.concrete};
  h4 {
    margin: 0;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  ${definitionList}
  gap: 6px 20px;
`;

const Warning = styled.span`
  color: ${(p) => p.theme.color.danger};
`;

const Masses = styled.table`
  border-collapse: collapse;
  font-size: 0.875rem;
  caption {
    white-space: nowrap;
    text-align: left;
    font-weight: 600;
    padding-bottom: 4px;
  }
  th,
  td {
    padding: 4px 16px 4px 0;
    text-align: left;
    border-bottom: 1px solid ${(p) => p.theme.color.concrete};
  }
  td:last-child,
  th:last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${(p) => p.theme.color.stone};
`;

const Placeholder = styled.p`
  margin: 0;
  aspect-ratio: 4 / 3;
  display: grid;
  place-items: center;
  border: 1px solid ${(p) => p.theme.color.concrete};
  color: ${(p) => p.theme.color.stone};
`;

/** Two decimals for small amounts, whole grouped numbers from 100 up: `8.64 m²`, `1,728 L`. */
const amount = (value: number) => (value >= 100 ? groupDigits(value) : value.toFixed(2));
const area = (mm2: number) => (mm2 >= 1e6 ? `${amount(mm2 / 1e6)} m²` : `${amount(mm2 / 100)} cm²`);
const volume = (mm3: number) => (mm3 >= 1e6 ? `${amount(mm3 / 1e6)} L` : `${amount(mm3 / 1000)} cm³`);

/** The 3D view once three.js has loaded (its chunk started loading with the lead: lazy-model-preview.tsx). */
function View(props: { attachmentId: string; filename: string; model: ModelMeasurement }) {
  const { value: ModelViewer, failed } = useChunk(viewerChunk);
  if (ModelViewer) return <ModelViewer {...props} />;
  return <Placeholder role={failed ? 'status' : undefined}>{failed ? adminModels.viewer.loadFailed : adminModels.viewer.loading}</Placeholder>;
}

/**
 * One attached 3D model in the reading pane: what the outbox worker measured (size, mesh quality, unit,
 * fit in the gantry, mass estimate) and the interactive 3D view. `model` is absent until it is measured.
 */
export function ModelPreview({ attachmentId, filename, model }: { attachmentId: string; filename: string; model?: ModelInsight }) {
  const text = adminModels;
  if (!model) {
    return (
      <Section aria-label={text.heading(filename)}>
        <h4>{text.heading(filename)}</h4>
        <Note role="status">{text.measuring}</Note>
      </Section>
    );
  }
  if (!isMeasured(model)) {
    return (
      <Section aria-label={text.heading(filename)}>
        <h4>{text.heading(filename)}</h4>
        <Warning role="status">{text.failed(model.error)}</Warning>
      </Section>
    );
  }
  const fit = fitInEnvelope(model.bbox_mm);
  const units = text.unitNames[model.unit];
  return (
    <Section aria-label={text.heading(filename)} data-model-size={formatModelSize(model.bbox_mm)}>
      <h4>{text.heading(filename)}</h4>
      <View attachmentId={attachmentId} filename={filename} model={model} />
      <Facts>
        <dt>{text.size}</dt>
        <dd>{formatModelSize(model.bbox_mm)}</dd>
        <dt>{text.fit}</dt>
        <dd>{fit.fitsInOnePiece ? text.fitsWhole : text.sections(fit.sections, fit.pieces)}</dd>
        <dt>{text.mesh}</dt>
        <dd>{model.watertight ? text.watertight : <Warning>{model.closed ? text.notOriented : text.notClosed}</Warning>}</dd>
        <dt>{text.triangles}</dt>
        <dd>{groupDigits(model.triangles)}</dd>
        <dt>{text.surface}</dt>
        <dd>{area(model.area_mm2)}</dd>
        <dt>{text.volume}</dt>
        <dd>{volume(model.volume_mm3)}</dd>
        <dt>{text.unit}</dt>
        <dd>{model.unit_guessed ? text.unitGuessed(units) : text.unitDeclared(units)}</dd>
      </Facts>
      <div>
        <Masses>
          <caption>{text.massHeading}</caption>
          <thead>
            <tr>
              <th scope="col">{text.material}</th>
              <th scope="col">{text.mass}</th>
            </tr>
          </thead>
          <tbody>
            {solidMasses(model.volume_mm3).map(({ abbreviation, kg }) => (
              <tr key={abbreviation}>
                <th scope="row">{abbreviation}</th>
                <td>{formatMass(kg)}</td>
              </tr>
            ))}
          </tbody>
        </Masses>
        <Note>{text.massNote}</Note>
      </div>
    </Section>
  );
}
