import { imageJobs } from '../../scripts/media/catalog';
import * as animation from '../../src/content/animation';
import * as capabilities from '../../src/content/capabilities';
import * as contact from '../../src/content/contact';
import * as home from '../../src/content/home';
import { homeHero } from '../../src/content/home-hero';
import { altFor, imageAlts } from '../../src/content/image-alts';
import { legalNotice } from '../../src/content/legal/legal-notice';
import { privacyPolicy } from '../../src/content/legal/privacy-policy';
import { refundPolicy } from '../../src/content/legal/refund-policy';
import { restrictedCountries } from '../../src/content/legal/restricted-countries';
import { shippingPolicy } from '../../src/content/legal/shipping-policy';
import { termsOfService } from '../../src/content/legal/terms-of-service';
import * as masterPlanning from '../../src/content/master-planning';
import { materials } from '../../src/content/materials';
import * as materialsModule from '../../src/content/materials';
import { notFoundMeta, pageTitles, projectMeta, referenceMeta, staticRoutes } from '../../src/content/meta';
import { pageDescriptions } from '../../src/content/page-descriptions';
import * as nav from '../../src/content/nav';
import * as notFound from '../../src/content/not-found';
import { fixedProjectIds } from '../../src/content/fixed-project-ids';
import { getProject, projects, projectsPage, projectTiles } from '../../src/content/projects';
import * as projectsModule from '../../src/content/projects';
import { getReference, references } from '../../src/content/references';
import * as referencesModule from '../../src/content/references';
import { site } from '../../src/content/site';
import * as store from '../../src/content/store';
import * as team from '../../src/content/team';
import type { LegalDocument, LegalSection } from '../../src/content/types';

const PROJECT_IDS = [
  'stratum',
  'concepts',
  'legoland',
  'bumper8',
  'hmart',
  'custom-furniture',
  'kasa-tapas',
  'aloft-orlando',
  'sls-south-beach',
  'hyde-lounge',
  'southwest-lounge',
  'toothsome',
];
const REFERENCE_IDS = ['pandora-avatar', 'epic-universe', 'legoland-florida', 'turks-and-caicos'];
const MATERIAL_KEYS = ['petg', 'abs', 'pp', 'asa', 'pla', 'pc', 'pei', 'tpe', 'purge'];
const COLLECTION_IDS = ['seating', 'lighting', 'decoration', 'canopies', 'planters', 'furniture', 'architectural-features'];

/** Every image key the media engineer generates. */
const EXPECTED_IMAGE_KEYS = [
  'home/hero',
  'home/banner',
  'home/before',
  'home/after',
  ...PROJECT_IDS.flatMap((id) => ['a', 'b', 'c', 'd'].map((v) => `projects/${id}/${v}`)),
  ...REFERENCE_IDS.flatMap((id) => ['a', 'b', 'c'].map((v) => `references/${id}/${v}`)),
  ...MATERIAL_KEYS.map((m) => `materials/${m}`),
  ...COLLECTION_IDS.map((c) => `store/${c}`),
  'team/ceo',
  'team/business-development',
  ...['design-build', 'fabrication', 'architecture', 'furniture', 'digital'].map((c) => `capabilities/${c}`),
  ...['hero', 'sketch', 'check', 'make'].map((m) => `master-planning/${m}`),
  'og/default',
];

const IMAGE_KEY = /^(home|projects|references|materials|store|team|capabilities|master-planning|og)\/[a-z0-9-]+(\/[a-z])?$/;

function collectStrings(value: unknown, out: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const v of Object.values(value)) collectStrings(v, out, seen);
  }
  return out;
}

const allContent = {
  animation,
  capabilities,
  contact,
  home,
  masterPlanning,
  materialsModule,
  nav,
  notFound,
  projectsModule,
  referencesModule,
  site,
  store,
  team,
  pageTitles,
  pageDescriptions,
  legal: [privacyPolicy, legalNotice, termsOfService, refundPolicy, shippingPolicy],
};

function flatten(sections: LegalSection[]): LegalSection[] {
  return sections.flatMap((s) => [s, ...flatten(s.subsections ?? [])]);
}

function outline(doc: LegalDocument): string[] {
  return doc.sections.map((s) => (s.number ? `${s.number} ${s.heading}` : s.heading));
}

