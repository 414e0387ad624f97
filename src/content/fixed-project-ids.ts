/**
 * Spec section 2: project paths that exist as their own routes besides /project/:id. Kept apart from
 * projects.ts so the routes table can import it without pulling every project into the first load.
 */
export const fixedProjectIds = [
  'legoland',
  'bumper8',
  'kasa-tapas',
  'aloft-orlando',
  'sls-south-beach',
  'hyde-lounge',
  'southwest-lounge',
  'toothsome',
] as const;
