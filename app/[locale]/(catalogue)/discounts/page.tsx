// Products on sale, biggest discount first.
import { staticListPage } from '../listing';

export const revalidate = 60;

const { generateMetadata, ListPage } = staticListPage({ kind: 'list', list: 'discounts' });

export { generateMetadata };
export default ListPage;
