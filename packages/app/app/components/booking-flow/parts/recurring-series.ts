/** The library's RecurringSeries, as its own module: the app fetches it only when it is first shown. */
export { RecurringSeries as default } from '@booking-kit/ui';
