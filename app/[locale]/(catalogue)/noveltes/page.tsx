// New arrivals, at /noveltes, the spelling existing links use (/novelties redirects here;
// docs/decisions/0033-noveltes-keeps-its-spelling.md).
import { staticListPage } from '../listing';

export const revalidate = 60;

const { generateMetadata, ListPage } = staticListPage({ kind: 'list', list: 'novelties' });

export { generateMetadata };
export default ListPage;
