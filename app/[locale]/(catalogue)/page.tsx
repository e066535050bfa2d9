// Index: the popular products (route "/", docs/product/screens-and-routes.md), unfiltered and cached.
import { staticListPage } from './listing';

export const revalidate = 60;

const { generateMetadata, ListPage } = staticListPage({ kind: 'list', list: 'popular-products' });

export { generateMetadata };
export default ListPage;
