import {
  ApiError,
  createTranslator,
  type Locale,
  loadCatalogParts,
  messageLoaders,
  type Performer,
  type ProviderDetail,
  type ServiceDetail,
  servicePerformers,
  type Translator,
  type WidgetApiClient,
} from '@booking-kit/core';
import {
  type BookerCallbacks,
  type BookerDefaultValues,
  type BookerSlots,
  LocaleProvider,
  useLocale,
  useOptionalLocale,
} from '@booking-kit/react';
import type { CalendarDate } from '@internationalized/date';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../alert/alert';
import { BookingKitRoot, type BookingKitTheme } from '../booking-kit-root/booking-kit-root';
import { ErrorState } from '../error-state/error-state';
import { LazyPart } from '../skeleton/lazy-part';
import { LoadingState } from '../skeleton/loading-state';
import { bookerClient } from './booker-client';
import { BookerFlow, type BookerFlowProps } from './booker-flow';
import type { CartBookerFlowProps } from './cart-booker-flow';
import { LazyCartBookerFlow } from './lazy-cart-booker-flow';

/** Props of {@link Booker}. */
export interface BookerProps extends BookerCallbacks {
  /** The booking API: its origin (`https://booking.example.com`, which must list this page in `CORS_ORIGINS`) or a typed client. */
  api: string | WidgetApiClient;
  /**
   * The service to book: its slug (loaded through `api`), or the service a host loaded already.
   * Several slugs, or none: the provider's services (those named) are offered, several booked
   * together through the cart.
   */
  service?: string | ServiceDetail | ReadonlyArray<string> | undefined;
  /** The provider it is booked with: a person books that person, a team lets the visitor choose. */
  provider?: string | ProviderDetail | undefined;
  /** With a provider's cart: the slots a host loads itself for the service being given a time. */
  schedule?: CartBookerFlowProps['slots'];
  /** With a provider's cart: the service, staff member or month whose slots are shown changed. */
  onScheduleChange?: CartBookerFlowProps['onScheduleChange'];
  /** With a provider's cart: one service chosen alone; the host opens its page. @default booked here, on its own flow */
  onSingleService?: ((service: string) => void) | undefined;
  /** A staff member to book with, whatever the provider. */
  staff?: string | undefined;
  /** Who performs the service here, when the host loaded them already (else from `provider` or the service). */
  performers?: ReadonlyArray<Performer> | undefined;
  /** The visitor's language (one of the 11). @default the surrounding LocaleProvider's, else `en` */
  locale?: Locale | undefined;
  /** The zone times are shown in. @default the surrounding LocaleProvider's, else the browser's */
  timeZone?: string | undefined;
  /** The visitor chose another zone; given with `timeZone`, the host keeps the zone (controlled). */
  onTimeZoneChange?: ((timeZone: string) => void) | undefined;
  /** Contact details, guests and answers a host knows already (a signed-in visitor). */
  defaultValues?: BookerDefaultValues | undefined;
  /** Light, dark or the visitor's system setting; given, the Booker is its own styled root. */
  theme?: BookingKitTheme | undefined;
  /** Replace any step's rendering (see `BookerFlow`). */
  renderStep?: BookerFlowProps['renderStep'];
  /** The phone the confirmation names for questions. */
  officePhone?: string | undefined;
  /** What shows once booked instead of the Booker's own confirmation, e.g. while the host opens its own page. */
  confirmation?: ReactNode;
  /** The month to show first, `YYYY-MM`. */
  defaultMonth?: string | undefined;
  /** Slots a host loads itself (a server render); without them the Booker fetches each month. */
  slots?: BookerSlots | undefined;
  /** With host-loaded `slots`: the slots must follow the chosen staff member and seats. */
  onSlotQueryChange?: ((query: { staff?: string; seats?: number }) => void) | undefined;
  /** With host-loaded `slots`: the visitor moved to another month. */
  onMonthChange?: ((month: CalendarDate) => void) | undefined;
  /** The one-time link the booking uses up. */
  oneTimeLink?: string | undefined;
  /** The host's own entries stored with the booking (UTM parameters, its own ids; up to 20 strings). */
  metadata?: Readonly<Record<string, string>> | undefined;
  /** Where the tab keeps the booking across reloads (`false`: nowhere). */
  storageKey?: string | false | undefined;
  /** The booking's clock ("today", the months offered, the hold countdown), for stories and tests. @default Date.now */
  now?: (() => number) | undefined;
}

