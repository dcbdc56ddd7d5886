/** The library's GuestList, as its own module: the app fetches it only when it is first shown. */
export { GuestList as default } from '@booking-kit/ui';
