/**
 * Solid densities of the base polymers in the materials catalog (materials.ts), in g/cm³, for the inbox's
 * first estimate of a model's mass. Each value is the "density" (ISO 1183, ASTM D1505) or "specific
 * gravity" (ASTM D792, the same number) row of a manufacturer's data sheet for an unfilled grade, read from
 * the copy of the sheet named below (searched 2026-11-25); two have no sheet yet and say so. Fiber-filled versions are 5–25 % denser and a
 * printed part with infill lighter, which is why the inbox labels the result an estimate.
 */
export interface MaterialDensity {
  abbreviation: string;
  gramsPerCm3: number;
  /** Where the value was read, or null where no data sheet giving it was found (the value is then unverified). */
  source: DensitySource | null;
}

export interface DensitySource {
  manufacturer: string;
  product: string;
  document: string;
  /** The row as the sheet prints it. */
  figure: string;
  /** Where the sheet was read: often a copy on a document-sharing or distributor site, not the maker's own. */
  url: string;
}

export const materialDensities: MaterialDensity[] = [
  {
    abbreviation: 'PETG',
    gramsPerCm3: 1.27,
    // The Eastar 6763 sheets found did not show their density row; Eastman's Drystar 0601 (a copolyester of
    // the same CHDM-modified PET family) does.
    source: {
      manufacturer: 'Eastman',
      product: 'Drystar 0601 copolyester',
      document: 'Technical data sheet',
      figure: 'Density (film, ASTM D1505) 1.27 g/cm³',
      url: 'http://productcatalog.eastman.com/tds/ProdDatasheet.aspx?product=71058037&pn=Drystar+0601+Copolyester',
    },
  },
  {
    abbreviation: 'ABS',
    gramsPerCm3: 1.04,
    source: {
      manufacturer: 'INEOS Styrolution (formerly BASF)',
      product: 'Terluran GP-35 ABS',
      document: 'Product information (as reproduced by a distributor)',
      figure: 'Density (ISO 1183) 1040 kg/m³',
      url: 'https://plasticdealers.in/product/abs-moulding-basf-terluran-gp-35',
    },
  },
  {
    abbreviation: 'PP',
    gramsPerCm3: 0.9,
    source: {
      manufacturer: 'Flint Hills Resources',
      product: 'P4G4Z-011 polypropylene homopolymer',
      document: 'Product data sheet',
      figure: 'Density (ASTM D1505) 0.90 g/cm³',
      url: 'https://pdfslide.us/documents/p4g4z-011-description-homopolymer-features-good-stiffness-produced-without.html',
    },
  },
  {
    abbreviation: 'ASA',
    gramsPerCm3: 1.07,
    source: {
      manufacturer: 'INEOS Styrolution',
      product: 'Luran S 778T ASA',
      document: 'Product properties page',
      figure: 'Density (ISO 1183) 1070 kg/m³',
      url: 'http://ineos-styrolution.com/Product/Luran-S_LURAN-S-778T_SKU400700190196.html?SKU=400700190196&SelectedRegion=Region_EMEA',
    },
  },
  {
    abbreviation: 'PLA',
    gramsPerCm3: 1.24,
    source: {
      manufacturer: 'NatureWorks',
      product: 'Ingeo Biopolymer 4043D (3D printing monofilament grade)',
      document: 'Technical data sheet',
      figure: 'Specific gravity (ASTM D792) 1.24',
      url: 'https://docslib.org/doc/4016496/ingeo-biopolymer-4043d-technical-data-sheet',
    },
  },
  {
    abbreviation: 'PC',
    gramsPerCm3: 1.2,
    source: {
      manufacturer: 'Covestro',
      product: 'Makrolon 2405 polycarbonate',
      document: 'Technical data sheet (UL Prospector)',
      figure: 'Density (ISO 1183, 23 °C) 1.20 g/cm³',
      url: 'https://scribd.com/document/746044700/Makrolon-2405',
    },
  },
  {
    abbreviation: 'PEI',
    gramsPerCm3: 1.27,
    // Not verified: no ULTEM 1010 sheet showing its density turned up (the one SABIC ULTEM sheet found with a
    // density row is for AUT230, a different, high-heat grade: 1.30 g/cm³). 1.27 was written from memory.
    source: null,
  },
  {
    abbreviation: 'TPE',
    gramsPerCm3: 0.97,
    // Not verified: no data sheet giving the density of a TPE of the catalog's kind (Shore A 40–90) turned up,
    // Santoprene 101-64's (the grade first named here) included. 0.97 was written from memory and is kept only
    // until someone reads the supplier's sheet.
    source: null,
  },
];
