import { createHttpClient, type HttpClientOptions } from '../http/http-client';
import type { Locale } from '../i18n/locales';
import type { Booking, CreateBookingRequest } from '../schemas/booking';
import type { BookingAccess, BookingAccessRequest } from '../schemas/booking-access';
import type { ContentView, SiteMap } from '../schemas/content-view';
import type { Form, FormSubmission, FormSubmissionRequest, Survey } from '../schemas/form';
import type { CreateHoldRequest, Hold } from '../schemas/hold';
import type { BookingList, CancelBookingRequest, RescheduleBookingRequest } from '../schemas/manage-booking';
import type { OneTimeLinkDetail } from '../schemas/one-time-link';
import type { ConfirmPaymentRequest } from '../schemas/payment';
import type { PaymentConfirmation } from '../schemas/payment-confirmation';
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

/**
 * Options of a write that the server makes idempotent (bookings, holds, reschedule, cancel): the
 * same `idempotencyKey` and body replay the first answer instead of writing twice, so a retry
 * after a lost answer is safe. Reuse one key for the retries of one intent; a new intent, a new key.
 */
export interface WriteOptions {
  /** Sent as `Idempotency-Key`. @example crypto.randomUUID() */
  idempotencyKey?: string;
}

/**
 * The part of the booking API client (`/api/v1`) that the booking widgets use: providers and
 * services, slots, holds, bookings, payments, managing a booking and one-time links. What
 * `<Booker>` and `<ManageBooking>` take as `api` (any `BookingApiClient` is one), and what
 * `createWidgetApiClient` makes without the site's and the collections' requests.
 */
export interface WidgetApiClient {
  getProvider(slug: string): Promise<ProviderDetail>;
  getService(slug: string): Promise<ServiceDetail>;
  getSlots(request: SlotsRequest, signal?: AbortSignal): Promise<SlotsResponse>;
  /**
   * Which occurrences of a weekly series from a chosen slot are free and, for each that is not,
   * the nearest free `alternatives` (`GET /slots/recurring`). The service must allow the rhythm and
   * count (its `recurring`), else `ApiError` VALIDATION_FAILED.
   */
  getRecurringSlots(request: RecurringSlotsRequest, signal?: AbortSignal): Promise<RecurringSlotsResponse>;
  createBooking(request: CreateBookingRequest, options?: { idempotencyKey?: string }): Promise<Booking>;
  /** One booking; with its manage token, the contact details are included. */
  getBooking(id: string, manageToken?: string): Promise<Booking>;
  /**
   * Several bookings at once (up to 20; a repeated id is answered once), in the order asked and in
   * their public view; 404 if any is missing. No ids, no request: an empty list.
   */
  getBookings(ids: readonly string[]): Promise<BookingList>;
  /**
   * Holds a slot for a few minutes while the visitor fills in the form: nobody else is offered it
   * until `expiresAt`. Book it with `createBooking({ ..., hold: { id, token: holdToken } })`.
   */
  createHold(request: CreateHoldRequest, options?: WriteOptions): Promise<Hold>;
  /** Gives a held slot back (the visitor went back or left); 404 NOT_FOUND once it is booked, lapsed or released. */
  releaseHold(id: string, holdToken: string, options?: WriteOptions): Promise<void>;
  /**
   * Moves a booking to another start (and staff member, or `any`). The answer carries a new
   * `manageToken`: keep it, the old one stops working.
   */
  rescheduleBooking(id: string, manageToken: string, request: RescheduleBookingRequest, options?: WriteOptions): Promise<Booking>;
  /** Cancels a booking with the visitor's reason and answers it, `status: 'cancelled'`. */
  cancelBooking(id: string, manageToken: string, request: CancelBookingRequest, options?: WriteOptions): Promise<Booking>;
  /**
   * Opens a booking without its manage link: the visitor types the booking reference (`id`) and
   * the email address they booked with (any case). Answers a new `manageToken` that works like the
   * manage token (`getBooking` in full, `cancelBooking`, `rescheduleBooking`, `confirmPayment`)
   * until `expiresAt` (24 hours). A wrong email, an unknown or malformed reference all reject with
   * the same `ApiError` 404 `NOT_FOUND`; a badly formed email with 400 `VALIDATION_FAILED` on `email`.
   * @example const { manageToken } = await api.requestBookingAccess(reference, { email })
   */
  requestBookingAccess(id: string, request: BookingAccessRequest, options?: WriteOptions): Promise<BookingAccess>;
  /**
   * Pays a booking's `payment` (`POST /payments/{id}/confirm`) with the card the visitor typed,
   * authorized by the booking's manage token. Answers the payment and the booking, now
   * `scheduled` (or `requested`). A refused card rejects with an `ApiError` 402 `PAYMENT_DECLINED`
   * whose `params.messageKey` says why (the booking keeps waiting: try another card); a lapsed one
   * 409 `BOOKING_EXPIRED`. Confirming a paid payment again answers the same and charges nothing.
   * @example await api.confirmPayment(booking.payment.id, booking.manageToken, { card }, { idempotencyKey })
   */
  confirmPayment(
    paymentId: string,
    manageToken: string,
    request: ConfirmPaymentRequest,
    options?: WriteOptions,
  ): Promise<PaymentConfirmation>;
  /** What a one-time link books; 410 SLUG_EXPIRED once it is used or expired. */
  getOneTimeLink(slug: string): Promise<OneTimeLinkDetail>;
}

