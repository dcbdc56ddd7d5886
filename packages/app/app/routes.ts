import { layout, type RouteConfig, route } from '@react-router/dev/routes';

/** Every route of the spec that the app serves so far. Each page route takes an optional locale prefix. */
export default [
  // The booking API, in the same process and on the same port as the pages.
  route('api/v1/*', 'routes/api.ts'),
  route('favicon.ico', 'routes/favicon.ts'),
  layout('layouts/calendar-layout.tsx', [
    route(':locale?/widget/appointment/:provider', 'routes/provider.tsx'),
    route(':locale?/widget/appointment/:provider/:service', 'routes/appointment.tsx'),
    route(':locale?/widget/survey/:id', 'routes/survey.tsx'),
  ]),
  layout('layouts/form-layout.tsx', [route(':locale?/widget/form/:id', 'routes/form.tsx')]),
  route(':locale?/widget/booking/:id/manage', 'routes/booking-manage.ts'),
  layout('layouts/default-layout.tsx', [route(':locale?/widget/booking/:ids', 'routes/booking.tsx')]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
