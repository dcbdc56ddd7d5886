/** The RecurringSeries, as its own module: the Booker fetches it only when it is first shown. */
export { RecurringSeries as default } from '../../recurring-series/recurring-series';
