import type { WidgetMode } from './events';
import { METADATA_PARAM } from './frame-metadata';
import { FRAME_PARAMS } from './protocol';

/** What a widget shows and for whom, as its element's attributes give it. */
export interface WidgetOptions {
  /** The booking app's origin, e.g. `https://booking.example.com` (its `FRAME_ANCESTORS` lists the host page). */
  origin: string;
  /** A widget route of the app (`/widget/appointment/anna-de-vries/massage-60`); else built from `provider` and `service`. */
  path?: string | undefined;
  provider?: string | undefined;
  service?: string | undefined;
  /** The visitor's language (one of the 11; the app's `?lang=` rules). */
  lang?: string | undefined;
  /** `light`, `dark` or `auto` (the visitor's system setting). */
  theme?: string | undefined;
  /** The brand colour, any CSS colour: the app's `--bk-color-primary`. */
  brandColor?: string | undefined;
  /**
   * What the host knows already: the visitor's contact details, the guests they bring (a JSON
   * array of `{ name, email }`) and answers to the details form's other fields (a JSON object of
   * `dateOfBirth`, `location`, `additionalInformation`).
   */
  prefill?: {
    name?: string | undefined;
    email?: string | undefined;
    phone?: string | undefined;
    guests?: string | undefined;
    answers?: string | undefined;
  };
  /** What is stored with the booking: the page's UTM parameters and the host's own entries (see `widgetMetadata`). */
  metadata?: Record<string, string> | undefined;
}

/** The app route a widget shows: its `path`, or a provider's service, a provider's page, or a service's. */
export function widgetPath({ path, provider, service }: Pick<WidgetOptions, 'path' | 'provider' | 'service'>): string {
  if (path?.startsWith('/widget/')) return path;
  const segment = encodeURIComponent;
  if (provider && service) return `/widget/appointment/${segment(provider)}/${segment(service)}`;
  if (provider) return `/widget/appointment/${segment(provider)}`;
  if (service) return `/widget/appointment/service/${segment(service)}`;
  throw new TypeError('<booking-kit-widget>: give a `path` under /widget/, or a `provider` and/or a `service`.');
}

/**
 * The address of a widget's frame: the app's route with the visitor's language, theme, brand
 * colour and prefill, and who the host is (its origin, the only one the frame will talk to) and
 * which of its widgets this is.
 * @example frameUrl({ origin: 'https://booking.example.com', provider: 'anna-de-vries', service: 'massage-60' }, 'bk-1', 'inline', 'https://shop.example.com')
 */
export function frameUrl(options: WidgetOptions, widget: string, mode: WidgetMode, hostOrigin: string): URL {
  const url = new URL(widgetPath(options), options.origin);
  const set = (name: string, value: string | undefined) => {
    if (value) url.searchParams.set(name, value);
  };
  set('lang', options.lang);
  set('theme', options.theme);
  set('brandColor', options.brandColor);
  set('name', options.prefill?.name);
  set('email', options.prefill?.email);
  set('phone', options.prefill?.phone);
  set('guests', options.prefill?.guests);
  set('answers', options.prefill?.answers);
  if (options.metadata && Object.keys(options.metadata).length > 0)
    url.searchParams.set(METADATA_PARAM, JSON.stringify(options.metadata));
  url.searchParams.set(FRAME_PARAMS.host, hostOrigin);
  url.searchParams.set(FRAME_PARAMS.widget, widget);
  url.searchParams.set(FRAME_PARAMS.mode, mode);
  return url;
}
