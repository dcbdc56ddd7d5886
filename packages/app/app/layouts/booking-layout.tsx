import { useParams } from 'react-router';
import { PageFrame } from '../components/page-frame';

/**
 * The layout of `/widget/booking/{ids}`: one booking in the default layout, several
 * (comma-separated, a series or a cart) in the calendar layout, as the spec's route table has it.
 */
export default function BookingLayout() {
  const { ids = '' } = useParams();
  return <PageFrame layout={ids.includes(',') ? 'calendar' : 'default'} />;
}
