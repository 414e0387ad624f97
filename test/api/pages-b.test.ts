import request from 'supertest';
import { capabilitySections } from '../../src/content/capabilities';
import { legalNotice } from '../../src/content/legal/legal-notice';
import { privacyPolicy } from '../../src/content/legal/privacy-policy';
import { refundPolicy } from '../../src/content/legal/refund-policy';
import { shippingPolicy } from '../../src/content/legal/shipping-policy';
import { termsOfService } from '../../src/content/legal/terms-of-service';
import { materials } from '../../src/content/materials';
import { storeCollections } from '../../src/content/store';
import type { LegalDocument, LegalSection } from '../../src/content/types';
import { attributeValues, elementHtml, headingsOf, textOf } from '../helpers/html-text';
import { testApp } from '../helpers/test-app';

const app = testApp();

async function get(path: string) {
  const res = await request(app).get(path);
  return { status: res.status, html: res.text, text: textOf(res.text) };
}

/** One h1, and no heading skips a level on the way down (h1 → h3 would). */
function expectHeadingOutline(html: string) {
  const headings = headingsOf(html);
  expect(headings.filter((h) => h.level === 1)).toHaveLength(1);
  expect(headings[0]?.level).toBe(1);
  headings.slice(1).forEach((heading, i) => {
    const previous = headings[i]!;
    expect({ heading: heading.text, jump: heading.level - previous.level <= 1 }).toEqual({ heading: heading.text, jump: true });
  });
}

/** Written out from the spec (section 3), not read from the content module under test; °F first (the site's units rule). */
const SPEC_MATERIALS: Record<string, { limit: string | null; versions: number }> = {
  PETG: { limit: 'Up to 158 °F (70 °C)', versions: 3 },
  ABS: { limit: 'Up to 176 °F (80 °C)', versions: 2 },
  PP: { limit: '14 °F to 212 °F (−10 °C to 100 °C)', versions: 2 },
  ASA: { limit: 'Up to 194 °F (90 °C)', versions: 2 },
  PLA: { limit: 'Up to 140 °F (60 °C)', versions: 2 },
  PC: { limit: 'Up to 284 °F (140 °C)', versions: 2 },
  PEI: { limit: 'Up to 338 °F (170 °C)', versions: 2 },
  TPE: { limit: '−40 °F to 212 °F (−40 °C to 100 °C)', versions: 3 },
  PURGE: { limit: null, versions: 1 },
};

describe('/materials', () => {
  let page: Awaited<ReturnType<typeof get>>;
  beforeAll(async () => {
    page = await get('/materials');
  });

  test('renders the hero, one section per material in the spec order, and a clean heading outline', () => {
    expect(page.status).toBe(200);
    expect(headingsOf(page.html)[0]).toEqual({ level: 1, text: 'Material Specifications' });
    expectHeadingOutline(page.html);
    const sectionIds = [...page.html.matchAll(/<section\b[^>]*\bid="([a-z]+)"[^>]*aria-labelledby="\1-heading"/g)].map((m) => m[1]);
    expect(sectionIds).toEqual(['petg', 'abs', 'pp', 'asa', 'pla', 'pc', 'pei', 'tpe', 'purge']);
  });

  test.each(Object.entries(SPEC_MATERIALS))('%s: name, temperature limit and every version with extruders HA, HV, HF', (abbreviation, spec) => {
    const material = materials.find((m) => m.abbreviation === abbreviation)!;
    expect(material).toBeDefined();
    const section = elementHtml(page.html, 'section', new RegExp(`\\bid="${abbreviation.toLowerCase()}"`));
    const text = textOf(section);
    expect(text).toContain(`${abbreviation} ${material.fullName}`);
    expect(text).toContain(material.description);
    if (spec.limit) expect(text).toContain(spec.limit);

    const rows = [...section.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => textOf(m[1] ?? '')).slice(1); // minus the header row
    expect(rows).toHaveLength(spec.versions);
    expect(material.versions).toHaveLength(spec.versions);
    material.versions.forEach((version, i) => {
      expect(rows[i]).toBe(`${version.name} ${version.type} ${version.color} ${version.idealFor} HA, HV, HF`);
    });
    expect(section).toMatch(/<img\b[^>]*alt="[^"]+"/);
  });

  test('fibre-filled grades at 20-30 % and TPE at Shore A 40, 70 and 90', () => {
    for (const name of ['TPE Shore A 40', 'TPE Shore A 70', 'TPE Shore A 90']) expect(page.text).toContain(name);
    const filled = [...page.text.matchAll(/\+ (\d+)% (Glass|Carbon|Wood) Fiber|\+ (\d+)% Talc/g)].map((m) => Number(m[1] ?? m[3]));
    expect(filled).toHaveLength(9); // glass, carbon, talc and wood fibre grades across seven polymers
    for (const percent of filled) expect(percent >= 20 && percent <= 30).toBe(true);
  });

  test('the index links to every material and the page closes with the consultation call to action', () => {
    const index = elementHtml(page.html, 'nav', /aria-label="Materials on this page"/);
    expect(attributeValues(index, 'href')).toEqual(['#petg', '#abs', '#pp', '#asa', '#pla', '#pc', '#pei', '#tpe', '#purge']);
    expect(page.text).toContain('Ready to Start Your Project?');
    expect(page.text).toContain('Get Material Consultation');
    expect(page.text.indexOf('Ready to Start Your Project?')).toBeGreaterThan(page.text.indexOf('Purging Compound'));
  });
});

