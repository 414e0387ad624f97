/** Texts shared by the five legal pages' layout (not part of any document). */
export const legalLabels = {
  eyebrow: 'Legal',
  lastUpdated: 'Last updated',
  contents: 'On this page',
  countryCount: (n: number) => `${n} countries`,
  contactLinks: 'Contact details',
} as const;
