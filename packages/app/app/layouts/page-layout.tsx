import { PageFrame } from '../components/page-frame';

/** The page layout: the business's site (pages, posts, products), a readable column with the language choice below. */
export default function PageLayout() {
  return <PageFrame layout="page" />;
}
