import { bookingApiHandler } from '../lib/booking-api.server';
import type { Route } from './+types/api';

/** `/api/v1/*` reads: handed to the booking API as they are. */
export async function loader({ request }: Route.LoaderArgs) {
  return (await bookingApiHandler())(request);
}

/** `/api/v1/*` writes. */
export async function action({ request }: Route.ActionArgs) {
  return (await bookingApiHandler())(request);
}
