import { createRoutesFromElements, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './dashboard-routes';
import { APP_ROUTES, SCREEN_PATHS } from './route-paths';
import { staffRoutes } from './staff-routes';

/** Every full path the route elements declare (index routes are their parent's path; "*" is a not-found). */
function pathsOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const full = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const own = route.path !== undefined && !route.path.includes('*') ? [full] : route.index ? [parent] : [];
    return [...own, ...pathsOf(route.children ?? [], full)];
  });
}

describe('the route table (app/route-paths.ts)', () => {
  it('lists exactly the screens the router declares, so the browser suites open every one', () => {
    const declared = [...new Set(pathsOf(createRoutesFromElements([...appRoutes, ...staffRoutes])))].sort();
    expect(declared).toEqual([...SCREEN_PATHS].sort());
  });

  it('serves the app shell for every screen (an exact app route, or a "/*" prefix covers it and its root)', () => {
    // The same rule as the server's RouteManifestService.resolve (backend/src/spa/route-manifest.ts).
    const served = (path: string) =>
      APP_ROUTES.some((route) =>
        route.endsWith('/*') ? path === route.slice(0, -2) || path.startsWith(route.slice(0, -1)) : route === path,
      );
    expect(SCREEN_PATHS.filter((path) => !served(path))).toEqual([]);
  });
});