describe('projects', () => {
  it('has the 11 portfolio tiles in order, each linking to a project entry', () => {
    expect(projectTiles.map((t) => t.id)).toEqual([
      'kasa-tapas',
      'aloft-orlando',
      'sls-south-beach',
      'hyde-lounge',
      'southwest-lounge',
      'toothsome',
      'stratum',
      'concepts',
      'bumper8',
      'legoland',
      'hmart',
    ]);
    const categories = ['Restaurant', 'Hotel', 'Entertainment', 'Custom', 'Immersive', 'Museum Art', 'Thematic Universe', 'Signage'];
    for (const tile of projectTiles) {
      expect(tile.link).toBe(`/project/${tile.id}`);
      expect(getProject(tile.id)).toBeDefined();
      expect(categories).toContain(tile.category);
      expect(tile.image).toBe(`projects/${tile.id}/a`);
      expect(tile.hoverImage).toBe(`projects/${tile.id}/b`);
    }
  });

  it('has the 12 project details with consistent images and 2-3 paragraphs', () => {
    expect(Object.keys(projects).sort()).toEqual([...PROJECT_IDS].sort());
    for (const [id, p] of Object.entries(projects)) {
      expect(p.id).toBe(id);
      expect(p.heroImage).toBe(`projects/${id}/a`);
      // Three different pictures: the wide hero, the close-up as the featured image, and below them
      // another scene altogether (the piece in the workshop), never the hero's room again.
      expect(p.featuredImage).toBe(`projects/${id}/c`);
      expect(p.additionalImages).toEqual([`projects/${id}/d`]);
      const sceneOf = (key: string) => imageJobs().find((job) => job.key === key)?.recipe;
      expect(sceneOf(p.heroImage)).toBe(id);
      for (const extra of p.additionalImages) expect(sceneOf(extra)).toBe('workshop');
      expect(p.description.length).toBeGreaterThanOrEqual(2);
      expect(p.description.length).toBeLessThanOrEqual(3);
      expect(Object.values(p.details).every((v) => v.length > 0)).toBe(true);
    }
  });

  it('lists the fixed project paths and each has a project', () => {
    expect([...fixedProjectIds]).toEqual([
      'legoland',
      'bumper8',
      'kasa-tapas',
      'aloft-orlando',
      'sls-south-beach',
      'hyde-lounge',
      'southwest-lounge',
      'toothsome',
    ]);
    for (const id of fixedProjectIds) expect(getProject(id)).toBeDefined();
  });

  it('only finds own properties', () => {
    for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '']) {
      expect(getProject(id)).toBeUndefined();
      expect(getReference(id)).toBeUndefined();
    }
  });

  it('cites the 70% and 73% case studies in the closing text', () => {
    const text = projectsPage.closing.paragraphs.join(' ');
    expect(text).toContain('70%');
    expect(text).toContain('73%');
    expect(text).toMatch(/beach-bar/);
    expect(text).toMatch(/pool-bar/);
  });
});

