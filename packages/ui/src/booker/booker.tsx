import {
  ApiError,
  type BookingApiClient,
  createTranslator,
  type Locale,
  loadMessages,
  type Performer,
  type ProviderDetail,
  type ServiceDetail,
  servicePerformers,
  type Translator,
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
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Alert } from '../alert/alert';
import { BookingKitRoot, type BookingKitTheme } from '../booking-kit-root/booking-kit-root';
import { ErrorState } from '../error-state/error-state';
import { LoadingState } from '../skeleton/loading-state';
import { bookerClient } from './booker-client';
import { BookerFlow, type BookerFlowProps } from './booker-flow';

/** Props of {@link Booker}. */
export interface BookerProps extends BookerCallbacks {
  /** The booking API: its origin (`https://booking.example.com`, which must list this page in `CORS_ORIGINS`) or a typed client. */
  api: string | BookingApiClient;
  /** The service to book: its slug (loaded through `api`), or the service a host loaded already. */
  service: string | ServiceDetail;
  /** The provider it is booked with: a person books that person, a team lets the visitor choose. */
  provider?: string | ProviderDetail | undefined;
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

/** A translator for `locale` when the Booker provides its own language (null: the surrounding one is used). */
function useTranslator(locale: Locale | null): Translator | 'loading' | null {
  const [loaded, setLoaded] = useState<Translator | null>(null);
  useEffect(() => {
    if (locale === null) return;
    let current = true;
    void Promise.all([loadMessages(locale), loadMessages('en')]).then(([messages, fallback]) => {
      if (current) setLoaded(createTranslator(locale, messages, fallback));
    });
    return () => {
      current = false;
    };
  }, [locale]);
  if (locale === null) return null;
  return loaded?.locale === locale ? loaded : 'loading';
}

/** What the Booker loads before its first step: the service and who performs it. */
interface Loaded {
  service: ServiceDetail;
  provider: ProviderDetail | undefined;
}

/** The Booker inside its language: loads what the host did not give, then the flow. */
function BookerContent(props: BookerProps) {
  const { t, locale: language } = useLocale();
  const client = useMemo(() => bookerClient(props.api, language), [props.api, language]);
  const [zoneState, setZone] = useState<string | undefined>(undefined);
  const timeZone = props.timeZone !== undefined && props.onTimeZoneChange ? props.timeZone : (zoneState ?? props.timeZone);
  const [attempt, setAttempt] = useState(0);
  const given =
    typeof props.service !== 'string' && typeof props.provider !== 'string'
      ? { service: props.service, provider: props.provider }
      : null;
  const [loaded, setLoaded] = useState<Loaded | 'failed' | 'missing' | null>(given);
  const serviceSlug = typeof props.service === 'string' ? props.service : props.service.slug;
  const providerSlug = typeof props.provider === 'string' ? props.provider : props.provider?.slug;
  // Loaded again only for another service, provider or client, or a retry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the slugs name what is loaded
  useEffect(() => {
    if (given) return;
    let current = true;
    const service = typeof props.service === 'string' ? client.getService(props.service) : Promise.resolve(props.service);
    const provider = typeof props.provider === 'string' ? client.getProvider(props.provider) : Promise.resolve(props.provider);
    Promise.all([service, provider]).then(
      ([service, provider]) => current && setLoaded({ service, provider }),
      (error: unknown) => current && setLoaded(error instanceof ApiError && error.statusCode === 404 ? 'missing' : 'failed'),
    );
    return () => {
      current = false;
    };
  }, [serviceSlug, providerSlug, client, attempt, given === null]);

  const shown = given ?? loaded;
  let body: ReactNode;
  // No such service or provider: the spec's words, as on the app's calendar pages.
  if (shown === 'missing') body = <Alert tone="danger">{t('errors.calendarNotFound')}</Alert>;
  else if (shown === 'failed') body = <ErrorState onRetry={() => setAttempt((tries) => tries + 1)} />;
  else if (shown === null) body = <LoadingState />;
  else {
    const { performers, fixedStaff } = servicePerformers(shown.service, shown.provider);
    const staff = props.staff ?? fixedStaff;
    const shownPerformers = props.performers ?? performers;
    body = (
      <BookerFlow
        {...props}
        key={`${shown.service.slug}|${staff ?? ''}`}
        client={client}
        service={shown.service}
        performers={shownPerformers}
        staff={staff}
        timeZone={timeZone}
        onTimeZoneChange={(zone) => {
          props.onTimeZoneChange?.(zone);
          setZone(zone);
        }}
      />
    );
  }
  return <div className="bk-booker">{body}</div>;
}
