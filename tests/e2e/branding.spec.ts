// An operator rebrands without touching the code (README "Branding"): the same build,
// started with another brand in its environment, shows that brand in the header, the footer, the
// page titles, the JSON-LD and the company details page, in two languages, and serves its logo.
// The storefront is a process of this test (the standalone server, as operators run it) against the
// suite's provider; elements by role and by the translation files.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, kill, startStorefront, untilLive, type Storefront } from '../scale/processes';
import { type TestLocale, fill, messages, prefix } from './support/i18n';
import { E2E_PORTS, E2E_SESSION_SECRET } from './support/servers';

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#e4572e"/></svg>';

const BRAND = {
  SHOP_NAME: 'Loja Aurora',
  SHOP_LEGAL_NAME: 'Aurora Presentes Digitais S.A.',
  SHOP_CNPJ: '11222333000181',
  SHOP_ADDRESS: 'Rua das Flores, 25, Curitiba – PR, CEP 80020-090, Brasil',
  SHOP_SUPPORT_EMAIL: 'ajuda@aurora.example',
  SHOP_SUPPORT_PHONE: '+55 41 3000-5678',
};
const CNPJ = '11.222.333/0001-81';

let storefront: Storefront;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-brand-'));
  writeFileSync(path.join(dir, 'logo.svg'), LOGO);
  const port = await freePort();
  storefront = startStorefront(
    {
      ...BRAND,
      SHOP_LOGO_FILE: path.join(dir, 'logo.svg'),
      PROVIDER_API_URL: `http://127.0.0.1:${E2E_PORTS.provider}`,
      SESSION_SECRET: E2E_SESSION_SECRET,
      SITE_URL: `http://localhost:${port}`,
    },
    port,
  );
  await untilLive(storefront);
});

test.afterAll(() => {
  if (storefront) kill(storefront);
});

/** The page's JSON-LD nodes of one type. */
async function jsonLd(page: import('@playwright/test').Page, type: string): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>).filter((node) => node['@type'] === type);
}

test('a production start with a whole brand warns of no demo values', () => {
  expect(storefront.stdout() + storefront.stderr()).not.toContain('Demo brand values');
});

for (const locale of ['pt-BR', 'ru'] as const satisfies readonly TestLocale[]) {
  test(`the operator's brand on the home page and the company details page (${locale})`, async ({ page }) => {
    const t = messages[locale];
    await page.goto(`${storefront.origin}${prefix(locale)}/`);
    await expect(page).toHaveTitle(`${t.Meta.indexTitle} | Loja Aurora`);

    // Header: the name beside the operator's logo, which the storefront serves.
    const home = page.getByRole('banner').getByRole('link', { name: fill(t.Nav.homeOf, { shop: 'Loja Aurora' }) });
    await expect(home).toContainText('Loja Aurora');
    await expect(home.locator('img')).toHaveAttribute('src', '/api/brand/logo');
    const logo = await page.request.get(`${storefront.origin}/api/brand/logo`);
    expect(logo.status()).toBe(200);
    expect(logo.headers()['content-type']).toBe('image/svg+xml');
    expect(await logo.text()).toBe(LOGO);

    // Footer: company, CNPJ, address, contacts and the copyright in the page's language.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(fill(t.Footer.registration, { legalName: BRAND.SHOP_LEGAL_NAME, cnpj: CNPJ, address: BRAND.SHOP_ADDRESS }))).toBeVisible();
    await expect(footer.getByRole('link', { name: BRAND.SHOP_SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${BRAND.SHOP_SUPPORT_EMAIL}`);
    await expect(footer.getByRole('link', { name: BRAND.SHOP_SUPPORT_PHONE })).toHaveAttribute('href', 'tel:+554130005678');
    await expect(footer.getByText(fill(t.Footer.rights, { year: new Date().getFullYear(), shop: 'Loja Aurora' }))).toBeVisible();
    await expect(footer).not.toContainText('Digital Cards');

    // JSON-LD: the Organization with its CNPJ, and the WebSite in the page's language.
    const [organization] = await jsonLd(page, 'Organization');
    expect(organization).toMatchObject({
      name: 'Loja Aurora',
      legalName: BRAND.SHOP_LEGAL_NAME,
      taxID: CNPJ,
      email: BRAND.SHOP_SUPPORT_EMAIL,
      telephone: BRAND.SHOP_SUPPORT_PHONE,
      logo: `${storefront.origin}/api/brand/logo`,
    });
    const [site] = await jsonLd(page, 'WebSite');
    expect(site).toMatchObject({ name: 'Loja Aurora', inLanguage: locale });

    // The company details page lists the brand in its table, under a title naming the shop.
    await footer.getByRole('link', { name: t.Footer.requisites }).click();
    await expect(page).toHaveTitle(`${t.Info.requisitesTitle} | Loja Aurora`);
    const table = page.getByRole('main').getByRole('table');
    for (const value of [BRAND.SHOP_LEGAL_NAME, 'Loja Aurora', CNPJ, BRAND.SHOP_ADDRESS]) await expect(table.getByRole('cell', { name: value, exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: BRAND.SHOP_SUPPORT_EMAIL })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Digital Cards');
  });
}
