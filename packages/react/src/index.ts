/**
 * @booking-kit/react — headless, accessible React primitives for booking UIs: state hooks,
 * behaviour hooks and unstyled parts that expose their state as `data-*` attributes.
 * @packageDocumentation
 */

export {
  type AddToCalendarApi,
  AddToCalendarDownload,
  type AddToCalendarDownloadProps,
  AddToCalendarLink,
  type AddToCalendarLinkProps,
  type AddToCalendarOptions,
  type AddToCalendarPart,
  AddToCalendarRoot,
  type AddToCalendarRootProps,
  AddToCalendarTitle,
  type AddToCalendarTitleProps,
  addToCalendarAnatomy,
  useAddToCalendar,
  useAddToCalendarContext,
} from './add-to-calendar';
/**
 * The add-to-calendar parts as a namespace (`<AddToCalendar.Root>`, `<AddToCalendar.Link>`, ...).
 * @example <AddToCalendar.Root event={event}><AddToCalendar.Link provider="google" /></AddToCalendar.Root>
 */
export * as AddToCalendar from './add-to-calendar/add-to-calendar';
export {
  CancelBookingAlert,
  type CancelBookingAlertProps,
  CancelBookingConfirm,
  CancelBookingConfirmAction,
  type CancelBookingConfirmActionProps,
  CancelBookingConfirmContent,
  type CancelBookingConfirmContentProps,
  CancelBookingConfirmDescription,
  type CancelBookingConfirmDescriptionProps,
  CancelBookingConfirmKeep,
  type CancelBookingConfirmKeepProps,
  CancelBookingConfirmOverlay,
  type CancelBookingConfirmOverlayProps,
  type CancelBookingConfirmProps,
  CancelBookingConfirmTitle,
  type CancelBookingConfirmTitleProps,
  type CancelBookingApi,
  CancelBookingKeep,
  type CancelBookingKeepProps,
  type CancelBookingOptions,
  type CancelBookingPart,
  CancelBookingReasonError,
  type CancelBookingReasonErrorProps,
  CancelBookingReasonInput,
  type CancelBookingReasonInputProps,
  CancelBookingReasonItem,
  type CancelBookingReasonItemProps,
  CancelBookingReasonLabel,
  type CancelBookingReasonLabelProps,
  CancelBookingReasons,
  type CancelBookingReasonsProps,
  CancelBookingRoot,
  type CancelBookingRootProps,
  type CancelBookingState,
  type CancelBookingStateOptions,
  CancelBookingSubmit,
  type CancelBookingSubmitProps,
  CancelBookingSummary,
  type CancelBookingSummaryProps,
  CancelBookingTitle,
  type CancelBookingTitleProps,
  type CancelPhase,
  type CancelReasonChoice,
  cancelBookingAnatomy,
  useCancelBooking,
  useCancelBookingContext,
  useCancelBookingState,
} from './cancel-booking';
/**
 * The cancel-booking parts as a namespace (`<CancelBooking.Root>`, `<CancelBooking.ReasonInput>`, ...).
 * @example <CancelBooking.Root booking={booking} onCancel={cancel}><CancelBooking.ReasonInput /><CancelBooking.Submit /></CancelBooking.Root>
 */
