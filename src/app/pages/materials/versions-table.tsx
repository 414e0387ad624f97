import styled from 'styled-components';
import { materialLabels, materialPageLabels } from '../../../content/materials';
import type { Material, MaterialVersion } from '../../../content/types';
import { SpecTable, type SpecColumn, type SpecTone } from '../../components/ui/spec-table';
import { MaterialIcon } from './material-icon';

const Name = styled.span`
  display: inline-flex;
  align-items: flex-start;
  gap: 10px;
  svg {
    flex: none;
    margin-top: -1px;
    color: ${(p) => p.theme.color.accent};
  }
`;

const TypeTag = styled.span`
  display: inline-block;
  padding: 2px 8px;
  border: 1px solid currentColor;
  font-size: 0.6875rem;
  letter-spacing: 0.08em;
  white-space: nowrap;
`;

const columns: SpecColumn<MaterialVersion>[] = [
  {
    key: 'name',
    label: materialPageLabels.version,
    width: '25%',
    cell: (v) => (
      <Name>
        <MaterialIcon icon={v.icon} />
        <span>{v.name}</span>
      </Name>
    ),
  },
  { key: 'type', label: materialLabels.type, width: '19%', cell: (v) => <TypeTag>{v.type}</TypeTag> },
  { key: 'color', label: materialLabels.color, width: '17%', cell: (v) => v.color },
  { key: 'idealFor', label: materialLabels.idealFor, cell: (v) => v.idealFor },
  { key: 'extruders', label: materialLabels.extruders, width: '12%', cell: (v) => v.extruders },
];

/** Every grade of one material, as the rows of a spec sheet. */
export function VersionsTable({ material, tone }: { material: Material; tone: SpecTone }) {
  return (
    <SpecTable
      label={materialPageLabels.tableLabel(material.abbreviation)}
      columns={columns}
      rows={material.versions}
      rowKey={(v) => v.name}
      tone={tone}
    />
  );
}
