import type { Crumb } from '@/ui/breadcrumb';

/**
 * What a route adds to the breadcrumb. `resetCrumbs` starts the trail afresh: the catch-all
 * sub-view routes show the home dashboard, so their trail is 'Dashboard', not 'Story › Dashboard'.
 */
export type RouteHandle = { crumb?: Crumb; resetCrumbs?: boolean };

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && ('crumb' in value || 'resetCrumbs' in value);
}
