/**
 * @booking-kit/core — the framework-free booking domain.
 * @packageDocumentation
 */
export {
  type BookingApiClient,
  type BookingApiClientOptions,
  type ContentRequest,
  createBookingApiClient,
  createWidgetApiClient,
  type RecurringSlotsRequest,
  type SlotsRequest,
  type WidgetApiClient,
  type WriteOptions,
} from './api/api-client';
export {
  type GenerateSlotsInput,
  generateSlotStarts,
  generateSlots,
  type SlotInterval,
} from './availability/generate-slots';

// Scheduling rules, staff assignment, recurring series and guests.

export {
  type BookingWindow,
  type BookingWindowRules,
  bookingWindow,
  isInBookingWindow,
} from './availability/booking-window';
export { chooseStaff } from './availability/choose-staff';
export {
  type CheckedOccurrence,
  checkRecurringAvailability,
  checkSeriesRule,
  type FindAlternativesOptions,
  type FindRecurringOccurrencesInput,
  findAlternatives,
  findRecurringOccurrences,
  type RecurringOccurrence,
  type SeriesRuleViolation,
} from './availability/recurring-occurrences';
export { resolveDuration, type ServiceLengths, serviceDurations } from './availability/service-durations';
export {
  type BookingCalendarEventOptions,
  bookingCalendarEvent,
  type CalendarBooking,
} from './calendar/booking-calendar-event';
export { basicUtc, type CalendarEvent } from './calendar/calendar-event';
export { type CalendarProvider, calendarLink, calendarProviderNames, calendarProviders } from './calendar/calendar-links';
export { escapeText, foldLine, type ToIcsOptions, toIcs } from './calendar/to-ics';
export { checkSeats, type SeatProblem, seatsNeeded } from './guests/seats-needed';
export { type GuestFieldErrors, type GuestsValidation, validateGuests } from './guests/validate-guests';
export { type DateOverride, dateOverrideSchema, dateOverridesSchema } from './schemas/date-overrides';
export { emailKey, GUEST_COUNT, type Guest, guestSchema, guestsSchema } from './schemas/guests';
export {
  ALTERNATIVE_DAYS,
  MAX_ALTERNATIVES,
  MAX_RECURRING_COUNT,
  type Recurrence,
  type RecurringOccurrenceCheck,
  type RecurringRequest,
  type RecurringSlotsQuery,
  type RecurringSlotsResponse,
  recurrenceSchema,
  recurringOccurrenceSchema,
  recurringRequestSchema,
  recurringSlotsQuerySchema,
  recurringSlotsResponseSchema,
  type ServiceRecurrence,
  serviceRecurrenceSchema,
} from './schemas/recurring';

// The rest of the public API.

