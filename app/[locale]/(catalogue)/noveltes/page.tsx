// New arrivals, at SPEC.md's spelling /noveltes (/novelties redirects here).
import { staticListPage } from '../listing';

export const revalidate = 60;

const { generateMetadata, ListPage } = staticListPage({ kind: 'list', list: 'novelties' });

export { generateMetadata };
export default ListPage;
