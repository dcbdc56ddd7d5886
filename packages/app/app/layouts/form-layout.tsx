import { PageFrame } from '../components/page-frame';

/** The form layout: one column for a form (fill in a form, cancel a booking), narrower than the calendar's, with the language choice below it. */
export default function FormLayout() {
  return <PageFrame layout="form" />;
}
