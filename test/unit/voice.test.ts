// One voice (issue 22): US spelling in every text the site ships, imperial units first, and
// case-study texts that agree with their images.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { altFor } from '../../src/content/image-alts';
import { getProject, projectsPage } from '../../src/content/projects';
import { britishSpellings, metricFirst } from '../helpers/voice-rules';

const CONTENT = path.resolve(__dirname, '../../src/content');

function contentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'generated' ? [] : contentFiles(file);
    return file.endsWith('.ts') ? [file] : [];
  });
}

describe('US spelling', () => {
  test.each(contentFiles(CONTENT).map((file) => [path.relative(CONTENT, file), file]))('src/content/%s', (_name, file) => {
    expect(britishSpellings(readFileSync(file, 'utf8'))).toEqual([]);
  });

  test('the checker knows the words the issue names', () => {
    expect(britishSpellings('Colour, fibre, metres, modelled, programme, storey')).toHaveLength(6);
    expect(britishSpellings('color, fiber, meters, modeled, program, story')).toEqual([]);
  });

  test('a cited address keeps its own spelling; the words around it do not', () => {
    expect(britishSpellings("url: 'https://example.com/abs-moulding-datasheet', // a moulding grade")).toEqual(['moulding (use mold…)']);
  });
});

describe('units: imperial first, metric after it', () => {
  test('the checker', () => {
    expect(metricFirst('Bar front 36 ft (11 m) long; up to 158 °F (70 °C)')).toEqual([]);
    expect(metricFirst('beads up to 20 mm wide')).toHaveLength(1);
    expect(metricFirst('Up to 70 °C (158 °F)')).toHaveLength(1);
  });

  test('every project text and detail', () => {
    const ids = ['stratum', 'concepts', 'legoland', 'bumper8', 'hmart', 'custom-furniture', 'kasa-tapas', 'aloft-orlando', 'sls-south-beach', 'hyde-lounge', 'southwest-lounge', 'toothsome'];
    for (const id of ids) {
      const project = getProject(id)!;
      expect([id, metricFirst([...project.description, ...Object.values(project.details)].join(' '))]).toEqual([id, []]);
    }
  });
});

describe('case studies agree with their images', () => {
  test('the beach-bar and pool-bar figures belong to SLS South Beach, the bar shown on the sand', () => {
    const [beach, pool] = projectsPage.closing.figures;
    expect([beach!.value, beach!.projectId, pool!.value, pool!.projectId]).toEqual([70, 'sls-south-beach', 73, 'sls-south-beach']);
    const text = getProject('sls-south-beach')!.description.join(' ');
    expect(text).toMatch(/beach bar/);
    expect(text).toMatch(/70%/);
    expect(text).toMatch(/73%/);
    expect(altFor('projects/sls-south-beach/a')).toMatch(/beach|sand/i);
  });

  test('Kasa Tapas is the indoor restaurant bar its pictures show, with no beach or seaside claims', () => {
    const kasa = getProject('kasa-tapas')!;
    const text = [...kasa.description, ...Object.values(kasa.details)].join(' ');
    expect(text).not.toMatch(/beach|tide|salt|marine|seaside|70%/i);
    expect(text).toMatch(/restaurant|dining room/);
    expect(altFor('projects/kasa-tapas/a')).not.toMatch(/beach|tide|sea/i);
  });

  test('the team pictures are described as what they are: printed busts', () => {
    for (const key of ['team/ceo', 'team/business-development']) {
      expect(altFor(key)).toMatch(/printed bust/i);
      expect(altFor(key)).not.toMatch(/portrait/i);
    }
  });
});
