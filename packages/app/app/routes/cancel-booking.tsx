import { CancelBookingPage } from '../components/cancel-booking-page';
import { cancelBookingPageAction, loadCancelBookingPage } from '../lib/cancel-booking-page.server';
import type { Route } from './+types/cancel-booking';

/** Not for search engines: the page is the visitor's own. (Its title is rendered with the page.) */
export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

/** The loader's private-page headers on the document too. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The booking to cancel (`?booking=`), when this browser may manage it. */
export function loader(args: Route.LoaderArgs) {
  return loadCancelBookingPage(args);
}

/** The find form: reference and email. */
export function action(args: Route.ActionArgs) {
  return cancelBookingPageAction(args);
}

/** `/widget/cancel-booking` and `/widget/booking/cancel-booking` (form layout): find a booking, then cancel it. */
export default function CancelBookingRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CancelBookingPage {...loaderData} failure={actionData} />;
}
