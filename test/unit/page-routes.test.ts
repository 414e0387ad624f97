import { matchPage, pageRoutes, routeModules } from '../../src/app/page-routes';

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