/** The typed booking API client (`/api/v1`), shared by the React packages and the app: the widgets' requests and the site's. */
export interface BookingApiClient extends WidgetApiClient {
  /** A group of services by id (`grp-wellness`) or slug (`wellness`). */
  getGroup(idOrSlug: string): Promise<ServiceGroupDetail>;
  /** A service menu by id (`menu-spa`) or slug (`spa-menu`). */
  getServiceMenu(idOrSlug: string): Promise<ServiceMenuDetail>;
  /** A named bookings page (`book-harbor`). */
  getBookingPage(slug: string): Promise<BookingPageDetail>;
  /** A form's questions, to render and check with `validateAnswers`. */
  getForm(id: string): Promise<Form>;
  /** A visitor's answers to a form; 400 VALIDATION_FAILED names each bad one in `fields` (`answers.<name>`). */
  submitForm(id: string, request: FormSubmissionRequest): Promise<FormSubmission>;
  /** A survey's steps and questions. */
  getSurvey(id: string): Promise<Survey>;
  /** The answers to every step of a survey, checked together like a form's. */
  submitSurveyResponse(id: string, request: FormSubmissionRequest): Promise<FormSubmission>;
  /**
   * The published content at a site path (`/`, `/journal/b/{slug}/`, `/product/{id}/`... without
   * the locale prefix), in `locale` with the default locale's texts where a translation is
   * missing; `page` is a list's page (1-based). 404 for a path that names nothing published.
   */
  getContent(request: ContentRequest): Promise<ContentView>;
  /**
   * The same for preview `id`, with unpublished pages and drafts, for the holder of its `token`.
   * A wrong or expired token answers the same 404 as an unknown preview.
   */
  getPreview(id: string, token: string, request: ContentRequest): Promise<ContentView>;
  /** Every published address of the site, for `sitemap.xml`. */
  getSiteMap(): Promise<SiteMap>;
}

/** What `getContent` and `getPreview` ask for: a site path, and the locale and list page. */
export interface ContentRequest {
  path: string;
  locale?: Locale;
  /** A list's page, 1-based. @default 1 */
  page?: number;
}

/** The query of a content request. */
function contentQuery({ path, locale, page }: ContentRequest, extra: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    path,
    ...(locale && { locale }),
    ...(page !== undefined && page !== 1 && { page: String(page) }),
    ...extra,
  });
}

/** Options of `createBookingApiClient`. */
export interface BookingApiClientOptions extends HttpClientOptions {
  /**
   * The visitor's locale, sent as `Accept-Language` with every request: the API answers the
   * business's texts (service, group, menu and page names and descriptions, a booking's service
   * name) in it, or in the business's default text where it has no translation. An
   * `Accept-Language` in `headers` wins. @default none: the default text (a booking's own locale)
   */
  locale?: Locale | undefined;
}

/**
 * Creates the API client.
 * @example const api = createBookingApiClient({ baseUrl: window.location.origin, locale: 'de' })
 */
