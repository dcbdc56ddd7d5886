import { PageFrame } from '../components/page-frame';

/** The form layout: one column of questions, narrower than the calendar's, with the language choice below it. */
export default function FormLayout() {
  return <PageFrame layout="form" />;
}
