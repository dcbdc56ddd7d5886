import { notFound } from '../lib/not-found';
import type { Route } from './+types/not-found';

/** Any path no other route matches. */
export function loader({ request }: Route.LoaderArgs) {
  throw notFound(request);
}

/** Never rendered: the loader always throws to the error page. */
export default function NotFound() {
  return null;
}