describe('references', () => {
  it('has the 4 references with durations and website rules', () => {
    expect(Object.keys(references)).toEqual(REFERENCE_IDS);
    expect(REFERENCE_IDS.map((id) => getReference(id)?.details.duration)).toEqual(['3 years', '5 years', '2 years', '8 months']);
    for (const id of REFERENCE_IDS) {
      const r = getReference(id)!;
      expect(r.heroImage).toBe(`references/${id}/a`);
      expect(r.featuredImage).toBe(`references/${id}/b`);
      expect(r.additionalImages).toEqual([`references/${id}/b`, `references/${id}/c`]);
      expect(r.contribution.length).toBeGreaterThan(80);
      if (id === 'turks-and-caicos') expect(r.website).toBeUndefined();
      else expect(r.website).toMatch(/^https:\/\//);
    }
  });
});

describe('home', () => {
  it('has 7 tiles ending with See More to /projects', () => {
    expect(home.homeTiles).toHaveLength(7);
    expect(home.homeTiles.slice(0, 6).map((t) => t.id)).toEqual([
      'toothsome',
      'sls-south-beach',
      'kasa-tapas',
      'aloft-orlando',
      'bumper8',
      'hyde-lounge',
    ]);
    const last = home.homeTiles[6]!;
    expect(last.title).toBe('See More');
    expect(last.link).toBe('/projects');
    expect(last.image).toBe('projects/concepts/b');
    expect(last.hoverImage).toBe('projects/concepts/c');
    for (const tile of home.homeTiles.slice(0, 6)) expect(getProject(tile.id)).toBeDefined();
  });

  it('has 3 reference cards and 5 partners', () => {
    expect(home.homeReferences.cards.map((c) => c.id)).toEqual(['pandora-avatar', 'epic-universe', 'legoland-florida']);
    // The cards summarise references.ts: same title, category and lead image as the detail page.
    for (const card of home.homeReferences.cards) {
      const reference = getReference(card.id)!;
      expect([card.name, card.category, card.image]).toEqual([reference.title, reference.category, reference.heroImage]);
    }
    expect(home.partners).toHaveLength(5);
    for (const p of home.partners) expect(p.src).toBe(`/media/partners/${p.id}.svg`);
    expect(homeHero.videoSources.map((v) => [v.src, v.media])).toEqual([
      ['/media/video/hero.webm', '(min-width: 1100px)'],
      ['/media/video/hero.mp4', '(min-width: 1100px)'],
      ['/media/video/hero-720.webm', undefined],
      ['/media/video/hero-720.mp4', undefined],
    ]);
  });
});

describe('materials', () => {
  it('has the nine materials in order with 1-3 versions on all extruders', () => {
    expect(materials.map((m) => m.abbreviation)).toEqual(['PETG', 'ABS', 'PP', 'ASA', 'PLA', 'PC', 'PEI', 'TPE', 'PURGE']);
    for (const m of materials) {
      expect(m.image).toBe(`materials/${m.abbreviation.toLowerCase()}`);
      expect(m.versions.length).toBeGreaterThanOrEqual(1);
      expect(m.versions.length).toBeLessThanOrEqual(3);
      for (const v of m.versions) expect(v.extruders).toBe('HA, HV, HF');
    }
  });

  it('offers TPE in Shore A 40, 70 and 90', () => {
    const tpe = materials.find((m) => m.abbreviation === 'TPE')!;
    expect(tpe.versions.map((v) => v.shoreA)).toEqual([40, 70, 90]);
    for (const v of tpe.versions) expect(v.name).toContain(`Shore A ${v.shoreA}`);
  });

  it('states fibre percentages between 20 and 30', () => {
    const filled = materials.flatMap((m) => m.versions).filter((v) => /fiber|fibre|talc/i.test(v.name));
    expect(filled.length).toBeGreaterThanOrEqual(4);
    for (const v of filled) {
      const pct = Number(/(\d+)%/.exec(v.name)?.[1]);
      expect(pct).toBe(v.fillerPercent);
      expect(pct).toBeGreaterThanOrEqual(20);
      expect(pct).toBeLessThanOrEqual(30);
    }
    const text = filled.map((v) => v.name.toLowerCase()).join(' ');
    for (const filler of ['glass', 'carbon', 'talc', 'wood']) expect(text).toContain(filler);
  });

  it('has the stated temperature limits', () => {
    const limits = Object.fromEntries(materials.map((m) => [m.abbreviation, m.operatingTemperature]));
    expect(limits).toEqual({
      PETG: expect.objectContaining({ maxC: 70 }),
      ABS: expect.objectContaining({ maxC: 80 }),
      PP: expect.objectContaining({ minC: -10, maxC: 100 }),
      ASA: expect.objectContaining({ maxC: 90 }),
      PLA: expect.objectContaining({ maxC: 60 }),
      PC: expect.objectContaining({ maxC: 140 }),
      PEI: expect.objectContaining({ maxC: 170 }),
      TPE: expect.objectContaining({ minC: -40, maxC: 100 }),
      PURGE: null,
    });
    for (const m of materials) {
      if (m.abbreviation !== 'PP' && m.abbreviation !== 'TPE') expect(m.operatingTemperature?.minC).toBeUndefined();
    }
    expect(capabilities.materialSpecTable.rows).toHaveLength(9);
  });
});

describe('store', () => {
  it('has 7 collections, 11 products and prices from 285 to 12000 USD', () => {
    expect(store.storeCollections.map((c) => c.id)).toEqual(COLLECTION_IDS);
    expect(store.storeCollections.map((c) => c.name)).toEqual([
      'Seating',
      'Lighting',
      'Decoration',
      'Canopies',
      'Planters',
      'Furniture',
      'Architectural Features',
    ]);
    expect(store.storeProducts).toHaveLength(11);
    const prices = store.storeProducts.map((p) => p.price);
    expect(Math.min(...prices)).toBe(285);
    expect(Math.max(...prices)).toBe(12000);
    const productIds = store.storeProducts.map((p) => p.id);
    expect(new Set(productIds).size).toBe(11);
    expect(store.storeCollections.flatMap((c) => c.products).sort()).toEqual([...productIds].sort());
    for (const p of store.storeProducts) {
      expect(p.currency).toBe('USD');
      expect(p.images).toEqual([`store/${p.collectionId}`]);
    }
    expect(store.comingSoonBody('Lighting')).toBe('Please contact us for more information about Lighting');
  });
});

describe('legal', () => {
  it('lists the 51 restricted countries', () => {
    expect(restrictedCountries).toHaveLength(51);
    expect(restrictedCountries[0]).toBe('Nigeria');
    expect(restrictedCountries[50]).toBe('Ukraine');
    expect(new Set(restrictedCountries).size).toBe(51);
  });

  it('has the Terms of Service sections', () => {
    expect(outline(termsOfService)).toEqual([
      'Introduction',
      '1 Your Account',
      '2 Our Contract',
      '3 Deliveries',
      '4 Comments and Complaints Policy',
      '5 Prices and Availability',
      '6 Customs',
      '7 Disclaimer and Limitation of Liability',
      '8 Electronic Communications',
      'Contact Information',
    ]);
    const deliveries = termsOfService.sections.find((s) => s.id === 'deliveries')!;
    expect(deliveries.list).toEqual([...restrictedCountries]);
    const disclaimer = termsOfService.sections.find((s) => s.number === '7')!;
    expect(disclaimer.subsections?.map((s) => s.number)).toEqual(['7.1', '7.2', '7.3', '7.4']);
  });

  it('has the Refund Policy sections', () => {
    expect(outline(refundPolicy)).toEqual(['1 Return of Products', '2 Refunds', 'Contact Information']);
  });

  it('has the Shipping Policy sections', () => {
    expect(outline(shippingPolicy)).toEqual([
      'Introduction',
      '1 Your Account',
      '2 Our Contract',
      '3 Shipping and Delivery',
      '4 Prices and Availability',
      '5 Customs and Import Duties',
      '6 Comments and Complaints',
      '7 Disclaimer',
      '8 Electronic Communications',
      '9 Contact',
      '10 Disputes',
    ]);
    const shipping = shippingPolicy.sections.find((s) => s.number === '3')!;
    expect(shipping.subsections?.map((s) => s.heading)).toEqual(['Delivery Times', 'Product Care and Handling', 'Restricted Countries']);
    expect(shipping.subsections?.[2]?.list).toHaveLength(51);
    const disclaimer = shippingPolicy.sections.find((s) => s.number === '7')!;
    expect(disclaimer.subsections?.map((s) => s.number)).toEqual(['7.1', '7.2', '7.3', '7.4']);
  });

  it('states the business rules', () => {
    const text = (doc: LegalDocument) =>
      [doc.intro ?? '', ...flatten(doc.sections).flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])])].join(' ');
    const terms = text(termsOfService);
    const shipping = text(shippingPolicy);
    const refund = text(refundPolicy);
    const privacy = text(privacyPolicy);
    for (const t of [terms, shipping]) {
      expect(t).toContain('at least 18');
      expect(t).toContain('valid credit card');
      expect(t).toContain('order confirmation email');
      expect(t).toContain('at no cost to you');
      expect(t).toContain('until we have received full payment');
      expect(t).toContain('My Profile');
      expect(t).toContain('U.S. dollars');
      expect(t).toContain('importer of record');
      expect(t).toContain('commercial invoice');
      expect(t).toContain('several packages');
      expect(t).toContain('standard express');
      expect(t).toContain('15 to 20 business days');
      expect(t).toContain('tracking number');
      expect(t).toContain('within 24 hours');
      expect(t).toContain(site.supportEmail);
      expect(t).toContain('1 business day');
      expect(t).toMatch(/harass/);
      expect(t).toMatch(/impersonate/);
      expect(t).toMatch(/defamatory/);
      expect(t).toContain('Orlando, Florida');
    }
    expect(shipping).toContain('one additional business day');
    expect(refund).toContain('return authorization number');
    expect(refund).toContain('courier');
    expect(refund).toContain('proof');
    expect(refund).toContain('original packaging');
    expect(privacy).toContain('under 13');
    expect(privacy).toContain('Global Privacy Control');
    expect(privacy).toContain('Do Not Track');
    expect(privacy).toContain('Orlando');
    expect(privacyPolicy.lastUpdated).toBe('July 21, 2025');
    for (const doc of [privacyPolicy, legalNotice]) {
      expect(flatten(doc.sections).some((s) => s.links?.some((l) => l.href.startsWith('mailto:')))).toBe(true);
    }
  });

  it('uses unique anchors within each document', () => {
    for (const doc of [privacyPolicy, legalNotice, termsOfService, refundPolicy, shippingPolicy]) {
      const ids = flatten(doc.sections).map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe('meta', () => {
  it('has a distinct title and a 120-160 character description for every route', () => {
    expect(Object.keys(pageTitles)).toEqual([...staticRoutes]);
    expect(Object.keys(pageDescriptions)).toEqual([...staticRoutes]);
    const titles = Object.values(pageTitles);
    expect(new Set(titles).size).toBe(titles.length);
    for (const description of [...Object.values(pageDescriptions), notFoundMeta.description]) {
      expect(description.length).toBeGreaterThanOrEqual(120);
      expect(description.length).toBeLessThanOrEqual(160);
    }
    expect(pageTitles['/projects']).toBe('Projects — Stratum Design & Fabrication');
  });

  it('builds project and reference meta within length', () => {
    for (const p of Object.values(projects)) expect(projectMeta(p).description.length).toBeLessThanOrEqual(160);
    for (const r of Object.values(references)) expect(referenceMeta(r).description.length).toBeLessThanOrEqual(160);
  });
});

describe('screens', () => {
  it('keeps the exact contact, animation and not-found texts', () => {
    expect(contact.contactScreen.placeholders).toEqual({
      name: 'Your name',
      email: 'Your email',
      message: 'Tell us about your project',
    });
    expect(contact.contactDialog.description).toContain("we'll get back to you within 24 hours");
    expect(contact.contactToasts.failure).toEqual({ title: 'Error', description: 'Failed to send message. Please try again.' });
    expect(animation.animationPage.overlays.map((o) => o.heading)).toEqual([
      'Bringing Designs to Life',
      'Inspired by Life',
      'Generative Structural Design',
    ]);
    expect(animation.modelPage.heading).toContain(site.name);
    expect(animation.modelPage.captions.length).toBeGreaterThanOrEqual(4);
    expect(animation.modelPage.captions.length).toBeLessThanOrEqual(6);
    expect(notFound.notFoundPage.heading).toBe('404 Page Not Found');
    expect(masterPlanning.whyChooseUs.heading).toBe(`Why Choose ${site.name} For Master Planning?`);
    expect(team.teamMembers.map((m) => m.photo)).toEqual(['team/ceo', 'team/business-development']);
    expect(team.teamValues.values.map((v) => v.title)).toEqual(['Innovation', 'Precision', 'Collaboration']);
    expect(nav.policyLinks).toHaveLength(5);
    expect(nav.socialLinks.map((s) => s.network)).toEqual(['x', 'instagram', 'linkedin', 'tiktok']);
  });
});

describe('images', () => {
  it('has an alt text for exactly the generated image keys', () => {
    expect(Object.keys(imageAlts).sort()).toEqual([...EXPECTED_IMAGE_KEYS].sort());
    for (const key of EXPECTED_IMAGE_KEYS) expect(altFor(key).length).toBeGreaterThan(15);
  });

  it('has an alt text for every image key used in content', () => {
    const used = [...collectStrings(allContent, new Set())].filter((s) => IMAGE_KEY.test(s));
    expect(used.length).toBeGreaterThan(60);
    const missing = used.filter((key) => !Object.hasOwn(imageAlts, key));
    expect(missing).toEqual([]);
  });
});
