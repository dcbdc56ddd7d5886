/** The add-to-calendar parts as a namespace: `<AddToCalendar.Root>`, `<AddToCalendar.Link>`, ... */
export { AddToCalendarDownload as Download } from './add-to-calendar-download';
export { AddToCalendarLink as Link } from './add-to-calendar-link';
export { AddToCalendarRoot as Root } from './add-to-calendar-root';
export { AddToCalendarTitle as Title } from './add-to-calendar-title';
