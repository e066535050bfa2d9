// A listing that matched nothing says so, in the shopper's language, and offers the way out: clear
// the filters, or one of the searches that find something. A listing that is simply empty still
// says it has no products yet.
import { screen, within } from '@testing-library/react';
import { NoResults } from '@/components/catalogue/no-results';
import { ProductGrid } from '@/components/catalogue/product-grid';
import { allMessages, renderWithIntl } from '../../support/render';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

const EMPTY_PAGE = { products: [], total: 0, offset: 0, limit: 20, priceRange: null };

it('a search that found nothing says nothing matched and suggests searches that do (ru)', () => {
  const t = allMessages.ru.Catalogue;
  renderWithIntl(
    <ProductGrid
      initial={EMPTY_PAGE}
      moreUrl="/api/search/products/ютуб"
      empty={<NoResults searchText="ютуб" clearHref={null} suggestions={['Steam', 'Google Play']} />}
    />,
    'ru',
  );
  expect(screen.getByText('По запросу «ютуб» ничего не нашлось.')).toBeInTheDocument();
  expect(screen.queryByText(t.empty)).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: t.clearFilters })).not.toBeInTheDocument();
  const suggestions = screen.getByRole('navigation', { name: t.searchSuggestions });
  expect(within(suggestions).getByRole('link', { name: 'Steam' })).toHaveAttribute('href', '/search/Steam');
  expect(within(suggestions).getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', '/search/Google%20Play');
});

it('filters that matched nothing offer to clear them, keeping the sort (en)', () => {
  const t = allMessages.en.Catalogue;
  renderWithIntl(
    <ProductGrid initial={EMPTY_PAGE} moreUrl="/api/popular-products" empty={<NoResults searchText={null} clearHref="/?sort=increase" suggestions={['Steam']} />} />,
    'en',
  );
  expect(screen.getByText(t.noMatchFilters)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: t.clearFilters })).toHaveAttribute('href', '/?sort=increase');
  // No searches to suggest on a listing that is not a search.
  expect(screen.queryByRole('navigation', { name: t.searchSuggestions })).not.toBeInTheDocument();
});

it('a search with filters that matched nothing names both and offers to clear the filters (pt-BR)', () => {
  const t = allMessages['pt-BR'].Catalogue;
  renderWithIntl(<NoResults searchText="steam" clearHref="/search/steam" suggestions={['Steam']} />, 'pt-BR');
  expect(screen.getByText('Nada encontrado para “steam” com os filtros escolhidos.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: t.clearFilters })).toHaveAttribute('href', '/search/steam');
});

it('a listing that is simply empty still says it has no products yet', () => {
  renderWithIntl(<ProductGrid initial={EMPTY_PAGE} moreUrl="/api/novelties" />, 'en');
  expect(screen.getByText(allMessages.en.Catalogue.empty)).toBeInTheDocument();
});