export * as CancelBooking from './cancel-booking/cancel-booking';
export {
  type CartApi,
  CartCount,
  type CartCountProps,
  CartEmpty,
  type CartEmptyProps,
  type CartEntry,
  CartError,
  type CartErrorProps,
  type CartFormatters,
  CartItem,
  CartItemDuration,
  CartItemError,
  type CartItemErrorProps,
  CartItemName,
  CartItemPrice,
  type CartItemProps,
  CartItemSeats,
  CartItemStaff,
  type CartItemState,
  type CartItemTextProps,
  CartItemTime,
  type CartItemTimeProps,
  CartList,
  type CartListProps,
  type CartOptions,
  type CartPart,
  CartProceed,
  type CartProceedProps,
  CartRemove,
  type CartRemoveProps,
  CartRoot,
  type CartRootProps,
  CartSheet,
  CartSheetClose,
  type CartSheetCloseProps,
  CartSheetContent,
  type CartSheetContentProps,
  CartSheetOverlay,
  type CartSheetOverlayProps,
  CartSheetPortal,
  type CartSheetPortalProps,
  type CartSheetProps,
  CartSheetTitle,
  type CartSheetTitleProps,
  CartSheetTrigger,
  type CartSheetTriggerProps,
  type CartState,
  type CartStateOptions,
  CartTitle,
  type CartTitleProps,
  CartTotal,
  type CartTotalProps,
  cartAnatomy,
  useCart,
  useCartContext,
  useCartItem,
  useCartState,
} from './cart';
/**
 * The cart parts as a namespace (`<Cart.Root>`, `<Cart.Item>`, ...).
 * @example <Cart.Root value={items} onValueChange={setItems} attendees={['me', 'ada']} onProceed={book} />
 */
export * as Cart from './cart/cart';
export {
  type ConfirmationApi,
  type ConfirmationBooking,
  ConfirmationContact,
  type ConfirmationContactProps,
  ConfirmationDescription,
  type ConfirmationDescriptionProps,
  type ConfirmationDetail,
  ConfirmationDetails,
  type ConfirmationDetailsProps,
  type ConfirmationOptions,
  type ConfirmationPart,
  ConfirmationRoot,
  type ConfirmationRootProps,
  type ConfirmationStatus,
  ConfirmationTitle,
  type ConfirmationTitleProps,
  confirmationAnatomy,
  useConfirmation,
  useConfirmationContext,
} from './confirmation';
/**
 * The confirmation parts as a namespace (`<Confirmation.Root>`, `<Confirmation.Title>`, ...).
 * @example <Confirmation.Root booking={booking} officePhone={phone}><Confirmation.Title /><Confirmation.Details /></Confirmation.Root>
 */
export * as Confirmation from './confirmation/confirmation';
export {
  CookieConsentAccept,
  type CookieConsentAcceptProps,
  type CookieConsentApi,
  CookieConsentBanner,
  type CookieConsentBannerProps,
  CookieConsentDescription,
  type CookieConsentDescriptionProps,
  type CookieConsentPart,
  CookieConsentRoot,
  type CookieConsentRootProps,
  type CookieConsentState,
  type CookieConsentStateOptions,
  type CookieConsentStorage,
  CookieConsentTrigger,
  type CookieConsentTriggerProps,
  cookieConsentAnatomy,
  createCookieConsentStorage,
  useCookieConsent,
  useCookieConsentContext,
  useCookieConsentState,
} from './cookie-consent';
/**
 * The cookie-consent parts as a namespace (`<CookieConsent.Root>`, `<CookieConsent.Banner>`, ...).
 * @example <CookieConsent.Root><CookieConsent.Banner><CookieConsent.Accept value="all" /></CookieConsent.Banner></CookieConsent.Root>
 */
export * as CookieConsent from './cookie-consent/cookie-consent';
export {
  type DetailsFieldControl,
  type DetailsFieldState,
  type DetailsFormApi,
  DetailsFormCheckbox,
  type DetailsFormCheckboxProps,
  type DetailsFormControlProps,
  DetailsFormDescription,
  type DetailsFormDescriptionProps,
  DetailsFormError,
  type DetailsFormErrorProps,
  DetailsFormErrorSummary,
  type DetailsFormErrorSummaryProps,
  DetailsFormField,
  type DetailsFormFieldContextValue,
  type DetailsFormFieldProps,
  DetailsFormInput,
  type DetailsFormInputProps,
  DetailsFormLabel,
  type DetailsFormLabelProps,
  type DetailsFormOptions,
  type DetailsFormPart,
  DetailsFormRoot,
  type DetailsFormRootProps,
  DetailsFormSelect,
  type DetailsFormSelectProps,
  type DetailsFormState,
  type DetailsFormStateOptions,
  DetailsFormSubmit,
  type DetailsFormSubmitProps,
  DetailsFormTextarea,
  type DetailsFormTextareaProps,
  detailsFormAnatomy,
  useDetailsForm,
  useDetailsFormContext,
  useDetailsFormField,
  useDetailsFormState,
} from './details-form';
/**
 * The details-form parts as a namespace (`<DetailsForm.Root>`, `<DetailsForm.Field>`, ...).
 * @example <DetailsForm.Root onSubmit={book}><DetailsForm.Field name="email"><DetailsForm.Label /><DetailsForm.Input /></DetailsForm.Field></DetailsForm.Root>
 */