/**
 * The whole booking of a service, styled, for any React app: staff, date and time (with the time
 * zone search), the visitor's details and guests, payment with a retry after a declined card, and
 * the confirmation — against the booking API, from this origin or another. Everything a screen
 * reader, a keyboard, a phone and 11 languages need is in the parts it is made of.
 * @selector .bk-root .bk-booker [data-step]
 * @example
 * import '@booking-kit/ui/styles.css';
 * <Booker api="https://booking.example.com" provider="anna-de-vries" service="massage-60" locale="de"
 *   onBookingCreated={({ booking }) => analytics.track('booked', { id: booking.id })} />
 */
export function Booker(props: BookerProps) {
  const outer = useOptionalLocale();
  const translator = useTranslator(
    outer === null || (props.locale !== undefined && props.locale !== outer.locale) ? (props.locale ?? 'en') : null,
    // Several services or none: the provider's cart, whose words are a part of their own.
    props.service === undefined || isSlugList(props.service),
  );
  const own = translator !== null && translator !== 'loading';
  if (translator === 'loading') return null;
  const content = <BookerContent {...props} />;
  const styled =
    props.theme !== undefined || own ? <BookingKitRoot theme={props.theme ?? 'system'}>{content}</BookingKitRoot> : content;
  if (!own) return styled;
  const zone = props.timeZone ?? outer?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <LocaleProvider translator={translator} timeZone={zone}>
      {styled}
    </LocaleProvider>
  );
}

/**
 * A translator for `locale` when the Booker provides its own language (null: the surrounding one
 * is used), with the cart's words when `cart`.
 */
function useTranslator(locale: Locale | null, cart: boolean): Translator | 'loading' | null {
  const [loaded, setLoaded] = useState<Translator | null>(null);
  useEffect(() => {
    if (locale === null) return;
    let current = true;
    // A booking's words only (no site's words: a cookie banner, forms, pages; no managing a
    // booking), the cart's for a cart, and English only when the visitor's did not load (see
    // `loadCatalogs`).
    // The cart's loaders come with the cart's code, so a one-service Booker carries neither.
    void (
      cart
        ? import('./cart-catalog').then((module) => [messageLoaders, module.cartMessageLoaders])
        : Promise.resolve([messageLoaders])
    )
      .then((parts) => loadCatalogParts(locale, parts))
      .then(({ messages, fallback }) => {
        if (current) setLoaded(createTranslator(locale, messages, fallback));
      });
    return () => {
      current = false;
    };
  }, [locale, cart]);
  if (locale === null) return null;
  return loaded?.locale === locale ? loaded : 'loading';
}

/** What the Booker loads before its first step: the service (none for a cart) and who performs it. */
interface Loaded {
  service: ServiceDetail | undefined;
  provider: ProviderDetail | undefined;
}

