import request from 'supertest';
import { testApp } from '../helpers/test-app';

const app = testApp();
const EXPECT_MAIN = '<link rel="expect" href="#main" blocking="render">';

/**
 * A busy phone's parser may paint before the page is parsed; the head holds the first frame until <main>
 * is whole (docs/architecture.md, "First paint"), so a hero never shows half its content and then jumps.
 */
describe('the first frame waits for the whole <main>', () => {
  test.each(['/', '/materials', '/contact', '/login', '/no-such-page'])('%s: the head names #main, and the body holds exactly one element with that id', async (path) => {
    const html = (await request(app).get(path)).text;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(EXPECT_MAIN);
    expect(html.match(/\sid="main"/g)).toHaveLength(1);
    expect(html.indexOf('id="main"')).toBeGreaterThan(html.indexOf('</head>'));
  });
});
