// Products on sale, biggest discount first.
import { listPage } from '../list-page';

export const revalidate = 60;

const { generateMetadata, ListPage } = listPage({
  list: 'discounts',
  path: '/discounts',
  metaTitle: 'discountsTitle',
  metaDescription: 'discountsDescription',
  heading: 'discountsTitle',
  showCount: true,
});

export { generateMetadata };
export default ListPage;
