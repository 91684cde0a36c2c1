import type { AppRouteHandler } from '../../context';
import { listSlugRedirects } from '../../services/slug-redirects';
import type * as routes from './routes';

export const list: AppRouteHandler<typeof routes.list> = async (c) =>
  c.json(await listSlugRedirects(c.var.deps.db), 200);
