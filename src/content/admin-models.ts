/** The few texts shown before the preview's own chunk loads (kept apart so /admin's first load stays small). */
export const adminModelsInList = {
  /** Read before the list's badge (the largest model's size) by screen readers only. */
  badgePrefix: '3D model: ',
  loadingPreview: 'Loading the 3D preview…',
  previewFailed: 'The 3D preview could not load: reload the page to try again.',
} as const;

/** The inbox's texts about 3D models attached to a lead: measurements, fit, mass estimate and the 3D view. */
export const adminModels = {
  heading: (filename: string) => `3D model: ${filename}`,
  size: 'Size',
  triangles: 'Triangles',
  surface: 'Surface',
  volume: 'Volume',
  mesh: 'Mesh',
  watertight: 'Watertight: closed and consistently oriented',
  notClosed: 'Not closed: the mesh has holes or loose edges; volume and mass are unreliable',
  notOriented: 'Closed, but some faces point inwards; volume and mass are unreliable',
  unit: 'Unit',
  unitNames: { micron: 'microns', millimeter: 'millimeters', centimeter: 'centimeters', inch: 'inches', foot: 'feet', meter: 'meters' },
  unitDeclared: (units: string) => `${units}, as the file declares`,
  unitGuessed: (units: string) => `${units} (a guess from its size: STL and OBJ do not say)`,
  fit: 'Build envelope',
  fitsWhole: 'Fits the gantry in one piece',
  sections: (sections: readonly number[], pieces: number) => `Needs ${pieces} sections: ${sections.join(' × ')} along x × y × z`,
  massHeading: 'Solid mass, first estimate',
  massNote: 'Solid part in the unfilled grade; infill, fiber fillers and supports change it.',
  material: 'Material',
  mass: 'Mass',
  measuring: 'Being measured: press Refresh in a moment to see its size, fit and mass.',
  failed: (error: string) => `This model could not be measured: ${error}.`,
  viewer: {
    label: (filename: string) => `3D view of ${filename}`,
    loading: 'Loading the 3D view…',
    reset: 'Reset view',
    help: 'Drag to orbit, scroll or pinch to zoom, right-drag or two fingers to pan. Keys: arrows orbit, Shift + arrows pan, + and − zoom, 0 resets.',
    noWebgl: 'This browser cannot show 3D graphics (WebGL is off or unavailable). Download the file to open it in a desktop tool.',
    loadFailed: 'The 3D view could not load this file.',
    download: 'Download the file',
    axis: ['x', 'y', 'z'] as const,
  },
} as const;
