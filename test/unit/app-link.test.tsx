import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppLink } from '../../src/app/components/links/app-link';
import { AppNavLink, isCurrentSection } from '../../src/app/components/links/app-nav-link';
import { LinkNavigationProvider } from '../../src/app/components/links/link-navigation';

const renderAt = (location: string, element: React.ReactNode) =>
  renderToString(
    <StaticRouter location={location}>
      <LinkNavigationProvider>{element}</LinkNavigationProvider>
    </StaticRouter>,
  );

describe('site links (src/app/components/links)', () => {
  test('an AppLink is a plain anchor to its path, with its other attributes', () => {
    expect(renderAt('/store', <AppLink to="/admin?status=archived&id=1" className="row" aria-label="Open">Open</AppLink>)).toBe(
      '<a class="row" aria-label="Open" href="/admin?status=archived&amp;id=1">Open</a>',
    );
  });

  test('an AppNavLink is marked as the current page in its own section and nowhere else', () => {
    const nav = (
      <>
        <AppNavLink to="/projects">Projects</AppNavLink>
        <AppNavLink to="/store">Store</AppNavLink>
      </>
    );
    expect(renderAt('/projects', nav)).toBe('<a aria-current="page" href="/projects">Projects</a><a href="/store">Store</a>');
    expect(renderAt('/project/toothsome', nav)).toBe('<a href="/projects">Projects</a><a href="/store">Store</a>');
  });

  test.each([
    ['/projects', '/projects', true],
    ['/Projects', '/projects', true],
    ['/projects/2026', '/projects', true],
    ['/projectsx', '/projects', false],
    ['/project/toothsome', '/projects', false],
    ['/', '/', true],
    ['/store', '/', false],
  ])('%s is in the section of %s: %s', (pathname, to, expected) => {
    expect(isCurrentSection(pathname, to)).toBe(expected);
  });

  test.each([
    ['/admin', true],
    ['/Admin/', true],
    ['/admin/staff', false],
    ['/admin/settings', false],
    ['/adminx', false],
  ])('with `end`, %s is the page of /admin: %s', (pathname, expected) => {
    expect(isCurrentSection(pathname, '/admin', true)).toBe(expected);
  });

  test('an AppNavLink with `end` is not current on the pages under it, and `end` is not written into the anchor', () => {
    const nav = (
      <>
        <AppNavLink to="/admin" end>
          Inbox
        </AppNavLink>
        <AppNavLink to="/admin/staff">Staff</AppNavLink>
      </>
    );
    expect(renderAt('/admin', nav)).toBe('<a aria-current="page" href="/admin">Inbox</a><a href="/admin/staff">Staff</a>');
    expect(renderAt('/admin/staff', nav)).toBe('<a href="/admin">Inbox</a><a aria-current="page" href="/admin/staff">Staff</a>');
  });

  test('a link outside the root layout names what is missing instead of failing later on a click', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToString(<AppLink to="/">Home</AppLink>)).toThrow('AppLink must be rendered inside LinkNavigationProvider');
    spy.mockRestore();
  });

  // React Router's <Link> and <NavLink> would bring back about 4 KB of script on every first load.
  test('no module links with React Router\'s <Link> or <NavLink>', () => {
    const appDir = path.resolve(__dirname, '../../src/app');
    const sources = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    const offenders = sources.filter((file) => {
      const imports = /import \{([^}]*)\} from 'react-router-dom'/.exec(readFileSync(path.join(appDir, file), 'utf8'))?.[1] ?? '';
      return /\b(Link|NavLink)\b/.test(imports);
    });
    expect(sources.length).toBeGreaterThan(50);
    expect(offenders).toEqual([]);
  });
});
