import { data } from 'react-router';
import { CancelBookingPage } from '../components/cancel-booking-page';
import { apiClient } from '../lib/booking-api.server';
import { cancelBookingPageAction, loadCancelBookingPage } from '../lib/cancel-booking-page.server';
import { pageLocale } from '../lib/locale.server';
import { orNotFound } from '../lib/route-params.server';
import type { Route } from './+types/service-cancel';

/** Not for search engines: the page is the visitor's own. (Its title is rendered with the page.) */
export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

/** The loader's private-page headers on the document too. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The service (an unknown one is 'Cannot find calendar.'), and its booking to cancel when this browser may manage it. */
export async function loader(args: Route.LoaderArgs) {
  const { request, params } = args;
  const locale = await pageLocale(request, params.locale);
  const api = apiClient(request, { locale });
  const service = await orNotFound(request, api.getService(params.service), 'calendar');
  const page = await loadCancelBookingPage(args, service.slug);
  return data({ ...page.data, serviceName: service.name }, page.init ?? undefined);
}

/** The find form: only a booking of this service counts. */
export function action(args: Route.ActionArgs) {
  return cancelBookingPageAction(args, args.params.service);
}

/** `/widget/appointment/service/{service}/cancel` (calendar layout): cancel an appointment of the service. */
export default function ServiceCancel({ loaderData, actionData }: Route.ComponentProps) {
  return <CancelBookingPage {...loaderData} failure={actionData} />;
}
