import { AppLink } from '../../components/links/app-link';
import styled from 'styled-components';
import { capabilitiesLabels, materialSpecTable } from '../../../content/capabilities';
import type { MaterialSpecRow } from '../../../content/types';
import { ArrowIcon } from '../../components/icons/icons';
import { Band, SectionGrid, SectionTitle } from '../../components/ui/section';
import { SpecTable, type SpecColumn } from '../../components/ui/spec-table';
import { desktop } from '../../styles/theme';

const Layout = styled(SectionGrid).attrs({ $rows: ['40px'] as const })`
  ${desktop} {
    align-items: start;
  }
`;

const Intro = styled.div`
  display: grid;
  gap: 24px;
  ${desktop} {
    grid-column: 1 / span 4;
    position: sticky;
    top: calc(${(p) => p.theme.size.navHeight} + 24px);
  }
  p {
    max-width: 42ch;
    color: ${(p) => p.theme.color.inkSoft};
  }
`;

const TableArea = styled.div`
  ${desktop} {
    grid-column: 6 / span 7;
  }
`;

const MoreLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  justify-self: start;
  padding: 6px 0;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.8125rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  text-decoration: none;
  border-bottom: 1px solid currentColor;
  svg {
    transition: transform 0.2s;
  }
  &:hover svg {
    transform: translateX(4px);
  }
`;

const [materialLabel, propertyLabel, temperatureLabel] = materialSpecTable.columns;

const columns: SpecColumn<MaterialSpecRow>[] = [
  { key: 'material', label: materialLabel, cell: (row) => row.material, width: '26%' },
  { key: 'property', label: propertyLabel, cell: (row) => row.keyProperty },
  { key: 'temperature', label: temperatureLabel, cell: (row) => row.maxOperatingTemperature, width: '22%' },
];

/** The nine feedstocks at a glance, linking to the full catalog of grades. */
export function MaterialSpecList() {
  return (
    <Band $tone="light" aria-labelledby="material-specs-heading" id="material-specifications">
      <Layout>
        <Intro>
          <SectionTitle id="material-specs-heading">{materialSpecTable.heading}</SectionTitle>
          <p>{capabilitiesLabels.specIntro}</p>
          <MoreLink to={capabilitiesLabels.specLinkHref}>
            {capabilitiesLabels.specLink}
            <ArrowIcon />
          </MoreLink>
        </Intro>
        <TableArea>
          <SpecTable label={capabilitiesLabels.tableLabel} columns={columns} rows={materialSpecTable.rows} rowKey={(row) => row.material} />
        </TableArea>
      </Layout>
    </Band>
  );
}
