import { createHttpClient, type HttpClientOptions } from '../http/http-client';
import type { Booking, CreateBookingRequest } from '../schemas/booking';
import type { ProviderDetail } from '../schemas/provider';
import type { RecurringSlotsResponse } from '../schemas/recurring';
import type { ServiceDetail } from '../schemas/service';
import type { BookingPageDetail, ServiceGroupDetail, ServiceMenuDetail } from '../schemas/service-collections';
import type { SlotsResponse } from '../schemas/slot';

/** Query of `getSlots`: a service, a staff slug or `any`, and a date range in the visitor's zone. */
export interface SlotsRequest {
  service: string;
  staff?: string;
  /** First and last day (inclusive), `YYYY-MM-DD`, in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
  seats?: number;
}

/** Query of `getRecurringSlots`: the first occurrence (a chosen slot), the rhythm and the length of the series. */
export interface RecurringSlotsRequest {
  service: string;
  staff?: string;
  start: string;
  everyWeeks?: number;
  count: number;
  seats?: number;
  durationMinutes?: number;
}

/** The typed booking API client (`/api/v1`), shared by the React packages and the app. */
export interface BookingApiClient {
  getProvider(slug: string): Promise<ProviderDetail>;
  getService(slug: string): Promise<ServiceDetail>;
  /** A group of services by id (`grp-wellness`) or slug (`wellness`). */
  getGroup(idOrSlug: string): Promise<ServiceGroupDetail>;
  /** A service menu by id (`menu-spa`) or slug (`spa-menu`). */
  getServiceMenu(idOrSlug: string): Promise<ServiceMenuDetail>;
  /** A named bookings page (`book-harbor`). */
  getBookingPage(slug: string): Promise<BookingPageDetail>;
  getSlots(request: SlotsRequest, signal?: AbortSignal): Promise<SlotsResponse>;
  /** Which occurrences of a weekly series from a chosen slot are free (`GET /slots/recurring`). */
  getRecurringSlots(request: RecurringSlotsRequest, signal?: AbortSignal): Promise<RecurringSlotsResponse>;
  createBooking(request: CreateBookingRequest, options?: { idempotencyKey?: string }): Promise<Booking>;
  /** One booking; with its manage token, the contact details are included. */
  getBooking(id: string, manageToken?: string): Promise<Booking>;
}

/**
 * Creates the API client.
 * @example const api = createBookingApiClient({ baseUrl: window.location.origin })
 */
export function createBookingApiClient(options: HttpClientOptions): BookingApiClient {
  const http = createHttpClient(options);
  const segment = encodeURIComponent;
  return {
    getProvider: (slug) => http.request(`/api/v1/providers/${segment(slug)}`),
    getService: (slug) => http.request(`/api/v1/services/${segment(slug)}`),
    getGroup: (idOrSlug) => http.request(`/api/v1/groups/${segment(idOrSlug)}`),
    getServiceMenu: (idOrSlug) => http.request(`/api/v1/service-menus/${segment(idOrSlug)}`),
    getBookingPage: (slug) => http.request(`/api/v1/booking-pages/${segment(slug)}`),
    getSlots: (request, signal) => {
      const query = new URLSearchParams({
        service: request.service,
        staff: request.staff ?? 'any',
        from: request.from,
        to: request.to,
        timeZone: request.timeZone,
        seats: String(request.seats ?? 1),
      });
      return http.request(`/api/v1/slots?${query}`, { signal });
    },
    getRecurringSlots: (request, signal) => {
      const query = new URLSearchParams({
        service: request.service,
        staff: request.staff ?? 'any',
        start: request.start,
        everyWeeks: String(request.everyWeeks ?? 1),
        count: String(request.count),
        seats: String(request.seats ?? 1),
        ...(request.durationMinutes !== undefined && { durationMinutes: String(request.durationMinutes) }),
      });
      return http.request(`/api/v1/slots/recurring?${query}`, { signal });
    },
    createBooking: (request, createOptions) =>
      http.request('/api/v1/bookings', {
        method: 'POST',
        body: request,
        headers: createOptions?.idempotencyKey ? { 'idempotency-key': createOptions.idempotencyKey } : {},
      }),
    getBooking: (id, manageToken) =>
      http.request(`/api/v1/bookings/${segment(id)}`, {
        headers: manageToken ? { authorization: `Bearer ${manageToken}` } : {},
      }),
  };
}
