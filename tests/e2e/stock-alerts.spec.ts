// Back-in-stock alerts in two languages (docs/stock-alerts-contract.md): a guest on a sold-out
// product presses "Notify me", logs in and comes back with the alert set; a second product's alert
// is set with one click; the cabinet lists both; the provider restocks the first (its development
// restock, what `npm run catalogue -- stock` does) and its one mail arrives in the page's language
// with a link to the product in that language; the second alert is cancelled in the
// cabinet, and its product's restock mails nothing.
import { expect, test, type Page } from '@playwright/test';
import { PROVIDER_URL, shopperAddress } from './support/servers';
import { prefix, translate, messages, type TestLocale } from './support/i18n';
import { uniqueEmail, waitForMail } from './support/mail';

const PASSWORD = 'Aviso2026ok';

interface Card {
  id: number;
  name: string;
  in_stock: number;
}

/**
 * Two sold-out products for this test alone: from the highest ids down (tests that sell a product
 * out take the lowest ids with one code left), even ids for one language, odd for the other.
 */
async function soldOutProducts(locale: TestLocale, parity: 0 | 1): Promise<Card[]> {
  const found: Card[] = [];
  for (let offset = 0; ; offset += 20) {
    const response = await fetch(`${PROVIDER_URL}/api/popular-products?offset=${offset}`, { headers: { 'Accept-Language': locale } });
    expect(response.status).toBe(200);
    const { result } = (await response.json()) as { result: { products: Card[]; total: number } };
    found.push(...result.products.filter((product) => product.in_stock === 0 && product.id % 2 === parity));
    if (offset + 20 >= result.total) break;
  }
  expect(found.length).toBeGreaterThanOrEqual(2);
  return found.sort((a, b) => b.id - a.id).slice(0, 2);
}

async function restock(productId: number): Promise<void> {
  const codes = [`E2E-ALERT-${productId}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`.toUpperCase()];
  const response = await fetch(`${PROVIDER_URL}/dev/products/${productId}/codes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ codes }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function mailsTo(email: string): Promise<{ kind: string }[]> {
  const response = await fetch(`${PROVIDER_URL}/dev/mail.json?${new URLSearchParams({ to: email })}`);
  return ((await response.json()) as { mails: { kind: string }[] }).mails;
}

const alertsSection = (page: Page, locale: TestLocale) => page.getByRole('region', { name: messages[locale].StockAlerts.title });

const CASES: { locale: TestLocale; parity: 0 | 1 }[] = [
  { locale: 'ru', parity: 0 },
  { locale: 'pt-BR', parity: 1 },
];

for (const { locale, parity } of CASES) {
  test(`a sold-out product's alert is set, listed, mailed once on restock in its language, and another cancelled (${locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const t = messages[locale].StockAlerts;
    const tr = translate(locale);
    const [first, second] = await soldOutProducts(locale, parity);
    const email = uniqueEmail(`alerts-${locale}`);
    const registered = await request.post(`${baseURL}/api/register?locale=${locale}`, {
      headers: { Origin: baseURL!, 'X-Forwarded-For': shopperAddress() },
      data: { name: 'Alerta1', email, password: PASSWORD, password_confirmation: PASSWORD, terms: true },
    });
    expect(registered.status(), await registered.text()).toBe(201);

    // A guest: the button asks to log in, and the alert is set once they are back.
    await page.goto(`${prefix(locale)}/product/${first!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
    await expect(page.getByText(messages[locale].Product.outOfStock, { exact: true })).toBeVisible();
    await expect(page.getByText(t.guestHint)).toBeVisible();
    await page.getByRole('button', { name: t.notifyMe }).click();
    const dialog = page.getByRole('dialog', { name: messages[locale].Auth.title });
    const panel = dialog.getByRole('tabpanel');
    await panel.getByLabel(messages[locale].Auth.email, { exact: true }).fill(email);
    await panel.getByLabel(messages[locale].Auth.password, { exact: true }).fill(PASSWORD);
    await panel.getByRole('button', { name: messages[locale].Auth.loginSubmit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/product/${first!.id}$`));
    await expect(page.getByRole('status').filter({ hasText: tr('StockAlerts.set', { email }) })).toBeVisible();

    // Signed in: one click.
    await page.goto(`${prefix(locale)}/product/${second!.id}`);
    await page.getByRole('button', { name: t.notifyMe }).click();
    await expect(page.getByRole('status').filter({ hasText: tr('StockAlerts.set', { email }) })).toBeVisible();
    await expect(page.getByRole('button', { name: t.cancel })).toBeVisible();

    // The cabinet lists both.
    await page.goto(`${prefix(locale)}/profile`);
    const section = alertsSection(page, locale);
    await expect(section.getByRole('link', { name: first!.name })).toBeVisible();
    await expect(section.getByRole('link', { name: second!.name })).toBeVisible();
    await expect(section.getByText(tr('StockAlerts.count', { count: 2, limit: 50 }))).toBeVisible();

    // Codes arrive for the first: one mail, in this language, to the product page in this language.
    await restock(first!.id);
    const mail = await waitForMail(email, 'stock-alert');
    expect(mail.locale).toBe(locale);
    expect(mail.subject).toContain(first!.name);
    expect(mail.links).toHaveLength(1);
    const link = new URL(mail.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${new URL(baseURL!).origin}${prefix(locale)}/product/${first!.id}`);
    // (The page may still be the cached sold-out one: these tests run without revalidation calls.)
    await page.goto(link.pathname);
    await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();

    // The sent alert is gone from the cabinet; the other is cancelled there.
    await page.goto(`${prefix(locale)}/profile`);
    await expect(section.getByRole('link', { name: first!.name })).toHaveCount(0);
    await section.getByRole('button', { name: tr('StockAlerts.cancelFor', { name: second!.name }) }).click();
    await expect(section.getByText(t.cancelled)).toBeVisible();
    await expect(section.getByText(t.empty)).toBeVisible();
    await page.reload();
    await expect(alertsSection(page, locale).getByText(t.empty)).toBeVisible();

    // Its product's restock sends nothing; nor does the first's again.
    await restock(second!.id);
    await restock(first!.id);
    expect((await mailsTo(email)).filter((entry) => entry.kind === 'stock-alert')).toHaveLength(1);
  });
}