/** The Booker inside its language: loads what the host did not give, then the flow. */
function BookerContent(props: BookerProps) {
  const { t, locale: language } = useLocale();
  const client = useMemo(() => bookerClient(props.api, language), [props.api, language]);
  const [zoneState, setZone] = useState<string | undefined>(undefined);
  const timeZone = props.timeZone !== undefined && props.onTimeZoneChange ? props.timeZone : (zoneState ?? props.timeZone);
  const onTimeZoneChange = (zone: string) => {
    props.onTimeZoneChange?.(zone);
    setZone(zone);
  };
  // A service chosen alone on a provider's cart, booked on its own flow (unless the host opens it).
  const [single, setSingle] = useState<string | undefined>(undefined);
  const offered = isSlugList(props.service) ? props.service : null;
  const service = (isSlugList(props.service) ? undefined : props.service) ?? single;
  const loaded = useLoaded(client, service, props.provider);
  // The cart's 'Continue' that chose it is gone: the single service's first step takes focus once shown.
  const root = useRef<HTMLDivElement>(null);
  const focusedSingle = useRef<string | undefined>(undefined);
  const shown = loaded.value?.service?.slug;
  useEffect(() => {
    if (single === undefined || shown !== single || focusedSingle.current === single) return;
    focusedSingle.current = single;
    const heading = root.current?.querySelector<HTMLElement>('.bk-flow-step :is(h1, h2, h3)');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [single, shown]);

  let body: ReactNode;
  // No such service or provider: the spec's words, as on the app's calendar pages.
  if (loaded.status === 'missing') body = <Alert tone="danger">{t('errors.calendarNotFound')}</Alert>;
  else if (loaded.status === 'failed') body = <ErrorState onRetry={loaded.retry} />;
  else if (loaded.value === null) body = <LoadingState />;
  else if (loaded.value.service === undefined) {
    if (!loaded.value.provider)
      throw new TypeError('<Booker>: give a `service`, or a `provider` whose services are booked through the cart.');
    body = (
      <LazyPart>
        <LazyCartBookerFlow
          {...props}
          client={client}
          provider={offered ? onlyServices(loaded.value.provider, offered) : loaded.value.provider}
          timeZone={timeZone}
          onTimeZoneChange={onTimeZoneChange}
          slots={props.schedule}
          onSingleService={props.onSingleService ?? setSingle}
        />
      </LazyPart>
    );
  } else {
    const { performers, fixedStaff } = servicePerformers(loaded.value.service, loaded.value.provider);
    const staff = props.staff ?? fixedStaff;
    body = (
      <BookerFlow
        {...props}
        key={`${loaded.value.service.slug}|${staff ?? ''}`}
        client={client}
        service={loaded.value.service}
        performers={props.performers ?? performers}
        staff={staff}
        timeZone={timeZone}
        onTimeZoneChange={onTimeZoneChange}
      />
    );
  }
  return (
    <div ref={root} className="bk-booker">
      {body}
    </div>
  );
}

/** Whether `service` names several services (the cart) rather than one. */
const isSlugList = (service: BookerProps['service']): service is ReadonlyArray<string> => Array.isArray(service);

/** The provider with only the named services, in the order named (those it offers). */
function onlyServices(provider: ProviderDetail, slugs: ReadonlyArray<string>): ProviderDetail {
  const services = slugs.flatMap((slug) => provider.services.filter((service) => service.slug === slug));
  return { ...provider, services };
}

/** The service and provider, as given or loaded through the API; loaded again for others, or on retry. */
function useLoaded(
  client: WidgetApiClient,
  service: string | ServiceDetail | undefined,
  provider: string | ProviderDetail | undefined,
): { value: Loaded | null; status: 'ready' | 'failed' | 'missing'; retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const given = typeof service !== 'string' && typeof provider !== 'string' ? { service, provider } : null;
  const [answer, setAnswer] = useState<{ key: string; value: Loaded | 'failed' | 'missing' } | null>(null);
  const serviceSlug = typeof service === 'string' ? service : service?.slug;
  const providerSlug = typeof provider === 'string' ? provider : provider?.slug;
  const key = `${serviceSlug ?? ''}|${providerSlug ?? ''}|${attempt}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` (the slugs and the retry) names what is loaded; the given objects are new on every render
  useEffect(() => {
    if (given) return;
    let current = true;
    const loading = [
      typeof service === 'string' ? client.getService(service) : Promise.resolve(service),
      typeof provider === 'string' ? client.getProvider(provider) : Promise.resolve(provider),
    ] as const;
    Promise.all(loading).then(
      ([service, provider]) => current && setAnswer({ key, value: { service, provider } }),
      (error: unknown) =>
        current && setAnswer({ key, value: error instanceof ApiError && error.statusCode === 404 ? 'missing' : 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [key, client, given === null]);
  const retry = () => setAttempt((tries) => tries + 1);
  if (given) return { value: given, status: 'ready', retry };
  const value = answer?.key === key ? answer.value : null;
  if (value === 'failed' || value === 'missing') return { value: null, status: value, retry };
  return { value, status: 'ready', retry };
}
