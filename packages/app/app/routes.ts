import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every widget, content and preview route of the spec, each with its layout and an optional
 * locale prefix. Routes that share a page (a group by id or slug, a menu by slug or id) name one
 * module under two ids.
 */
export default [
  // The booking API, in the same process and on the same port as the pages.
  route('api/v1/*', 'routes/api.ts'),
  route('favicon.ico', 'routes/favicon.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  layout('layouts/calendar-layout.tsx', [
    route(':locale?/widget/appointment/:provider', 'routes/provider.tsx'),
    route(':locale?/widget/appointment/:provider/:service', 'routes/appointment.tsx'),
    route(':locale?/widget/appointment/service/:service', 'routes/service-appointment.tsx'),
    route(':locale?/widget/appointment/service/:service/cancel', 'routes/service-cancel.tsx'),
    route(':locale?/widget/group/:groupId', 'routes/group.tsx', { id: 'group-by-id' }),
    route(':locale?/widget/groups/:groupSlug', 'routes/group.tsx', { id: 'group-by-slug' }),
    route(':locale?/widget/service-menus/:serviceMenuSlug', 'routes/service-menu.tsx', { id: 'service-menu-by-slug' }),
    route(':locale?/widget/service-menu/:serviceMenuId', 'routes/service-menu.tsx', { id: 'service-menu-by-id' }),
    route(':locale?/widget/service-menus/:servicemenu/:service', 'routes/service-menu-service.tsx'),
    route(':locale?/widget/survey/:id', 'routes/survey.tsx'),
  ]),
  layout('layouts/form-layout.tsx', [
    route(':locale?/widget/booking/cancel-booking', 'routes/cancel-booking.tsx', { id: 'booking-cancel-booking' }),
    route(':locale?/widget/cancel-booking', 'routes/cancel-booking.tsx', { id: 'cancel-booking' }),
    route(':locale?/widget/form/:id', 'routes/form.tsx'),
  ]),
  route(':locale?/widget/booking/:id/manage', 'routes/booking-manage.ts'),
  // One booking in the default layout, several (comma-separated) in the calendar layout.
  layout('layouts/booking-layout.tsx', [route(':locale?/widget/booking/:ids', 'routes/booking.tsx')]),
  layout('layouts/default-layout.tsx', [
    route(':locale?/widget/booking', 'routes/find-booking.tsx'),
    route(':locale?/widget/bookings/:slug', 'routes/bookings-page.tsx', { id: 'bookings-page' }),
    // `/widget/bookings{slug}`: one segment that starts with `bookings` (any other is a 404).
    route(':locale?/widget/:bookingsSlug', 'routes/bookings-page.tsx', { id: 'bookings-page-joined' }),
    route(':locale?/widget/otl', 'routes/one-time-link-entry.tsx'),
    route(':locale?/widget/otl/:oneTimeSlug', 'routes/one-time-link.tsx'),
  ]),
  // The business's site: every content route of the spec and its previews, read by one renderer;
  // a path that names no content is the 404 page.
  layout('layouts/page-layout.tsx', [
    route(':locale?/v2/preview/:id/*', 'routes/preview.tsx'),
    // `/` itself: a splat does not match the root.
    index('routes/content.tsx', { id: 'content-home' }),
    route('*', 'routes/content.tsx'),
  ]),
] satisfies RouteConfig;
