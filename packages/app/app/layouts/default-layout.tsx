import { PageFrame } from '../components/page-frame';

/** The default layout, for pages that name none. */
export default function DefaultLayout() {
  return <PageFrame layout="default" />;
}
