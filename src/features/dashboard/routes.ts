import type { DashboardStrings } from './strings';

export interface DashboardRoute {
  /** Second path segment: /dashboard/<segment>; '' for /dashboard. */
  segment: string;
  nav: keyof DashboardStrings['nav'];
}

/** Spec §2: the dashboard entries, in sidebar order. */
export const DASHBOARD_ROUTES: DashboardRoute[] = [
  { segment: '', nav: 'home' },
  { segment: 'content-type', nav: 'postTypes' },
  { segment: 'martial-arts', nav: 'weapons' },
  { segment: 'master-histories', nav: 'masterHistories' },
  { segment: 'manuscripts', nav: 'manuscripts' },
  { segment: 'techniques', nav: 'techniques' },
  { segment: 'posts', nav: 'posts' },
  { segment: 'users', nav: 'users' },
  { segment: 'partners', nav: 'publicities' },
];

/** The second path segment of a /dashboard path ('' for /dashboard itself), or null beyond it. */
export function segmentOf(path: string): string | null {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] !== 'dashboard' || parts.length > 2) return null;
  return parts[1] ?? '';
}

/** The route of a path, or null (answered with the 404 page). */
export function routeOf(path: string): DashboardRoute | null {
  const segment = segmentOf(path);
  return DASHBOARD_ROUTES.find((route) => route.segment === segment) ?? null;
}

export const hrefOf = (route: DashboardRoute) => (route.segment ? `/dashboard/${route.segment}` : '/dashboard');