export * as DetailsForm from './details-form/details-form';
export {
  type ErrorStateApi,
  ErrorStateMessage,
  type ErrorStateMessageProps,
  type ErrorStateOptions,
  ErrorStateRetry,
  type ErrorStateRetryProps,
  ErrorStateRoot,
  type ErrorStateRootProps,
  useErrorState,
  useErrorStateContext,
} from './error-state';
/**
 * The error-state parts as a namespace (`<ErrorState.Root>`, `<ErrorState.Message>`, `<ErrorState.Retry>`).
 * @example <ErrorState.Root onRetry={refetch}><ErrorState.Message>{message}</ErrorState.Message><ErrorState.Retry /></ErrorState.Root>
 */
export * as ErrorState from './error-state/error-state';
export {
  type FormAnswers,
  type FormChoiceField,
  type FormDefinition,
  type FormFieldOption,
  type FormRendererApi,
  FormRendererBack,
  type FormRendererButtonProps,
  FormRendererChoice,
  type FormRendererChoiceProps,
  FormRendererDescription,
  type FormRendererDescriptionProps,
  FormRendererError,
  type FormRendererErrorProps,
  FormRendererErrorSummary,
  type FormRendererErrorSummaryProps,
  FormRendererField,
  type FormRendererFieldBag,
  type FormRendererFieldProps,
  FormRendererFields,
  type FormRendererFieldsProps,
  FormRendererHelp,
  type FormRendererHelpProps,
  FormRendererInput,
  type FormRendererInputBag,
  type FormRendererInputProps,
  FormRendererLabel,
  type FormRendererLabelProps,
  FormRendererNext,
  type FormRendererOptionBag,
  type FormRendererOptions,
  type FormRendererPart,
  FormRendererProgress,
  type FormRendererProgressProps,
  FormRendererRequiredHint,
  type FormRendererRequiredHintProps,
  FormRendererRoot,
  type FormRendererRootProps,
  type FormRendererState,
  type FormRendererStateOptions,
  FormRendererStatus,
  type FormRendererStatusProps,
  FormRendererStepList,
  type FormRendererStepListProps,
  FormRendererStepTitle,
  type FormRendererStepTitleProps,
  FormRendererSubmit,
  FormRendererSubmitError,
  type FormRendererSubmitErrorProps,
  type FormRendererSubmitStatus,
  type FormRendererSummaryItem,
  FormRendererTitle,
  type FormRendererTitleProps,
  type FormStep,
  formRendererAnatomy,
  isChoiceField,
  useFormRenderer,
  useFormRendererContext,
  useFormRendererField,
  useFormRendererState,
} from './form-renderer';
/**
 * The form-renderer parts as a namespace (`<FormRenderer.Root>`, `<FormRenderer.Field>`, ...).
 * @example <FormRenderer.Root definition={form} onSubmit={send}><FormRenderer.Fields /><FormRenderer.Submit /></FormRenderer.Root>
 */