describe('/store', () => {
  const SPEC_COLLECTIONS = ['Seating', 'Lighting', 'Decoration', 'Canopies', 'Planters', 'Furniture', 'Architectural Features'];
  const FROM = ['$285', '$640', '$420', '$12,000', '$890', '$1,950', '$7,800'];

  test('shows the 7 collections with description, product count, lowest price and the Coming Soon text; before scripts each leads to the footer', async () => {
    const page = await get('/store');
    expect(page.status).toBe(200);
    expectHeadingOutline(page.html);
    // Server-rendered, a tile is a link to the footer (its notice's 'Contact Us'); hydrated, it is the button opening the notice.
    const links = [...page.html.matchAll(/<a\b[^>]*href="#footer"[^>]*id="collection-[^"]+"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => textOf(m[1] ?? ''));
    expect(links).toEqual(SPEC_COLLECTIONS);
    storeCollections.forEach((collection, i) => {
      const card = textOf(elementHtml(page.html, 'article', new RegExp(`aria-labelledby="collection-${collection.id}"`)));
      expect(card).toContain(collection.description);
      expect(card).toContain(`From ${FROM[i]}`);
      expect(card).toContain(`Coming Soon. Please contact us for more information about ${collection.name}.`);
      expect(card).toContain(`${collection.products.length} ${collection.products.length === 1 ? 'product' : 'products'}`);
    });
    expect(page.text).toContain('$285 – $12,000');
    // The notice is lazy: nothing of the dialog is rendered before a click.
    expect(page.html).not.toContain('role="dialog"');
  });
});

describe('/capabilities and /process', () => {
  test.each([
    ['/capabilities', 'Capabilities — Stratum Design & Fabrication'],
    ['/process', 'Process — Stratum Design & Fabrication'],
  ])('%s renders the capabilities screen titled "%s"', async (path, title) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(textOf(/<title>([\s\S]*?)<\/title>/.exec(page.html)?.[1] ?? '')).toBe(title);
    expectHeadingOutline(page.html);
    const h2s = headingsOf(page.html).filter((h) => h.level === 2).map((h) => h.text);
    expect(h2s).toEqual(expect.arrayContaining(['Design and Build', 'Fabrication Expertise', 'Architectural Projects', 'Furniture and Products', 'Digital Craftsmanship', 'The machines', 'Material Specifications']));
    for (const section of capabilitySections) expect(page.html).toContain(`id="${section.id}"`);

    const table = elementHtml(page.html, 'table', /role="table"/);
    const rows = [...table.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => textOf(m[1] ?? '')).slice(1);
    expect(rows).toHaveLength(9);
    expect(rows[0]).toMatch(/^PETG .* 158 °F \(70 °C\)$/);
    expect(rows[7]).toMatch(/^TPE .* 212 °F \(100 °C\)$/);
    expect(page.text).toContain('20 × 10 × 6 ft');
    expect(page.html).toMatch(/<a\b[^>]*href="\/materials"/);
  });
});

describe('/master-planning', () => {
  test('shows the vision, the reasons, the four numbered phases with deliverables, a link to /team and the contact call to action', async () => {
    const page = await get('/master-planning');
    expect(page.status).toBe(200);
    expectHeadingOutline(page.html);
    const headings = headingsOf(page.html).map((h) => h.text);
    expect(headings).toEqual(expect.arrayContaining(['Architectural Vision', 'Why Choose Stratum For Master Planning?']));
    const phases = headingsOf(page.html).filter((h) => h.level === 3 && ['Plan', 'Sketch', 'Check', 'Make'].includes(h.text));
    expect(phases.map((h) => h.text)).toEqual(['Plan', 'Sketch', 'Check', 'Make']);
    const steps = elementHtml(elementHtml(page.html, 'section', /id="phases"/), 'ol', /<ol/);
    expect(textOf(steps)).toMatch(/^01 Plan .*Deliverables.* 02 Sketch .* 03 Check .* 04 Make /);
    expect(page.html).toMatch(/<a\b[^>]*href="\/team"[^>]*>Meet the Team<\/a>/);
    expect(page.text).toContain('Talk to Us');
  });
});

