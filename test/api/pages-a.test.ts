import request from 'supertest';
import { homeReferences, homeTiles } from '../../src/content/home';
import { projectNotFound, referenceNotFound } from '../../src/content/not-found';
import { getProject, projects, projectsPage, projectTiles } from '../../src/content/projects';
import { referenceLabels, referenceOrder, references } from '../../src/content/references';
import { teamMembers, teamValues } from '../../src/content/team';
import { fixedProjectIds } from '../../src/content/fixed-project-ids';
import { textOf } from '../helpers/html-text';
import { testApp } from '../helpers/test-app';

const app = testApp();

/** The same decoding for a single expected string, so it compares against textOf(). */
function normalise(text: string): string {
  return text.replace(/\s+/g, ' ');
}

function h1s(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1] ?? '').trim());
}

/** Opening tags of elements carrying the attribute, e.g. every `<a ... data-tile="...">`. */
function tagsWith(html: string, tag: string, attribute: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*\\b${attribute}="[^"]*"[^>]*>`, 'g'))].map((m) => m[0]);
}

function attr(tagHtml: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tagHtml)?.[1];
}

/** The HTML from an element's opening tag to the matching close of a simple, non-nested <a>. */
function anchorHtml(html: string, openTag: string): string {
  const start = html.indexOf(openTag);
  return html.slice(start, html.indexOf('</a>', start) + 4);
}

function priorityImages(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*fetchpriority="high"[^>]*>/gi)].map((m) => attr(m[0], 'src') ?? '');
}

async function get(path: string) {
  const res = await request(app).get(path);
  return { status: res.status, html: res.text, text: textOf(res.text) };
}

describe('project detail pages', () => {
  const ids = Object.keys(projects);

  test('there are 12 projects and every portfolio tile links to one of them', () => {
    expect(ids).toHaveLength(12);
    for (const tile of projectTiles) expect(getProject(tile.link.replace('/project/', ''))).toBeDefined();
  });

  test.each(ids)('/project/%s renders its data server-side', async (id) => {
    const project = projects[id]!;
    const { status, html, text } = await get(`/project/${id}`);
    expect(status).toBe(200);
    expect(h1s(html)).toEqual([project.title]);
    for (const value of [project.category, ...Object.values(project.details), ...project.description]) {
      expect(text).toContain(normalise(value));
    }
    for (const label of ['Client', 'Year', 'Materials', 'Dimensions']) expect(text).toContain(label);
    // The hero is the one high-priority image; the featured and additional images are on the page.
    expect(priorityImages(html)).toEqual([expect.stringContaining(`/media/img/${project.heroImage}-`)]);
    for (const image of [project.featuredImage, ...project.additionalImages]) {
      expect(html).toContain(`/media/img/${image}-`);
    }
    expect(html).toMatch(/<a\b[^>]*href="\/projects"/);
    const next = tagsWith(html, 'a', 'data-next-project');
    expect(next).toHaveLength(1);
    const nextId = attr(next[0]!, 'data-next-project')!;
    expect(nextId).not.toBe(id);
    expect(getProject(nextId)).toBeDefined();
    expect(attr(next[0]!, 'href')).toBe(`/project/${nextId}`);
  });

  test.each([...fixedProjectIds])('fixed path /project/%s renders title, client and year', async (id) => {
    const project = projects[id]!;
    const { status, html, text } = await get(`/project/${id}`);
    expect(status).toBe(200);
    expect(h1s(html)).toEqual([project.title]);
    expect(text).toContain(normalise(project.details.client));
    expect(text).toContain(project.details.year);
  });

  test.each(['does-not-exist', '__proto__', 'constructor'])('unknown project id %s is a 404 with the not-found texts', async (id) => {
    const { status, html, text } = await get(`/project/${id}`);
    expect(status).toBe(404);
    expect(h1s(html)).toEqual([projectNotFound.heading]);
    expect(text).toContain(projectNotFound.text);
    expect(html).toMatch(new RegExp(`<a\\b[^>]*href="${projectNotFound.href}"[^>]*>${projectNotFound.link}</a>`));
  });
});

