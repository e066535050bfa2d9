// A tab opened before a deploy asks for chunks of its own build when an island opens for the first
// time. The deploy keeps the previous builds' static files (scripts/lib/static-history.mjs, checked
// by scripts/scale/static-skew.mjs); a tab older than that finds them gone. Played here by answering
// 404 for every script chunk the page had not loaded yet, until the page loads again: the island
// reloads the page, and the shopper then opens it with nothing lost. Elements by role and by the
// translation files.
import { type Page, expect, test } from '@playwright/test';
import { messages } from './support/i18n';
import { Shop } from './support/shop';

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** From now until the page loads again, the server "no longer has" the chunks the page has not loaded. */
async function chunksGoneUntilReload(page: Page, loaded: Set<string>) {
  const missing: string[] = [];
  await page.route('**/_next/static/**', (route) => {
    const url = new URL(route.request().url());
    if (loaded.has(url.pathname)) return route.continue();
    missing.push(url.pathname);
    return route.fulfill({ status: 404, body: 'gone' });
  });
  return {
    missing,
    /** Resolves once the page has loaded again (the old build's chunks are then no longer asked). */
    reloaded: page.waitForEvent('load').then(() => page.unrouteAll({ behavior: 'ignoreErrors' })),
  };
}

/** The pathnames of the static files the page loads, from now on. */
function loadedStatic(page: Page): Set<string> {
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/_next/static/') && response.ok()) loaded.add(url.pathname);
  });
  return loaded;
}

test.describe('a tab opened before a deploy', () => {
  test('opens the basket: the page reloads and the basket opens with what the guest chose (en)', async ({ page }) => {
    const t = messages.en;
    const shop = new Shop(page, 'en');
    const loaded = loadedStatic(page);
    await shop.open('/');
    await shop.acceptCookies();
    const buy = page.getByRole('main').getByRole('button', { name: new RegExp(`^${escapeRegExp(t.Catalogue.buyProduct).replace(escapeRegExp('{name}'), '.+')}$`) });
    await buy.first().click();
    await expect(page.getByRole('status').filter({ hasText: t.Basket.openCart })).toBeVisible();

    const gone = await chunksGoneUntilReload(page, loaded);
    const basketButton = page.getByRole('banner').getByRole('button', { name: new RegExp(`^${escapeRegExp(t.Nav.basketWithCount.split(',')[0]!)}`) });
    await basketButton.click();
    await gone.reloaded;
    expect(gone.missing.length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: t.Errors.unavailableTitle })).toBeHidden();

    await basketButton.click();
    const panel = page.getByRole('dialog', { name: t.Basket.title });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('list', { name: t.Basket.itemsLabel }).getByRole('listitem')).toHaveCount(1);
  });

  test('opens the login: the page reloads and the login opens (pt-BR)', async ({ page }) => {
    const t = messages['pt-BR'];
    const shop = new Shop(page, 'pt-BR');
    const loaded = loadedStatic(page);
    await shop.open('/');
    await shop.acceptCookies();

    const gone = await chunksGoneUntilReload(page, loaded);
    const login = page.getByRole('banner').getByRole('button', { name: t.Nav.login });
    await login.click();
    await gone.reloaded;
    expect(gone.missing.length).toBeGreaterThan(0);

    await login.click();
    const dialog = page.getByRole('dialog', { name: t.Auth.title });
    await expect(dialog.getByRole('tab', { name: t.Auth.loginTab })).toHaveAttribute('aria-selected', 'true');
  });
});
