import { site } from './site';
import type { TeamMember, Value } from './types';

export const teamIntro = {
  heading: 'The Team',
  paragraphs: [
    `${site.name} is a small team of designers, engineers and fabricators working under one roof in Orlando. We have printed for theme parks, hotels, restaurants and retailers since ${site.foundingYear}.`,
    'Every project is led by a partner from first call to final installation, so the person who understands your brief is the one who signs off the finished piece.',
  ],
  factsLabel: 'The studio in brief',
  facts: [
    { label: 'Founded', value: `${site.foundingYear}, ${site.address.city}, ${site.address.region}` },
    { label: 'Under one roof', value: 'Design, toolpaths, printing, CNC finishing and install crews' },
    { label: 'Who leads', value: 'A partner on every project, from first call to installation' },
  ],
  contactPrompt: 'Ready to talk about a project? Reach us directly:',
  eyebrow: 'Studio',
  membersEyebrow: 'Partners',
  membersHeading: 'Two partners, one workshop.',
  valuesEyebrow: 'Principles',
  contactEyebrow: 'Contact',
  contactHeading: 'Talk to the people who print it',
  contactButton: 'Send us a message',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  addressLabel: 'Studio',
} as const;

export const teamMembers: TeamMember[] = [
  {
    id: 'ceo',
    name: 'Daniel Okafor-Reyes',
    title: 'Chief Executive Officer & Managing Partner',
    bio: 'Daniel trained as an architect and spent a decade in themed construction before founding the studio to print what he used to sculpt by hand. He leads design direction and the studio’s largest commissions, and still reviews every toolpath before a first print.',
    photo: 'team/ceo',
  },
  {
    id: 'business-development',
    name: 'Clara Lindqvist',
    title: 'Head of Business Development',
    bio: 'Clara connects owners, architects and operators with what large-format printing can do for their budget and program. She previously managed procurement for hospitality build-outs across the Southeast, and now shapes every project’s scope before it reaches the workshop.',
    photo: 'team/business-development',
  },
];

export const teamValues: { heading: string; values: Value[] } = {
  heading: 'What Drives Us',
  values: [
    {
      title: 'Innovation',
      description: 'We develop our own toolpaths, materials and finishes so each project can do something the last one could not.',
    },
    {
      title: 'Precision',
      description: 'Tolerances of 1/32 in (1 mm) on objects 30 ft (9 m) long: we measure, machine and check until every joint closes.',
    },
    {
      title: 'Collaboration',
      description: 'We work as part of your design team, sharing models, mock-ups and decisions openly from the first sketch.',
    },
  ],
};
