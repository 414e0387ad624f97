import styled from 'styled-components';
import { materialPageLabels, materials, materialsCta, materialsHero } from '../../../content/materials';
import { pageTitles } from '../../../content/meta';
import type { Material } from '../../../content/types';
import { ContactDialogTrigger } from '../../features/contact/contact-dialog-trigger';
import { AnchorIndex } from '../../components/page/anchor-index';
import { CtaBand } from '../../components/page/cta-band';
import { DarkHero } from '../../components/page/dark-hero';
import { shortTemperatureLimit } from '../../../content/units';
import type { RouteHandle } from '../../route-handle';
import { BeadStack } from './bead-stack';
import { materialAnchor, MaterialSection } from './material-section';

export const handle: RouteHandle = { meta: () => ({ title: pageTitles['/materials'] }), hero: true };

const Legend = styled.p`
  max-width: 88ch;
  margin-top: 28px;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  line-height: 1.7;
  color: ${(p) => p.theme.color.stoneLight};
`;

/** The index shows each limit in its shortest form: '≤ 158 °F (70 °C)' or '14–212 °F (−10–100 °C)'. */
function shortLimit(material: Material): string {
  const limit = material.operatingTemperature;
  return limit ? shortTemperatureLimit(limit) : materialPageLabels.noTemperatureShort;
}

export function Component() {
  return (
    <>
      <DarkHero eyebrow={materialPageLabels.eyebrow} title={materialsHero.heading} lead={materialsHero.intro} fullScreen art={<BeadStack />}>
        <AnchorIndex
          label={materialPageLabels.indexLabel}
          items={materials.map((material) => ({ id: materialAnchor(material), label: material.abbreviation, meta: shortLimit(material) }))}
          minWidth="96px"
        />
        <Legend>{materialsHero.extrudersNote}</Legend>
      </DarkHero>
      {materials.map((material, index) => (
        <MaterialSection key={material.abbreviation} material={material} position={index + 1} total={materials.length} />
      ))}
      <CtaBand heading={materialsCta.heading} text={materialsCta.text}>
        <ContactDialogTrigger>{materialsCta.button}</ContactDialogTrigger>
      </CtaBand>
    </>
  );
}