export function createBookingApiClient(options: BookingApiClientOptions): BookingApiClient {
  const http = apiHttpClient(options);
  const segment = encodeURIComponent;
  return {
    ...widgetRequests(http),
    getGroup: (idOrSlug) => http.request(`/api/v1/groups/${segment(idOrSlug)}`),
    getServiceMenu: (idOrSlug) => http.request(`/api/v1/service-menus/${segment(idOrSlug)}`),
    getBookingPage: (slug) => http.request(`/api/v1/booking-pages/${segment(slug)}`),
    getForm: (id) => http.request(`/api/v1/forms/${segment(id)}`),
    submitForm: (id, request) => http.request(`/api/v1/forms/${segment(id)}/submissions`, { method: 'POST', body: request }),
    getSurvey: (id) => http.request(`/api/v1/surveys/${segment(id)}`),
    submitSurveyResponse: (id, request) =>
      http.request(`/api/v1/surveys/${segment(id)}/responses`, { method: 'POST', body: request }),
    getContent: (request) => http.request(`/api/v1/content?${contentQuery(request)}`),
    getPreview: (id, token, request) => http.request(`/api/v1/previews/${segment(id)}?${contentQuery(request, { token })}`),
    getSiteMap: () => http.request('/api/v1/sitemap'),
  };
}

/**
 * Creates the widgets' part of the API client (see {@link WidgetApiClient}): what a `<Booker>` or
 * `<ManageBooking>` given the API's address makes, without the code of the site's requests.
 * @example const api = createWidgetApiClient({ baseUrl: 'https://booking.example.com', locale: 'de' })
 */
export function createWidgetApiClient(options: BookingApiClientOptions): WidgetApiClient {
  return widgetRequests(apiHttpClient(options));
}

/** The HTTP client both clients share: `locale` sent as `Accept-Language` unless `headers` has one. */
function apiHttpClient(options: BookingApiClientOptions) {
  const { locale, ...httpOptions } = options;
  const headers = httpOptions.headers ?? {};
  const languageGiven = Object.keys(headers).some((name) => name.toLowerCase() === 'accept-language');
  return createHttpClient(
    locale && !languageGiven ? { ...httpOptions, headers: { ...headers, 'accept-language': locale } } : httpOptions,
  );
}

/** The widgets' requests on `http`. */
function widgetRequests(http: ReturnType<typeof createHttpClient>): WidgetApiClient {
  const segment = encodeURIComponent;
  // A token goes in the Authorization header only: the server refuses one in the address, which logs and Referer headers keep.
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const idempotency = (write?: WriteOptions): Record<string, string> =>
    write?.idempotencyKey ? { 'idempotency-key': write.idempotencyKey } : {};
  // What the holder of a booking's manage token asks of it (reschedule, pay, cancel): a POST with
  // the token and, for a safe retry, the write's Idempotency-Key.
  const postAsHolder = <T>(path: string, token: string, body: unknown, write?: WriteOptions) =>
    http.request<T>(path, { method: 'POST', body, headers: { ...bearer(token), ...idempotency(write) } });
  return {
    getProvider: (slug) => http.request(`/api/v1/providers/${segment(slug)}`),
    getService: (slug) => http.request(`/api/v1/services/${segment(slug)}`),
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
    getBookings: async (ids) => {
      const [first, ...rest] = ids;
      if (first === undefined) return { bookings: [] };
      // The server answers a list only for a path with a comma; one id is the single booking's own route.
      if (rest.length === 0) return { bookings: [await http.request<Booking>(`/api/v1/bookings/${segment(first)}`)] };
      // The comma separates ids in the path itself; each id is still escaped on its own.
      return http.request(`/api/v1/bookings/${ids.map(segment).join(',')}`);
    },
    createHold: (request, write) => http.request('/api/v1/holds', { method: 'POST', body: request, headers: idempotency(write) }),
    releaseHold: (id, holdToken, write) =>
      http.request(`/api/v1/holds/${segment(id)}`, {
        method: 'DELETE',
        headers: { ...bearer(holdToken), ...idempotency(write) },
      }),
    rescheduleBooking: (id, manageToken, request, write) =>
      postAsHolder(`/api/v1/bookings/${segment(id)}/reschedule`, manageToken, request, write),
    confirmPayment: (paymentId, manageToken, request, write) =>
      postAsHolder(`/api/v1/payments/${segment(paymentId)}/confirm`, manageToken, request, write),
    cancelBooking: (id, manageToken, request, write) =>
      postAsHolder(`/api/v1/bookings/${segment(id)}/cancel`, manageToken, request, write),
    requestBookingAccess: (id, request, write) =>
      http.request(`/api/v1/bookings/${segment(id)}/access`, { method: 'POST', body: request, headers: idempotency(write) }),
    getOneTimeLink: (slug) => http.request(`/api/v1/one-time-links/${segment(slug)}`),
  };
}