export * as FormRenderer from './form-renderer/form-renderer';
export {
  type GuestDraft,
  type GuestField,
  GuestListAdd,
  type GuestListAddProps,
  type GuestListApi,
  GuestListCount,
  type GuestListCountProps,
  GuestListError,
  type GuestListErrorProps,
  GuestListInput,
  type GuestListInputProps,
  GuestListItem,
  type GuestListItemProps,
  GuestListLabel,
  type GuestListLabelProps,
  type GuestListOptions,
  GuestListRemove,
  type GuestListRemoveProps,
  GuestListRoot,
  type GuestListRootProps,
  type GuestListState,
  type GuestListStateOptions,
  GuestListTitle,
  type GuestListTitleProps,
  useGuestList,
  useGuestListContext,
  useGuestListItem,
  useGuestListState,
} from './guest-list';
/**
 * The guest-list parts as a namespace (`<GuestList.Root>`, `<GuestList.Item>`, ...).
 * @example <GuestList.Root>{(api) => api.state.guests.map((guest, index) => <GuestList.Item key={guest.id} guest={guest} index={index} />)}</GuestList.Root>
 */
export * as GuestList from './guest-list/guest-list';
export {
  HOLD_ENDING_MS,
  type HoldCountdownApi,
  type HoldCountdownPart,
  type HoldCountdownPhase,
  HoldCountdownRoot,
  type HoldCountdownRootProps,
  type HoldCountdownState,
  type HoldCountdownStateOptions,
  HoldCountdownStatus,
  type HoldCountdownStatusProps,
  HoldCountdownTime,
  type HoldCountdownTimeProps,
  holdCountdownAnatomy,
  useHoldCountdown,
  useHoldCountdownContext,
  useHoldCountdownState,
} from './hold-countdown';
/**
 * The hold-countdown parts as a namespace (`<HoldCountdown.Root>`, `<HoldCountdown.Time>`, ...).
 * @example <HoldCountdown.Root expiresAt={hold.expiresAt}><HoldCountdown.Time /><HoldCountdown.Status /></HoldCountdown.Root>
 */
export * as HoldCountdown from './hold-countdown/hold-countdown';
/** Loading: a polite 'Loading…' announcement to pair with `aria-hidden` placeholder shapes. */
export {
  LoadingStatus,
  type LoadingStatusApi,
  type LoadingStatusOptions,
  type LoadingStatusProps,
  useLoadingStatus,
} from './loading-status';
/** Locale: the provider every component needs, and its hook. */
export { type LocaleContextValue, useLocale, useOptionalLocale } from './locale/locale-context';
export { LocaleProvider, type LocaleProviderProps } from './locale/locale-provider';
export {
  type CardFieldApi,
  type PaymentHandler,
  type PaymentNotRequired,
  type PaymentOutcome,
  type PaymentPhase,
  PaymentStepAlert,
  type PaymentStepAlertProps,
  type PaymentStepApi,
  PaymentStepCard,
  type PaymentStepCardProps,
  PaymentStepChoice,
  PaymentStepChoiceItem,
  type PaymentStepChoiceItemProps,
  type PaymentStepChoiceProps,
  PaymentStepError,
  type PaymentStepErrorProps,
  PaymentStepInput,
  type PaymentStepInputProps,
  PaymentStepLabel,
  type PaymentStepLabelProps,
  PaymentStepNothingDue,
  type PaymentStepNothingDueProps,
  type PaymentStepOptions,
  type PaymentStepPart,
  type PaymentStepPrice,
  PaymentStepRoot,
  type PaymentStepRootProps,
  type PaymentStepState,
  type PaymentStepStateOptions,
  PaymentStepStatus,
  type PaymentStepStatusProps,
  PaymentStepSubmit,
  type PaymentStepSubmitProps,
  PaymentStepSummary,
  type PaymentStepSummaryProps,
  PaymentStepTestNotice,
  type PaymentStepTestNoticeProps,
  PaymentStepTitle,
  type PaymentStepTitleProps,
  type PaymentSummaryRow,
  paymentStepAnatomy,
  usePaymentStep,
  usePaymentStepContext,
  usePaymentStepState,
} from './payment-step';
/**
 * The payment-step parts as a namespace (`<PaymentStep.Root>`, `<PaymentStep.Summary>`, ...).
 * @example <PaymentStep.Root price={service} onPay={pay}><PaymentStep.Summary /><PaymentStep.Submit /></PaymentStep.Root>
 */
