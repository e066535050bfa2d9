// New arrivals, at SPEC.md's spelling /noveltes (/novelties redirects here).
import { listPage } from '../list-page';

export const revalidate = 60;

const { generateMetadata, ListPage } = listPage({
  list: 'novelties',
  path: '/noveltes',
  metaTitle: 'noveltiesTitle',
  metaDescription: 'noveltiesDescription',
  heading: 'noveltiesTitle',
  showCount: true,
});

export { generateMetadata };
export default ListPage;
