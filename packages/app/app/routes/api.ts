import { bookingApiHandler } from '../lib/booking-api.server';
import { clientAddressContext } from '../lib/request-context';
import type { Route } from './+types/api';

/** `/api/v1/*` reads: handed to the booking API as they are, with the client's address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return (await bookingApiHandler())(request, { clientId: context.get(clientAddressContext) });
}

/** `/api/v1/*` writes. */
export async function action({ request, context }: Route.ActionArgs) {
  return (await bookingApiHandler())(request, { clientId: context.get(clientAddressContext) });
}
