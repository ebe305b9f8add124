/** The current page's menu modelId: the active top entry derives from the route's modelId. */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { routeModelId } from '../../../engine/menu';
import { useSession } from '../../session/store';

/** modelId of the menu route at the current path; undefined on fixed pages (/home, /profile ...). */
export function useRouteModelId(): string | undefined {
  const { routes } = useSession();
  const { pathname } = useLocation();
  return useMemo(() => routeModelId(routes, pathname), [routes, pathname]);
}
