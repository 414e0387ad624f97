/**
 * The facts other pages quote about each reference (the projects page's index), kept apart from the
 * full texts in references.ts so those pages do not ship them.
 */
export const referenceSummaries = {
  'pandora-avatar': { title: 'Pandora – The World of Avatar', category: 'Themed Land', location: 'Bay Lake, Florida', duration: '3 years' },
  'epic-universe': { title: 'Epic Universe', category: 'Theme Park', location: 'Orlando, Florida', duration: '5 years' },
  'legoland-florida': { title: 'Legoland Florida', category: 'Theme Park', location: 'Winter Haven, Florida', duration: '2 years' },
  'turks-and-caicos': { title: 'Turks and Caicos Resort', category: 'Hospitality', location: 'Providenciales, Turks and Caicos Islands', duration: '8 months' },
} as const;

export type ReferenceId = keyof typeof referenceSummaries;