export * as PaymentStep from './payment-step/payment-step';
export {
  RescheduleBookingAlert,
  type RescheduleBookingAlertProps,
  type RescheduleBookingApi,
  RescheduleBookingKeep,
  type RescheduleBookingKeepProps,
  type RescheduleBookingOptions,
  type RescheduleBookingPart,
  RescheduleBookingPicker,
  type RescheduleBookingPickerProps,
  RescheduleBookingRoot,
  type RescheduleBookingRootProps,
  type RescheduleBookingState,
  type RescheduleBookingStateOptions,
  RescheduleBookingSubmit,
  type RescheduleBookingSubmitProps,
  RescheduleBookingSummary,
  type RescheduleBookingSummaryProps,
  RescheduleBookingTitle,
  type RescheduleBookingTitleProps,
  type ReschedulePhase,
  rescheduleBookingAnatomy,
  useRescheduleBooking,
  useRescheduleBookingContext,
  useRescheduleBookingState,
} from './reschedule-booking';
/**
 * The reschedule-booking parts as a namespace (`<RescheduleBooking.Root>`, `<RescheduleBooking.Picker>`, ...).
 * @example <RescheduleBooking.Root booking={booking} onReschedule={move}><RescheduleBooking.Picker asChild><SlotPicker days={days} today={today} /></RescheduleBooking.Picker></RescheduleBooking.Root>
 */
export * as RescheduleBooking from './reschedule-booking/reschedule-booking';
export {
  type ServicePickerApi,
  ServicePickerEmpty,
  ServicePickerError,
  type ServicePickerFormatters,
  ServicePickerGroup,
  type ServicePickerGroupData,
  ServicePickerGroupLabel,
  type ServicePickerGroupLabelProps,
  type ServicePickerGroupProps,
  ServicePickerIndicator,
  ServicePickerLabel,
  type ServicePickerLabelProps,
  ServicePickerMaxHint,
  type ServicePickerMessageProps,
  ServicePickerOption,
  ServicePickerOptionDescription,
  ServicePickerOptionDetails,
  ServicePickerOptionDuration,
  type ServicePickerOptionIds,
  ServicePickerOptionLocation,
  ServicePickerOptionName,
  ServicePickerOptionPrice,
  type ServicePickerOptionProps,
  type ServicePickerOptionState,
  type ServicePickerOptions,
  type ServicePickerPart,
  ServicePickerRoot,
  type ServicePickerRootProps,
  type ServicePickerSelectionMode,
  type ServicePickerService,
  type ServicePickerState,
  type ServicePickerStateOptions,
  type ServicePickerTextProps,
  servicePickerAnatomy,
  useServicePicker,
  useServicePickerContext,
  useServicePickerGroup,
  useServicePickerOption,
  useServicePickerState,
} from './service-picker';
/**
 * The service picker parts as a namespace (`<ServicePicker.Root>`, `<ServicePicker.Option>`, ...).
 * @example <ServicePicker.Root services={services} selectionMode="multiple" onValueChange={setSlugs} />
 */
export * as ServicePicker from './service-picker/service-picker';
export {
  getSlotPickerStatusKind,
  type SlotPickerApi,
  SlotPickerDay,
  SlotPickerDayList,
  type SlotPickerDayListProps,
  type SlotPickerDayProps,
  type SlotPickerDayState,
  SlotPickerGrid,
  type SlotPickerGridProps,
  SlotPickerHeader,
  type SlotPickerHeaderProps,
  type SlotPickerMonthNavProps,
  SlotPickerMonthTitle,
  type SlotPickerMonthTitleProps,
  SlotPickerNextMonth,
  type SlotPickerOptions,
  type SlotPickerPart,
  SlotPickerPrevMonth,
  SlotPickerRetry,
  type SlotPickerRetryProps,
  SlotPickerRoot,
  type SlotPickerRootProps,
  SlotPickerSlot,
  type SlotPickerSlotProps,
  type SlotPickerSlotState,
  type SlotPickerState,
  SlotPickerStatus,
  type SlotPickerStatusKind,
  type SlotPickerStatusProps,
  type SlotPickerStatusValue,
  SlotPickerTimeZone,
  type SlotPickerTimeZoneProps,
  slotPickerAnatomy,
  useSlotPicker,
  useSlotPickerContext,
  useSlotPickerState,
} from './slot-picker';
/**
 * The slot picker parts as a namespace (`<SlotPicker.Root>`, `<SlotPicker.Day>`, ...).
 * @example <SlotPicker.Root days={days} today={today}><SlotPicker.Grid /></SlotPicker.Root>
 */
