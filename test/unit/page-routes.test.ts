import { matchRoutes, type RouteObject } from 'react-router-dom';
import { matchPage, pageRoutes, routeModules } from '../../src/app/page-routes';

/** How React Router's own matcher answers for the screens, as the site matched them before issue 23. */
function reactRouterMatch(pathname: string) {
  const table: RouteObject[] = [{ path: '/', children: pageRoutes.map((route): RouteObject => (route.path === undefined ? { id: route.id, index: true } : { id: route.id, path: route.path })) }];
  const match = matchRoutes(table, pathname)?.at(-1);
  return match?.route.id ? { id: match.route.id, params: { ...match.params }, pathname: match.pathname } : undefined;
}

/** Every screen's path written the ways a visitor, a link or a crawler may write it, and paths near them. */
function pathVariants(): string[] {
  const paths = pageRoutes.map((route) => `/${(route.path ?? '').replace(/:[\w-]+/, 'some-id')}`);
  const variants = paths.flatMap((path) => [
    path, `${path}/`, `${path}//`, path.toUpperCase(), `/${path}`, `${path}/extra`, `${path}x`, `${path}.`, `${path}?q=1`, `${path}#top`,
    path.replace(/-/g, '%2D'), path.replace(/s/g, '%73'), `${path}%2F`, `${path}%2Fmore`, `${path}%E0%A4%A`, `${path}\\x`,
  ]);
  return [
    ...variants,
    '', '/', '//', '///', '/%2F', '/project/', '/project//x', '/project/a%2Fb', '/project/a%20b', '/project/%E0%A4%A', '/project/caf%C3%A9',
    '/project/a.b', '/project/(x)', '/project/[x]', '/project/a+b', '/project/$', '/PROJECT/TOOTHSOME', '/Project/Toothsome/', '/project/toothsome%2F',
    '/reference/%2F', '/reference/x/', '/invite/abc/def', '/reset-password/t', '/admin/staff/', '/admin//staff', '/Admin/Settings', '/admin/audit/x',
  ];
}

describe('the table of screens', () => {
  test.each([
    ['/', 'home', {}],
    ['/projects', 'projects', {}],
    ['/projects/', 'projects', {}],
    ['/project/toothsome', 'project-toothsome', {}],
    ['/project/anything-else', 'project', { id: 'anything-else' }],
    ['/reference/legoland-florida', 'reference', { id: 'legoland-florida' }],
    ['/process', 'process', {}],
    ['/admin', 'admin', {}],
  ])('%s is the %s screen', (pathname, id, params) => {
    const match = matchPage(pathname);
    expect(match?.route.id).toBe(id);
    expect(match?.params).toEqual(params);
  });

  test.each(['/nope', '/project', '/project/a/b', '/reference', '/projects/extra'])('%s is no screen (404)', (pathname) => {
    expect(matchPage(pathname)).toBeUndefined();
  });

  test('answers as React Router’s matcher does: screen, params and matched pathname, for every screen written many ways', () => {
    // React Router warns of every malformed path it meets (the corpus has some): expected here.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const paths = pathVariants();
    expect(paths.length).toBeGreaterThan(400);
    const ours = paths.map((pathname) => {
      const match = matchPage(pathname);
      return { pathname, match: match && { id: match.route.id, params: match.params, pathname: match.pathname } };
    });
    const theirs = paths.map((pathname) => ({ pathname, match: reactRouterMatch(pathname) }));
    warn.mockRestore();
    expect(ours).toEqual(theirs);
    // The corpus reaches every kind of answer: static and dynamic screens, decoded params, 404s.
    const answers = ours.map(({ match }) => match);
    expect(answers.filter((match) => match === undefined).length).toBeGreaterThan(50);
    expect(answers.some((match) => match?.id === 'project' && match.params.id === 'a/b')).toBe(true);
    expect(answers.some((match) => match?.id === 'project-toothsome')).toBe(true);
  });

  test('a repeated path is answered from memory (a render asks several times)', () => {
    expect(matchPage('/project/memo-check')).toBe(matchPage('/project/memo-check'));
  });

  test('ids are unique, and every module is named for the bundle manifest', () => {
    expect(new Set(pageRoutes.map((route) => route.id)).size).toBe(pageRoutes.length);
    expect(Object.keys(routeModules)).toEqual(pageRoutes.map((route) => route.id));
  });

  test('detail screens decide their own 404: exists() is false for an unknown id', async () => {
    const project = await matchPage('/project/nope')!.route.load();
    expect(project.exists?.({ params: { id: 'nope' }, pathname: '/project/nope' })).toBe(false);
    expect(project.exists?.({ params: {}, pathname: '/project/toothsome' })).toBe(true);
    const reference = await matchPage('/reference/nope')!.route.load();
    expect(reference.exists?.({ params: { id: 'nope' }, pathname: '/reference/nope' })).toBe(false);
    expect(reference.exists?.({ params: { id: 'legoland-florida' }, pathname: '/reference/legoland-florida' })).toBe(true);
  });
});
