/**
 * The add-to-calendar parts as a namespace (`<AddToCalendar.Root>`, `<AddToCalendar.Link>`, ...).
 * @example <AddToCalendar.Root event={event}><AddToCalendar.Link provider="google" /></AddToCalendar.Root>
 */
export * as AddToCalendar from './add-to-calendar';
export { type AddToCalendarPart, addToCalendarAnatomy } from './add-to-calendar.anatomy';
export { useAddToCalendarContext } from './add-to-calendar-context';
export { AddToCalendarDownload, type AddToCalendarDownloadProps } from './add-to-calendar-download';
export { AddToCalendarLink, type AddToCalendarLinkProps } from './add-to-calendar-link';
export { AddToCalendarRoot, type AddToCalendarRootProps } from './add-to-calendar-root';
export { AddToCalendarTitle, type AddToCalendarTitleProps } from './add-to-calendar-title';
export { type AddToCalendarApi, type AddToCalendarOptions, useAddToCalendar } from './use-add-to-calendar';