export * as SlotPicker from './slot-picker/slot-picker';
export {
  ANY_STAFF,
  type StaffPickerApi,
  StaffPickerAvatar,
  StaffPickerLabel,
  type StaffPickerLabelProps,
  StaffPickerOption,
  type StaffPickerOptionData,
  StaffPickerOptionDescription,
  StaffPickerOptionName,
  type StaffPickerOptionProps,
  type StaffPickerOptionState,
  type StaffPickerOptions,
  type StaffPickerPart,
  StaffPickerRoot,
  type StaffPickerRootProps,
  type StaffPickerStaff,
  type StaffPickerState,
  type StaffPickerStateOptions,
  type StaffPickerTextProps,
  staffPickerAnatomy,
  useStaffPicker,
  useStaffPickerContext,
  useStaffPickerOption,
  useStaffPickerState,
} from './staff-picker';
/**
 * The staff picker parts as a namespace (`<StaffPicker.Root>`, `<StaffPicker.Option>`, ...).
 * @example <StaffPicker.Root staff={service.staff} value={staff} onValueChange={setStaff} />
 */
export * as StaffPicker from './staff-picker/staff-picker';
export {
  type TimeZoneList,
  type TimeZoneListOptions,
  type TimeZoneOptionProps,
  type TimeZoneOptionState,
  type TimeZonePickerApi,
  TimeZonePickerContent,
  type TimeZonePickerContentProps,
  TimeZonePickerDetected,
  type TimeZonePickerDetectedProps,
  TimeZonePickerEmpty,
  type TimeZonePickerEmptyProps,
  TimeZonePickerInput,
  type TimeZonePickerInputProps,
  TimeZonePickerLabel,
  type TimeZonePickerLabelProps,
  TimeZonePickerListbox,
  type TimeZonePickerListboxProps,
  TimeZonePickerOption,
  type TimeZonePickerOptionProps,
  type TimeZonePickerOptions,
  type TimeZonePickerPart,
  type TimeZonePickerPropBags,
  TimeZonePickerRoot,
  type TimeZonePickerRootProps,
  type TimeZonePickerState,
  type TimeZonePickerStateOptions,
  TimeZonePickerStatus,
  type TimeZonePickerStatusProps,
  TimeZonePickerTrigger,
  type TimeZonePickerTriggerProps,
  timeZonePickerAnatomy,
  useDetectedTimeZone,
  useTimeZoneList,
  useTimeZonePicker,
  useTimeZonePickerContext,
  useTimeZonePickerState,
} from './time-zone-picker';
/**
 * The time-zone picker parts as a namespace (`<TimeZonePicker.Root>`, `<TimeZonePicker.Input>`, ...).
 * @example <TimeZonePicker.Root defaultValue="Europe/Berlin"><TimeZonePicker.Input /><TimeZonePicker.Content><TimeZonePicker.Listbox /></TimeZonePicker.Content></TimeZonePicker.Root>
 */
export * as TimeZonePicker from './time-zone-picker/time-zone-picker';
/** Utilities for building parts with the same conventions. */
export { type AsChildProps, AsChildSlot, type AsChildSlotProps } from './utils/as-child';
export { joinIds } from './utils/join-ids';
export { mergePartProps } from './utils/merge-part-props';
  type TimeZoneSearch,
  useTimeZonePickerListbox,
  useTimeZonePickerOption,
/** Where dialogs and sheets render: the widget's own root, also inside a shadow root. */
export { PortalContainerProvider, type PortalContainerProviderProps, usePortalContainer } from './portal-container';
