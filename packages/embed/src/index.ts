export { type BookingKitGlobal, defineBookingKitWidget } from './define';
export {
  BOOKING_KIT_EVENTS,
  type BookingKitEventMap,
  type BookingKitEventName,
  domEventType,
  type WidgetMode,
} from './events';
export { bookingMetadataEntries, UTM_PARAMETERS, widgetMetadata } from './frame-metadata';
export { frameUrl, type WidgetOptions, widgetPath } from './frame-url';
export { type FrameMessage, type HostMessage, isFrameMessage, isHostMessage } from './protocol';
export { BookingKitWidget } from './widget-element';
