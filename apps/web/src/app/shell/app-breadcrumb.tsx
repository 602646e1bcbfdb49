import { useMatches } from 'react-router';
import { Breadcrumb, type Crumb } from '@/ui/breadcrumb';
import { isRouteHandle } from '../route-handle';

/** The trail of the current route, from each matched route's `handle.crumb`. */
export function AppBreadcrumb() {
  const matches = useMatches();
  let crumbs: Crumb[] = [];
  for (const match of matches) {
    if (!isRouteHandle(match.handle)) continue;
    if (match.handle.resetCrumbs) crumbs = [];
    if (match.handle.crumb) crumbs.push(match.handle.crumb);
  }
  if (crumbs.length === 0) return null;
  return <Breadcrumb items={crumbs} />;
}
