/**
 * Solid densities of the base polymers in the materials catalog (materials.ts), in g/cm³, for the inbox's
 * first estimate of a model's mass. Values are the "density" or "specific gravity" rows of representative
 * manufacturers' data sheets (ISO 1183 / ASTM D792) for the unfilled grades we run; fiber-filled versions are
 * 5–25 % denser and a printed part with infill lighter, which is why the inbox labels the result an estimate.
 */
export const materialDensities: { abbreviation: string; gramsPerCm3: number; source: string }[] = [
  // Eastman Eastar copolyester 6763 (PETG) data sheet: density 1.27 g/cm³.
  { abbreviation: 'PETG', gramsPerCm3: 1.27, source: 'Eastman Eastar 6763 data sheet' },
  // SABIC CYCOLAC MG47 (general-purpose ABS) data sheet: specific gravity 1.04.
  { abbreviation: 'ABS', gramsPerCm3: 1.04, source: 'SABIC CYCOLAC MG47 data sheet' },
  // LyondellBasell Pro-fax 6523 (PP homopolymer) data sheet: density 0.900 g/cm³.
  { abbreviation: 'PP', gramsPerCm3: 0.9, source: 'LyondellBasell Pro-fax 6523 data sheet' },
  // INEOS Styrolution Luran S 777K (ASA) data sheet: density 1.07 g/cm³.
  { abbreviation: 'ASA', gramsPerCm3: 1.07, source: 'INEOS Styrolution Luran S 777K data sheet' },
  // NatureWorks Ingeo 4043D (PLA) data sheet: specific gravity 1.24.
  { abbreviation: 'PLA', gramsPerCm3: 1.24, source: 'NatureWorks Ingeo 4043D data sheet' },
  // Covestro Makrolon 2405 (PC) data sheet: density 1.20 g/cm³.
  { abbreviation: 'PC', gramsPerCm3: 1.2, source: 'Covestro Makrolon 2405 data sheet' },
  // SABIC ULTEM 1010 (PEI) data sheet: specific gravity 1.27.
  { abbreviation: 'PEI', gramsPerCm3: 1.27, source: 'SABIC ULTEM 1010 data sheet' },
  // Celanese (ExxonMobil) Santoprene 101-64 (TPV) data sheet: specific gravity 0.97.
  { abbreviation: 'TPE', gramsPerCm3: 0.97, source: 'Santoprene 101-64 data sheet' },
];
