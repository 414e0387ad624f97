import { site } from './site';
import type { MediaKey } from './types';

export interface PlanningPhase {
  id: 'plan' | 'sketch' | 'check' | 'make';
  heading: string;
  paragraph: string;
  deliverables: string[];
  image: MediaKey;
}

export const masterPlanningHero = {
  eyebrow: 'Master Planning',
  heading: 'Plan the whole place around what printing does best.',
  subheading:
    'For resorts, parks, campuses and mixed-use districts, we shape the design language, the fabrication strategy and the budget together, before the first drawing is frozen.',
  image: 'master-planning/hero',
} as const;

export const architecturalVision = {
  heading: 'Architectural Vision',
  paragraphs: [
    'Large-format printing changes what is affordable. Curvature, variation and ornament cost little more than flat, repeated panels, so a site can have a richer identity without a larger budget.',
    'We bring that knowledge to the master plan: where printed elements add the most value, how they repeat and vary across the site, and how they are maintained and replaced over decades.',
  ],
} as const;

export const whyChooseUs = {
  heading: `Why Choose ${site.name} For Master Planning?`,
  reasons: [
    {
      title: 'Designers who fabricate',
      text: 'Every line we draw has been tested on our own machines, so the plan is buildable as drawn.',
    },
    {
      title: 'Costed from day one',
      text: 'Material, print hours and finishing are estimated alongside the concept, so budgets hold through delivery.',
    },
    {
      title: 'One family of parts',
      text: 'We design a kit of printed elements that varies across the site while sharing toolpaths, fixings and finishes.',
    },
    {
      title: 'Circular by design',
      text: 'Recycled feedstock, demountable fixings and a take-back route for worn parts are planned in, not bolted on.',
    },
  ],
} as const;

export const planningPhases: PlanningPhase[] = [
  {
    id: 'plan',
    heading: 'Plan',
    paragraph:
      'We start with the site, the program and the budget. Together we decide where printed architecture will carry the identity of the place and where conventional construction is the better answer.',
    deliverables: ['Site and program review', 'Opportunity map for printed elements', 'Order-of-magnitude budget'],
    image: 'master-planning/hero',
  },
  {
    id: 'sketch',
    heading: 'Sketch',
    paragraph:
      'Concepts develop as sketches and parametric models side by side. We explore families of forms that can vary from one zone to the next while sharing the same print strategy.',
    deliverables: ['Concept sketches and massing', 'Parametric design family', 'Material and finish palette'],
    image: 'master-planning/sketch',
  },
  {
    id: 'check',
    heading: 'Check',
    paragraph:
      'Before anything is committed, we print full-size mock-ups and test sections. Clients see the real texture, color and scale on site, and engineers get the data they need for sign-off.',
    deliverables: ['Full-scale mock-ups', 'Structural and fire-performance review', 'Refined cost plan and program'],
    image: 'master-planning/check',
  },
  {
    id: 'make',
    heading: 'Make',
    paragraph:
      'Production runs in our Orlando workshop in the sequence the site needs. Pieces are printed, machined, coated, labelled and delivered ready to fix, with our team on site for installation.',
    deliverables: ['Production and finishing', 'Logistics and installation', 'Maintenance and replacement guide'],
    image: 'master-planning/make',
  },
];

export const masterPlanningCta = {
  heading: 'Start with a conversation.',
  text: 'Tell us about the site and the ambition. We will show you where printing can make the biggest difference.',
  primary: { label: 'Talk to Us', action: 'contact-dialog' },
  secondary: { label: 'Meet the Team', href: '/team' },
} as const;

export const planningPhasesSection = {
  eyebrow: 'Process',
  heading: 'Four phases, one team.',
  intro:
    'Every master plan moves through the same four steps. The people who plan the place are the people who print it, so nothing is lost between one phase and the next.',
  deliverablesLabel: 'Deliverables',
  phasesNav: 'Master planning phases',
} as const;
