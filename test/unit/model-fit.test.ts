import { fitInEnvelope, solidMasses } from '../../src/app/features/admin/model-preview/model-fit';
import { largestModelSize } from '../../src/app/features/admin/model-preview/largest-model';
import { formatLength, formatMass, formatModelSize } from '../../src/app/features/admin/model-preview/model-size';
import { buildEnvelopeMm } from '../../src/content/build-envelope';
import { machineFacts } from '../../src/content/capabilities';
import { materialDensities } from '../../src/content/material-densities';
import { materials } from '../../src/content/materials';

describe('fit in the build envelope', () => {
  it('is the gantry volume the capabilities page states', () => {
    expect(buildEnvelopeMm).toEqual([6096, 3048, 1828.8]);
    expect(machineFacts.facts.find((f) => f.label === 'Gantry build volume')?.value).toBe('20 × 10 × 6 ft');
  });

  it('a piece inside the envelope prints whole', () => {
    expect(fitInEnvelope([1200, 800, 2100])).toEqual({ fitsInOnePiece: true, sections: [1, 1, 1], pieces: 1 });
  });

  it('a piece taller than the gantry but lying down fits: turned, it prints whole', () => {
    expect(fitInEnvelope([500, 500, 5000]).fitsInOnePiece).toBe(true);
  });

  it('a long piece needs sections along its long axis, in the orientation with the fewest pieces', () => {
    // 14.6 m along the 3.05 m Y axis so that 3.4 m lies along the 6.1 m X: 5 pieces, not 3 × 2.
    expect(fitInEnvelope([14_600, 3_400, 300])).toEqual({ fitsInOnePiece: false, sections: [5, 1, 1], pieces: 5 });
    expect(fitInEnvelope([7000, 7000, 7000])).toEqual({ fitsInOnePiece: false, sections: [2, 3, 4], pieces: 24 });
  });
});

describe('solid mass', () => {
  it('is volume × density for every printed base polymer', () => {
    const masses = solidMasses(1_000_000); // one litre
    expect(masses.find((m) => m.abbreviation === 'PETG')?.kg).toBeCloseTo(1.27, 6);
    expect(masses.find((m) => m.abbreviation === 'PP')?.kg).toBeCloseTo(0.9, 6);
  });

  it('covers every material of the catalogue but the purge compound, each cited or plainly marked unverified', () => {
    const printed = materials.map((m) => m.abbreviation).filter((a) => a !== 'PURGE');
    expect(materialDensities.map((d) => d.abbreviation).sort()).toEqual([...printed].sort());
    for (const { abbreviation, gramsPerCm3, source } of materialDensities) {
      expect(gramsPerCm3).toBeGreaterThan(0.8);
      expect(gramsPerCm3).toBeLessThan(1.5);
      if (!source) continue;
      expect(source.url).toMatch(/^https?:\/\/\S+$/);
      // The row quoted from the sheet holds the value used: as g/cm³ or specific gravity, or as kg/m³.
      const quoted = [gramsPerCm3.toFixed(2), String(Math.round(gramsPerCm3 * 1000)) + ' kg/m³'];
      expect({ abbreviation, matches: quoted.some((value) => source.figure.includes(value)) }).toEqual({ abbreviation, matches: true });
    }
    expect(materialDensities.filter((d) => !d.source).map((d) => d.abbreviation)).toEqual(['PEI', 'TPE']);
  });
});

describe('sizes for staff', () => {
  it('metres from a metre up, millimetres below', () => {
    expect(formatModelSize([1200, 800, 2100])).toBe('1.20 × 0.80 × 2.10 m');
    expect(formatModelSize([10, 10, 10])).toBe('10 × 10 × 10 mm');
    expect(formatModelSize([120.44, 80, 9.25])).toBe('120 × 80 × 9.3 mm');
    expect(formatLength(25.4, false)).toBe('25.4 mm');
    expect(formatLength(2100, true)).toBe('2.10 m');
  });

  it('masses in g, kg, and whole kg past 100', () => {
    expect(formatMass(0.00127)).toBe('1 g');
    expect(formatMass(12.44)).toBe('12.4 kg');
    expect(formatMass(1250.4)).toBe('1,250 kg');
  });
});

describe('the list badge', () => {
  const measured = (bbox_mm: [number, number, number]) => ({
    model: { format: 'stl-binary' as const, triangles: 12, bbox_mm, area_mm2: 1, volume_mm3: 1, watertight: true, closed: true, consistently_oriented: true, unit: 'millimeter' as const, unit_guessed: true },
  });

  it('shows the largest measured model, skipping failures, unmeasured files and other attachments', () => {
    const attachments = [{}, { model: { error: 'truncated' } }, measured([1200, 800, 2100]), measured([3000, 100, 100])];
    expect(largestModelSize(attachments)).toBe('1.20 × 0.80 × 2.10 m');
  });

  it('is absent without a measured model', () => {
    expect(largestModelSize(undefined)).toBeNull();
    expect(largestModelSize([{ model: { error: 'empty' } }])).toBeNull();
  });
});