describe('reference detail pages', () => {
  test('the four references have the spec durations, in order', () => {
    expect(referenceOrder.map((id) => references[id]!.details.duration)).toEqual(['3 years', '5 years', '2 years', '8 months']);
  });

  test.each([...referenceOrder])('/reference/%s renders every field server-side', async (id) => {
    const reference = references[id]!;
    const { status, html, text } = await get(`/reference/${id}`);
    expect(status).toBe(200);
    expect(h1s(html)).toEqual([reference.title]);
    const { details } = reference;
    for (const value of [
      reference.category,
      reference.client,
      reference.year,
      reference.location,
      details.scale,
      details.duration,
      details.collaboration,
      reference.contribution,
      ...details.scope,
      ...reference.description,
    ]) {
      expect(text).toContain(normalise(value));
    }
    for (const label of [referenceLabels.scope, referenceLabels.duration, referenceLabels.collaboration, referenceLabels.contribution]) {
      expect(text).toContain(label);
    }
    expect(priorityImages(html)).toEqual([expect.stringContaining(`/media/img/${reference.heroImage}-`)]);
    for (const image of reference.additionalImages) expect(html).toContain(`/media/img/${image}-`);
    expect(html).toMatch(new RegExp(`<a\\b[^>]*href="/"[^>]*>[\\s\\S]*?${referenceLabels.back}</a>`));
  });

  test.each(referenceOrder.filter((id) => references[id]!.website))('/reference/%s opens its official site in a new tab', async (id) => {
    const { html } = await get(`/reference/${id}`);
    const links = tagsWith(html, 'a', 'target').filter((tag) => attr(tag, 'href') === references[id]!.website);
    expect(links).toHaveLength(1);
    expect(attr(links[0]!, 'target')).toBe('_blank');
    expect(attr(links[0]!, 'rel')).toBe('noopener noreferrer');
    expect(textOf(anchorHtml(html, links[0]!))).toContain(referenceLabels.visitSite);
  });

  test('turks-and-caicos has no website and no Visit Official Site link', async () => {
    expect(references['turks-and-caicos']!.website).toBeUndefined();
    const { status, text } = await get('/reference/turks-and-caicos');
    expect(status).toBe(200);
    expect(text).not.toContain(referenceLabels.visitSite);
  });

  test.each(['nowhere', '__proto__'])('unknown reference id %s is a 404 with a Return Home link', async (id) => {
    const { status, html } = await get(`/reference/${id}`);
    expect(status).toBe(404);
    expect(h1s(html)).toEqual([referenceNotFound.heading]);
    expect(html).toMatch(new RegExp(`<a\\b[^>]*href="${referenceNotFound.href}"[^>]*>${referenceNotFound.link}</a>`));
  });
});

describe('home', () => {
  test('has 7 project tiles, the last one See More to /projects, each image swapping to a lazy alternate', async () => {
    const { status, html } = await get('/');
    expect(status).toBe(200);
    const tiles = tagsWith(html, 'a', 'data-tile');
    expect(tiles).toHaveLength(7);
    expect(tiles.map((tag) => attr(tag, 'href'))).toEqual(homeTiles.map((tile) => tile.link));
    const last = anchorHtml(html, tiles[6]!);
    expect(attr(tiles[6]!, 'href')).toBe('/projects');
    expect(textOf(last)).toContain('See More');
    for (const [index, tag] of tiles.entries()) {
      const tile = homeTiles[index]!;
      const imgs = [...anchorHtml(html, tag).matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
      expect(imgs).toHaveLength(2);
      expect(attr(imgs[0]!, 'src')).toContain(`/media/img/${tile.image}-`);
      expect(attr(imgs[1]!, 'src')).toContain(`/media/img/${tile.hoverImage}-`);
      expect(attr(imgs[1]!, 'loading')).toBe('lazy');
    }
  });

  test('has the References section with 3 cards linking to their reference pages', async () => {
    const { html, text } = await get('/');
    expect(text).toContain(homeReferences.heading);
    const cards = tagsWith(html, 'a', 'data-reference');
    expect(cards.map((tag) => attr(tag, 'href'))).toEqual(['/reference/pandora-avatar', '/reference/epic-universe', '/reference/legoland-florida']);
    for (const card of homeReferences.cards) expect(text).toContain(normalise(card.name));
  });

  test('has one h1 (the tagline), the process slider section and only the hero still as priority image', async () => {
    const { html, text } = await get('/');
    expect(h1s(html)).toEqual(['Architecture, printed at full scale.']);
    expect(text).toContain('Process & Evolution');
    expect(priorityImages(html)).toEqual([expect.stringContaining('/media/img/home/hero-')]);
  });
});

describe('/projects', () => {
  test('has 11 tiles with title, category and a link to the project', async () => {
    const { status, html } = await get('/projects');
    expect(status).toBe(200);
    const tiles = tagsWith(html, 'a', 'data-tile');
    expect(tiles).toHaveLength(11);
    for (const [index, tag] of tiles.entries()) {
      const tile = projectTiles[index]!;
      expect(attr(tag, 'href')).toBe(`/project/${tile.id}`);
      const text = textOf(anchorHtml(html, tag));
      expect(text).toContain(tile.title);
      expect(text).toContain(tile.category);
    }
  });

  test('closes with the 70% and 73% cost reductions', async () => {
    const { text } = await get('/projects');
    expect(text).toContain('70%');
    expect(text).toContain('73%');
    for (const paragraph of projectsPage.closing.paragraphs) expect(text).toContain(normalise(paragraph));
  });

  test('hides the document scrollbar in the server-rendered styles', async () => {
    const { html } = await get('/projects');
    expect(html).toMatch(/scrollbar-width:\s*none/);
    const home = await get('/');
    expect(home.html).not.toMatch(/scrollbar-width:\s*none/);
  });
});

describe('/team', () => {
  test('shows both members and the three values', async () => {
    const { status, html, text } = await get('/team');
    expect(status).toBe(200);
    expect(h1s(html)).toEqual(['The Team']);
    expect(teamMembers).toHaveLength(2);
    for (const member of teamMembers) {
      expect(text).toContain(member.name);
      expect(text).toContain(normalise(member.title));
      expect(text).toContain(normalise(member.bio));
      expect(html).toContain(`/media/img/${member.photo}-`);
    }
    expect(text).toContain('What Drives Us');
    expect(teamValues.values.map((value) => value.title)).toEqual(['Innovation', 'Precision', 'Collaboration']);
    for (const value of teamValues.values) {
      expect(text).toContain(value.title);
      expect(text).toContain(normalise(value.description));
    }
  });
});
