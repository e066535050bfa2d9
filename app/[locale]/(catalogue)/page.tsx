// Index: the popular products (SPEC.md §2 route "/").
import { listPage } from './list-page';

export const revalidate = 60;

const { generateMetadata, ListPage } = listPage({
  list: 'popular-products',
  path: '/',
  metaTitle: 'indexTitle',
  metaDescription: 'defaultDescription',
  heading: 'popularTitle',
  showCount: false,
});

export { generateMetadata };
export default ListPage;
