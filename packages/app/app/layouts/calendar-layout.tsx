import { PageFrame } from '../components/page-frame';

/** The calendar layout: the booking card, centred, with the language choice below it. */
export default function CalendarLayout() {
  return <PageFrame layout="calendar" />;
}
