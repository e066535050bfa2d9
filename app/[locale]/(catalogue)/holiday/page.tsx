// The holiday selection: gift cards in stock, with its own filter styling.
import { staticListPage } from '../listing';

export const revalidate = 60;

const { generateMetadata, ListPage } = staticListPage({ kind: 'list', list: 'holiday' });

export { generateMetadata };
export default ListPage;