export { type InstantInput, toEpochMs } from './availability/instant';
export { groupSlotsByDay, mergeStaffSlots, type StaffSlots, slotDays, slotDaysJson } from './availability/merge-staff-slots';
export {
  type CalendarMonths,
  calendarMonths,
  clampMonth,
  type MonthSlots,
  type MonthSlotsRequest,
  monthOf,
  monthRange,
  monthSlots,
  parseMonth,
} from './availability/month-slots';
export {
  BOOKING_FLOW_STEPS,
  type BookingFlowError,
  type BookingFlowEvent,
  type BookingFlowOptions,
  type BookingFlowPending,
  type BookingFlowProgressItem,
  type BookingFlowState,
  type BookingFlowStep,
} from './booking-flow/booking-flow.types';
export { bookingFlowError } from './booking-flow/booking-flow-error';
export {
  bookingFlowProgress,
  bookingFlowSteps,
  bookingFlowTransition,
  canGoToBookingStep,
  initialBookingFlow,
  restoredBookingFlow,
  SLOT_LOST_CODES,
} from './booking-flow/booking-flow-machine';
export {
  type BookingFlowRecurrence,
  type BookingFlowRequestContext,
  bookingFlowBookingRequest,
  bookingFlowHoldRequest,
} from './booking-flow/booking-flow-requests';
export { bookingsMade } from './booking-flow/confirmation-ids';
export { payBooking } from './booking-flow/pay-booking';
export { type PaymentProgress, paymentProgress } from './booking-flow/payment-progress';
export { seriesLength } from './booking-flow/series-length';
export { type CartBookingContext, type CartBookingLine, cartBookingRequest } from './cart/cart-booking-request';
export {
  CART_FLOW_STEPS,
  type CartFlowEvent,
  type CartFlowItem,
  type CartFlowOptions,
  type CartFlowState,
  type CartFlowStep,
} from './cart/cart-flow.types';
export {
  type CartFlowMachine,
  cartFlowMachine,
  cartFlowTransition,
  initialCartFlow,
  overlappingItem,
  restoredCartFlow,
} from './cart/cart-flow-machine';
export { type CartLine, type CartLineSeating, cartLinePrice, cartLineSeats, seatLimit, seatsOf } from './cart/cart-line';
export { cartTotal, type Money } from './cart/cart-total';
export { initialCartJourney } from './cart/initial-cart-journey';
export { type CartProblem, type CartValidation, type ValidateCartOptions, validateCart } from './cart/validate-cart';
export {
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_VALUES,
  type CookieConsentCookieOptions,
  type CookieConsentValue,
  isCookieConsentValue,
  parseCookieConsent,
  serializeCookieConsent,
} from './consent/cookie-consent';
export { type ContentRoute, contentPaths, parseContentPath, parsePreviewPath, RESERVED_PATH_WORDS } from './content/content-path';
export type {
  CartJourneyOptions,
  CartJourneyState,
  FlowEvent,
  FlowJourney,
  FlowOptions,
  FlowState,
  ServiceJourneyState,
} from './flow/flow.types';
export { flowTransition, initialServiceJourney, restoredFlow } from './flow/flow-machine';
export { serviceAsksPayment, serviceFlowOptions } from './flow/service-flow-options';
export { POSTED_STEP_NAME, type PostedEntries, readPostedAnswers, readPostedStep } from './forms/posted-answers';
export {
  POSTED_BOOKING_FIELDS,
  type PostedBooking,
  type PostedBookingFailure,
  type PostedBookingTarget,
  postedBookingFailure,
  readPostedBooking,
} from './forms/posted-booking';
export {
  answerErrors,
  type PostedQuestionnaire,
  type QuestionnairePostOutcome,
  submitPostedQuestionnaire,
} from './forms/questionnaire-post';
export { type AnswersValidation, validateAnswers } from './forms/validate-answers';
export { type CookieOptions, readCookie, serializeCookie } from './http/cookies';
export {
  ApiError,
  createHttpClient,
  type FetchLike,
  GET_RETRY_STATUSES,
  type HttpClient,
  type HttpClientOptions,
  type RequestOptions,
} from './http/http-client';
export { createTranslator, type MessageValues, type Translator } from './i18n/create-translator';
export { loadCatalogs, loadMessages, loadWidgetCatalogs } from './i18n/load-catalogs';
export { loadTranslator } from './i18n/load-translator';
export {
  DEFAULT_LOCALE_ROUTING,
  DEFAULT_LOCALE_STRATEGY,
  isLocaleStrategy,
  LOCALE_DEFINITIONS,
  LOCALE_QUERY_PARAM,
  LOCALE_STRATEGIES,
  type LocaleDecision,
  type LocaleDefinition,
  type LocaleRequest,
  type LocaleRouting,
  type LocaleRoutingSettings,
  type LocaleStrategy,
  localeAlternates,
  localizeLink,
  localizePath,
  parseLocaleRouting,
  pathLocale,
  rootRedirectTarget,
  routeLocale,
  stripLocalePrefix,
  switchLocaleHref,
  withLocaleQuery,
} from './i18n/locale-routing';
export { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALE_TAGS, type Locale, SUPPORTED_LOCALES } from './i18n/locales';
export {
  type CatalogShape,
  type LocaleCatalogs,
  loadCatalogParts,
  type Messages,
  messageLoaders,
  siteMessageLoaders,
} from './i18n/messages';
export { type LocaleSources, matchLocale, negotiateLocale, parseAcceptLanguage } from './i18n/negotiate-locale';
export { loadServerMessages, serverMessageLoaders } from './i18n/server-messages';
export { cartMessageLoaders, manageMessageLoaders } from './i18n/widget-part-messages';
export {
  BOOKING_ID_PATTERN,
  type BookingReference,
  parseBookingReference,
  parseOneTimeLinkReference,
} from './links/link-references';
export {
  bookingOpenedBy,
  type FindBookingFailure,
  isOpenedBooking,
  type OpenedBooking,
  openBookingFromForm,
  readHeldBookings,
  readManagedBooking,
} from './manage/booking-access';
export { formatAppointmentTime } from './manage/format-appointment-time';
export { type ManageAction, type ManageErrorMessage, manageErrorMessage } from './manage/manage-error';
export {
  heldBookingIds,
  MANAGE_TOKEN_COOKIE_DAYS,
  MANAGE_TOKEN_COOKIE_PREFIX,
  manageTokenCookie,
  readManageTokenCookie,
} from './manage/manage-token-cookie';
export { telHref } from './manage/tel-href';
export { currencyDigits, formatPrice } from './money/format-price';
export {
  ALLOWED_PROTOCOLS,
  checkNavigationTarget,
  type NavigationCheck,
  type NavigationRefusal,
  type NavigationTargetOptions,
} from './navigation/navigation-target';
export { PAGE_TITLE_SEPARATOR, pageTitle, titleSeparator } from './navigation/page-title';
export { claimReload, RELOAD_GUARD_KEY, RELOAD_GUARD_MS, type ReloadGuardStore } from './navigation/reload-guard';
export {
  BOOKING_MESSAGE_KINDS,
  type BookingMessage,
  type BookingMessageAudience,
  type BookingMessageBooking,
  type BookingMessageKind,
  type RenderBookingMessage,
  type RenderedMessage,
} from './notifications/booking-message';
export {
  type CardErrors,
  type CardField,
  type CardInput,
  type CardValidation,
  formatCardNumber,
  formatExpiry,
  luhnCheck,
  type ValidCard,
  validateCard,
} from './payments/card';
export {
  combinedPaymentAmounts,
  depositOf,
  type PaymentAmounts,
  type PaymentAmountsInput,
  type PaymentChoice,
  paymentAmounts,
} from './payments/payment-amounts';
export { type PaymentMessageKey, paymentMessages } from './payments/payment-messages';
export {
  type ChargeableCard,
  chargeTestCard,
  type PaymentDeclineCode,
  type PaymentDeclined,
  type PaymentResult,
  type PaymentSucceeded,
  TEST_CARDS,
} from './payments/test-provider';
export { type ApiErrorBody, type ApiErrorCode, apiErrorBodySchema, apiErrorCodeSchema } from './schemas/api-error';
export { API_ERROR_CODES } from './schemas/api-error-codes';
export {
  type Booking,
  type BookingStatus,
  bookingSchema,
  bookingStatusSchema,
  type CartItem,
  type CreateBookingRequest,
  cartItemSchema,
  createBookingRequestSchema,
  MAX_BOOKINGS_PER_VIEW,
  MAX_CART_ITEMS,
} from './schemas/booking';
export {
  type BookingAccess,
  type BookingAccessRequest,
  bookingAccessRequestSchema,
  bookingAccessSchema,
} from './schemas/booking-access';
export {
  type BookingContact,
  type BookingContactView,
  bookingContactSchema,
  bookingContactViewSchema,
} from './schemas/booking-contact';
export {
  type BookingMetadata,
  bookingMetadataSchema,
  MAX_METADATA_ENTRIES,
  MAX_METADATA_VALUE_LENGTH,
} from './schemas/booking-metadata';
export { type ContactDetails, contactDetailsSchema, PHONE_PATTERN } from './schemas/contact-details';
export {
  type BlogPost,
  blogPostSchema,
  type ContentAuthor,
  type ContentImage,
  type ContentPage,
  type ContentPreview,
  type ContentTerm,
  contentAuthorSchema,
  contentImageSchema,
  contentPageSchema,
  contentPreviewSchema,
  contentTermSchema,
  type PageSection,
  type Product,
  type ProductCollection,
  pagePathSchema,
  pageSectionSchema,
  productCollectionSchema,
  productSchema,
  richTextSchema,
  type SiteContent,
  siteContentSchema,
} from './schemas/content';
export {
  type BookableServiceSummary,
  bookableServiceSummarySchema,
  type ContentView,
  contentViewSchema,
  type PageSectionView,
  type Pagination,
  type PostSummary,
  type ProductSummary,
  pageSectionViewSchema,
  paginationSchema,
  postSummarySchema,
  productSummarySchema,
  type SiteMap,
  siteMapSchema,
} from './schemas/content-view';
export {
  createDetailsFormSchema,
  DETAILS_FORM_FIELDS,
  type DetailsFieldName,
  type DetailsFieldRequirement,
  type DetailsFormData,
  type DetailsFormSchemaOptions,
  type DetailsFormValues,
  detailsFormErrors,
  detailsFormFields,
  detailsFormSchemaOptions,
  EARLIEST_DATE_OF_BIRTH,
  EMPTY_DETAILS_FORM_VALUES,
} from './schemas/details-form';
export {
  type DetailsFormConfig,
  type DetailsFormConfigInput,
  detailsFormConfigSchema,
  MAX_ADDITIONAL_INFORMATION_LENGTH,
  MAX_CONSENT_TEXT_LENGTH,
  MAX_DETAILS_FORM_LOCATIONS,
} from './schemas/details-form-config';
export { ADDITIONAL_INFORMATION_MAX_LENGTH, LOCATION_MAX_LENGTH } from './schemas/details-form-limits';
export { type FindBookingForm, findBookingFormSchema } from './schemas/find-booking';
export {
  type Form,
  type FormAnswer,
  type FormField,
  type FormFieldKind,
  type FormSubmission,
  type FormSubmissionRequest,
  formFieldSchema,
  formOptionSchema,
  formSchema,
  formSubmissionRequestSchema,
  formSubmissionSchema,
  type Survey,
  surveySchema,
} from './schemas/form';
export {
  type CreateHoldRequest,
  createHoldRequestSchema,
  type Hold,
  type HoldReference,
  holdReferenceSchema,
  holdSchema,
} from './schemas/hold';
export {
  type BookingList,
  bookingListSchema,
  type CancelBookingRequest,
  cancelBookingRequestSchema,
  type RejectBookingRequest,
  type RescheduleBookingRequest,
  rejectBookingRequestSchema,
  rescheduleBookingRequestSchema,
} from './schemas/manage-booking';
export { type ValidationMessageKey, validationMessages } from './schemas/messages';
export {
  type CreateOneTimeLinkRequest,
  createOneTimeLinkRequestSchema,
  type OneTimeLink,
  type OneTimeLinkCreated,
  type OneTimeLinkDetail,
  oneTimeLinkCreatedSchema,
  oneTimeLinkDetailSchema,
  oneTimeLinkSchema,
} from './schemas/one-time-link';
export {
  type BookingAmounts,
  bookingAmountsSchema,
  type ConfirmPaymentRequest,
  confirmPaymentRequestSchema,
  type Payment,
  type PaymentStatus,
  paymentChoiceSchema,
  paymentSchema,
  paymentStatusSchema,
} from './schemas/payment';
export { type PaymentConfirmation, paymentConfirmationSchema } from './schemas/payment-confirmation';
export { hasControlCharacters, noControlCharacters, type TextLines } from './schemas/plain-text';
export {
  appointmentDateSchema,
  dateKeySchema,
  EARLIEST_INSTANT,
  INSTANT_LIMIT,
  instantSchema,
  isSupportedInstant,
  localeSchema,
  slugSchema,
  timeOfDaySchema,
  timeZoneSchema,
} from './schemas/primitives';
export { type Provider, type ProviderDetail, providerDetailSchema, providerSchema } from './schemas/provider';
export {
  type Resource,
  type ResourceKind,
  resourceKindSchema,
  resourceSchema,
  serviceResourcesSchema,
} from './schemas/resource';
export {
  minutesOfDay,
  type TimeRange,
  timeRangeSchema,
  type Weekday,
  type WeeklyHours,
  weekdays,
  weeklyHoursSchema,
} from './schemas/schedule';
export {
  DEFAULT_BOOKING_HORIZON_DAYS,
  MAX_BOOKING_HORIZON_DAYS,
  MAX_NOTICE_MINUTES,
  paymentRuleSchema,
  type Service,
  type ServiceDetail,
  serviceDetailSchema,
  serviceSchema,
} from './schemas/service';
export {
  type BookingPage,
  type BookingPageDetail,
  bookingPageDetailSchema,
  bookingPageSchema,
  type ServiceGroup,
  type ServiceGroupDetail,
  type ServiceMenu,
  type ServiceMenuDetail,
  serviceGroupDetailSchema,
  serviceGroupSchema,
  serviceMenuCategorySchema,
  serviceMenuDetailSchema,
  serviceMenuSchema,
} from './schemas/service-collections';
export {
  type Slot,
  type SlotDay,
  type SlotsQuery,
  type SlotsResponse,
  slotDaySchema,
  slotSchema,
  slotsQuerySchema,
  slotsResponseSchema,
} from './schemas/slot';
export { type Staff, type StaffSummary, staffSchema, staffSummarySchema } from './schemas/staff';
export { strictestDetailsForm } from './schemas/strictest-details-form';
export { type DurationDisplay, formatDurations } from './services/format-durations';
export { groupServicesByCategory, type ServiceCategoryGroup, type ServiceCategoryInput } from './services/group-services';
export { type Performer, type ServicePerformers, servicePerformers } from './services/service-performers';
export { staffInitials } from './staff/staff-initials';
export {
  type DateTimeFormatter,
  type DateTimeInput,
  dateTimeFormat,
  normalizeDateTimeText,
  SHORT_DATE_TIME,
} from './time/format-date-time';
export {
  dateKeyToWall,
  instantToWall,
  isValidTimeZone,
  localDateKey,
  startOfLocalDay,
  wallToInstants,
  zoneOffsetAt,
} from './time/zone-offset';
export {
  type DescribeTimeZoneOptions,
  describeTimeZone,
  describeTimeZones,
  formatUtcOffset,
  listTimeZones,
  type TimeZoneDescription,
} from './time-zones/describe-time-zones';
export {
  type MatchTimeZonesOptions,
  matchTimeZones,
  normalizeSearchText,
  type OffsetQuery,
  parseOffsetQuery,
  type SearchTimeZonesOptions,
  searchTimeZones,
} from './time-zones/search-time-zones';
export { canonicalTimeZone } from './time-zones/zone-aliases';
export { loadTimeZoneCountries, timeZoneCountriesLoaded, timeZoneCountry } from './time-zones/zone-countries';

// What a server-rendered host of the pages needs: content pages' links and head, the pages' CSP, robots.txt and sitemap.xml.

export { type ContentMetaSource, type ContentMetaTag, contentMeta } from './content/content-meta';
export { type ContentLinkBases, rebaseContentLinks } from './content/rebase-content-links';
export { pageContentSecurityPolicy } from './site/content-security-policy';
export { robotsTxt } from './site/robots-txt';
export { type SiteMapXmlOptions, siteMapXml } from './site/site-map-xml';
