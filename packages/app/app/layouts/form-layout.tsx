import { PageFrame } from '../components/page-frame';

/** The form layout: one narrow column for a form (cancel a booking, fill in a form). */
export default function FormLayout() {
  return <PageFrame layout="form" />;
}
