import { useLocation, useParams } from 'react-router-dom';
import type { PageRoute } from '../page-routes';
import { readRouteModule } from '../route-module-cache';
import { UnknownPathPage } from '../pages/not-found/unknown-path-page';

/** One screen: its module's component, or its "not found" view when the URL names nothing (404). */
export function RoutePage({ route }: { route: PageRoute }) {
  const params = useParams();
  const { pathname } = useLocation();
  const module = readRouteModule(route);
  if (module.exists && !module.exists({ params, pathname })) {
    const NotFound = module.NotFound ?? UnknownPathPage;
    return <NotFound />;
  }
  return <module.Component />;
}
