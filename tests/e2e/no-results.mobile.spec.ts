// A search or filters that match nothing, on a 390 px phone in two languages: the page says nothing
// matched (not that the shop has no products), offers a way out (searches that find something, or
// clearing the filters), and the filters stay there to change.
import { expect, test } from '@playwright/test';
import { type TestLocale, fill, messages, prefix } from './support/i18n';
import { expectNoAxeViolations } from './support/axe';
import { Shop } from './support/shop';

test.use({ viewport: { width: 390, height: 844 } });

for (const locale of ['ru', 'en'] as TestLocale[]) {
  const t = messages[locale];

  test(`a search that finds nothing says so and suggests searches that do (${locale})`, async ({ page }) => {
    const shop = new Shop(page, locale);
    await shop.open(`/search/${encodeURIComponent('ютуб')}`);
    await shop.acceptCookies();
    await expect(page.getByText(fill(t.Catalogue.noMatchSearch, { text: 'ютуб' }), { exact: true })).toBeVisible();
    await expect(page.getByText(t.Catalogue.empty, { exact: true })).toHaveCount(0);
    await expect(shop.productCards()).toHaveCount(0);
    // The filters are still there to use.
    await expect(page.getByRole('region', { name: t.Filters.label }).getByRole('button', { name: t.Filters.price })).toBeVisible();
    // A suggested search finds products.
    const suggestions = page.getByRole('navigation', { name: t.Catalogue.searchSuggestions });
    const first = suggestions.getByRole('link').first();
    await expect(first).toBeVisible();
    await expectNoAxeViolations(page, `${locale} search without results`);
    const suggested = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent(suggested).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(shop.productCards().first()).toBeVisible();
  });

  test(`filters that match nothing say so and clear in one tap (${locale})`, async ({ page }) => {
    const shop = new Shop(page, locale);
    await page.goto(`${prefix(locale)}?sort=increase&minPrice=900`);
    await shop.acceptCookies();
    await expect(page.getByText(t.Catalogue.noMatchFilters, { exact: true })).toBeVisible();
    await expect(page.getByText(t.Catalogue.empty, { exact: true })).toHaveCount(0);
    const filters = page.getByRole('region', { name: t.Filters.label });
    await expect(filters.getByRole('button', { name: t.Filters.clearAll })).toBeVisible();
    await expectNoAxeViolations(page, `${locale} filters without results`);
    await page.getByRole('link', { name: t.Catalogue.clearFilters }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has('minPrice') && url.searchParams.get('sort') === 'increase');
    await expect(shop.productCards().first()).toBeVisible();
  });
}