/** Headings inside the document body (not the table of contents or the footer). */
function articleHeadings(html: string): string[] {
  return headingsOf(elementHtml(html, 'article', /aria-labelledby="legal-title"/)).map((h) => h.text);
}

function allSections(sections: LegalSection[]): LegalSection[] {
  return sections.flatMap((s) => [s, ...allSections(s.subsections ?? [])]);
}

const DISCLAIMER = ['7.1 No Warranties', '7.2 Limitation of Liability', '7.3 Use of Products', '7.4 Exclusions and Severability'];

describe('legal pages', () => {
  const pages: [string, LegalDocument, string[]][] = [
    [
      '/terms-of-service',
      termsOfService,
      ['Introduction', '1 Your Account', '2 Our Contract', '3 Deliveries', '4 Comments and Complaints Policy', '5 Prices and Availability', '6 Customs', '7 Disclaimer and Limitation of Liability', ...DISCLAIMER, '8 Electronic Communications', 'Contact Information'],
    ],
    ['/refund-policy', refundPolicy, ['1 Return of Products', '2 Refunds', 'Contact Information']],
    [
      '/shipping-policy',
      shippingPolicy,
      ['Introduction', '1 Your Account', '2 Our Contract', '3 Shipping and Delivery', '3.1 Delivery Times', '3.2 Product Care and Handling', '3.3 Restricted Countries', '4 Prices and Availability', '5 Customs and Import Duties', '6 Comments and Complaints', '7 Disclaimer', ...DISCLAIMER, '8 Electronic Communications', '9 Contact', '10 Disputes'],
    ],
    ['/privacy-policy', privacyPolicy, privacyPolicy.sections.map((s) => `${s.number} ${s.heading}`)],
    ['/legal-notice', legalNotice, legalNotice.sections.map((s) => s.heading)],
  ];

  test.each(pages)('%s: title, numbered section headings and a table of contents whose links all resolve', async (path, document, expected) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(headingsOf(page.html)[0]).toEqual({ level: 1, text: document.title });
    expectHeadingOutline(page.html);
    expect(articleHeadings(page.html)).toEqual(expected);

    const toc = elementHtml(page.html, 'nav', /aria-labelledby="legal-toc-heading"/);
    const links = attributeValues(toc, 'href');
    expect(links).toEqual(allSections(document.sections).map((s) => `#${s.id}`));
    const ids = new Set(attributeValues(page.html, 'id'));
    for (const link of links) expect(ids.has(link.slice(1))).toBe(true);
    expect(new Set(links).size).toBe(links.length);
    for (const linkHtml of (document.sections.flatMap((s) => s.links ?? []))) expect(page.html).toContain(`href="${linkHtml.href}"`);
  });

  test('the Privacy Policy is dated July 21, 2025 and covers GPC, children under 13 and Florida law', async () => {
    const page = await get('/privacy-policy');
    expect(page.text).toContain('Last updated July 21, 2025');
    expect(page.text).toContain('Global Privacy Control');
    expect(page.text).toContain('children under 13');
    expect(page.text).toContain('courts located in Orlando, Florida');
    expect(page.html).toContain('href="mailto:privacy@');
  });

  const RESTRICTED = [
    'Nigeria', 'Ethiopia', 'Democratic Republic of the Congo', 'Tanzania', 'Kenya', 'Uganda', 'Algeria', 'Sudan', 'Angola', 'Mozambique',
    'Ghana', 'Madagascar', 'Cameroon', 'Ivory Coast', 'Niger', 'Burkina Faso', 'Mali', 'Malawi', 'Zambia', 'Senegal', 'Chad', 'Somalia',
    'Zimbabwe', 'Guinea', 'Rwanda', 'Benin', 'Burundi', 'Tunisia', 'South Sudan', 'Togo', 'Sierra Leone', 'Libya', 'Congo', 'Liberia',
    'Central African Republic', 'Mauritania', 'Eritrea', 'Namibia', 'Gambia', 'Botswana', 'Gabon', 'Lesotho', 'Guinea-Bissau',
    'Equatorial Guinea', 'Mauritius', 'Eswatini', 'Djibouti', 'Comoros', 'Russia', 'Belarus', 'Ukraine',
  ];

  test.each(['/terms-of-service', '/shipping-policy'])('%s lists the 51 restricted countries', async (path) => {
    expect(RESTRICTED).toHaveLength(51);
    const page = await get(path);
    const countries = [...page.html.matchAll(/<li>([^<]+)<\/li>/g)].map((m) => m[1]).filter((name) => RESTRICTED.includes(name!));
    expect(countries).toEqual(RESTRICTED);
    expect(page.text).toContain('51 countries');
  });
});
