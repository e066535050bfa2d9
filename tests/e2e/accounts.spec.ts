// Accounts as a shopper uses them: register, confirm the e-mail through the mail outbox,
// log out and in, change the name and the password (confirmed by a mailed link), forgot password,
// and a guest sent from /profile to log in and back. In two locales; elements by role and text.
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { type TestLocale, fill, messages, prefix, translate } from './support/i18n';
import { givePurchases, linkPath, uniqueEmail, waitForMail } from './support/mail';
import { SPEC_PROVIDER, shopperAddress } from './support/servers';
import { Shop } from './support/shop';

const LOCALES: TestLocale[] = ['pt-BR', 'en'];

// Whole shopper journeys of many steps: on two shared, loaded cores they outgrow the default 30 s.
test.describe.configure({ timeout: 90_000 });

interface Account {
  name: string;
  email: string;
  password: string;
}

function newAccount(label: string): Account {
  return { name: `Shopper${Math.floor(Math.random() * 1e6)}`, email: uniqueEmail(label), password: 'Senha2024segura' };
}

/**
 * Registers through the BFF from outside the browser (the page's cookies stay a guest's). Each such
 * shopper arrives from their own address (shopperAddress() in X-Forwarded-For, which the storefront
 * reads as the client: the end-to-end storefronts run as behind one appending balancer, played
 * here), so the per-IP registration limit of one real shopper is not what a whole test run counts
 * against.
 */
async function registerByApi(request: APIRequestContext, baseURL: string, account: Account) {
  const response = await request.post('/api/register?locale=en', {
    headers: { Origin: baseURL, 'X-Forwarded-For': shopperAddress() },
    data: { ...account, password_confirmation: account.password, terms: true },
  });
  expect(response.status()).toBe(201);
}

class AccountUi {
  constructor(
    readonly page: Page,
    readonly locale: TestLocale,
  ) {}

  get t() {
    return messages[this.locale];
  }

  dialog(title: string) {
    return this.page.getByRole('dialog', { name: title });
  }

  loginButton() {
    return this.page.getByRole('banner').getByRole('button', { name: this.t.Nav.login });
  }

  async openLogin() {
    await this.loginButton().click();
    const dialog = this.dialog(this.t.Auth.title);
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Opens the auth modal at its registration tab: the shown tab panel. */
  async openRegistration() {
    const dialog = await this.openLogin();
    await dialog.getByRole('tab', { name: this.t.Auth.registerTab }).click();
    return dialog.getByRole('tabpanel');
  }

  async logIn(account: Pick<Account, 'email' | 'password'>) {
    const dialog = this.dialog(this.t.Auth.title);
    await expect(dialog.getByRole('tab', { name: this.t.Auth.loginTab })).toHaveAttribute('aria-selected', 'true');
    // The other tab's form stays in the page (hidden) so nothing typed there is lost: look in the shown one.
    const panel = dialog.getByRole('tabpanel');
    await panel.getByLabel(this.t.Auth.email, { exact: true }).fill(account.email);
    await panel.getByLabel(this.t.Auth.password, { exact: true }).fill(account.password);
    await panel.getByRole('button', { name: this.t.Auth.loginSubmit, exact: true }).click();
  }

  async expectProfile(name: string) {
    await expect(this.page).toHaveURL(new RegExp(`${prefix(this.locale)}/profile$`));
    await expect(this.page.getByRole('heading', { level: 1, name: fill(this.t.Profile.greeting, { name }) })).toBeVisible();
  }

  async logOut() {
    await this.page.getByRole('button', { name: this.t.Profile.logout }).click();
    await expect(this.loginButton()).toBeVisible();
    await expect(this.page).not.toHaveURL(/\/profile/);
  }
}

// Shoppers register under the names they write, with a passphrase of symbols and spaces.
const SCRIPT_ACCOUNTS: { locale: TestLocale; name: string; password: string; renamed: string }[] = [
  { locale: 'hi', name: 'हिमांशु', password: 'मेरा पासवर्ड #1 & सुरक्षित!', renamed: "हिमांशु O'Brien" },
  { locale: 'ru', name: 'Ольга', password: 'мой пароль: "Секрет" 42 ₽!', renamed: 'Анна-Мария Ю.' },
];

for (const { locale, name, password, renamed } of SCRIPT_ACCOUNTS) {
  test(`register as ${name} in ${locale} with a passphrase of symbols and spaces, log out and in, rename`, async ({ page }) => {
    const shop = new Shop(page, locale);
    const ui = new AccountUi(page, locale);
    const t = messages[locale];
    const email = uniqueEmail(`script-${locale}`);

    await shop.open('/');
    await shop.acceptCookies();
    const auth = await ui.openRegistration();
    await auth.getByLabel(t.Auth.name, { exact: true }).fill(name);
    await auth.getByLabel(t.Auth.email, { exact: true }).fill(email);
    await auth.getByLabel(t.Auth.password, { exact: true }).fill(password);
    await auth.getByLabel(t.Auth.passwordRepeat, { exact: true }).fill(password);
    await auth.getByRole('checkbox').check();
    await auth.getByRole('button', { name: t.Auth.registerSubmit, exact: true }).click();
    const registered = ui.dialog(t.Auth.registeredTitle);
    await expect(registered).toBeVisible();
    await registered.getByRole('button', { name: t.Modal.close }).first().click();

    await page.getByRole('banner').getByRole('link', { name: t.Nav.account }).click();
    await ui.expectProfile(name);
    await ui.logOut();

    await ui.openLogin();
    await ui.logIn({ email, password });
    await ui.expectProfile(name);

    // The name change takes the same names.
    await page.getByRole('button', { name: t.Profile.editProfile }).click();
    const nameForm = page.getByRole('form', { name: t.Profile.nameTitle });
    await nameForm.getByLabel(t.Auth.name, { exact: true }).fill('2024');
    await nameForm.getByRole('button', { name: t.Profile.saveName }).click();
    await expect(nameForm.getByText(t.Validation.nameInvalid)).toBeVisible();
    await nameForm.getByLabel(t.Auth.name, { exact: true }).fill(renamed);
    await nameForm.getByRole('button', { name: t.Profile.saveName }).click();
    await expect(nameForm.getByRole('status')).toHaveText(t.Profile.nameSaved);
    await expect(page.getByRole('heading', { level: 1, name: fill(t.Profile.greeting, { name: renamed }) })).toBeVisible();
  });
}

for (const locale of LOCALES) {
  test.describe(`accounts in ${locale}`, () => {
    test('register, confirm the e-mail, log out and in, change the name and the password', async ({ page }) => {
      const shop = new Shop(page, locale);
      const ui = new AccountUi(page, locale);
      const t = messages[locale];
      const account = newAccount(`journey-${locale}`);

      await shop.open('/');
      await shop.acceptCookies();

      // Register: the form validates by docs/product/validation.md before anything is sent.
      const auth = await ui.openRegistration();
      const submit = auth.getByRole('button', { name: t.Auth.registerSubmit, exact: true });
      await auth.getByLabel(t.Auth.name, { exact: true }).fill('a');
      await submit.click();
      await expect(auth.getByText(t.Validation.nameTooShort)).toBeVisible();
      await expect(auth.getByText(t.Validation.termsRequired)).toBeVisible();
      await expect(submit).toBeDisabled();

      await auth.getByLabel(t.Auth.name, { exact: true }).fill(account.name);
      await auth.getByLabel(t.Auth.email, { exact: true }).fill(account.email);
      await auth.getByLabel(t.Auth.password, { exact: true }).fill(account.password);
      await auth.getByLabel(t.Auth.passwordRepeat, { exact: true }).fill(`${account.password}x`);
      await expect(auth.getByText(t.Validation.passwordsMismatch)).toBeVisible();
      await auth.getByLabel(t.Auth.passwordRepeat, { exact: true }).fill(account.password);
      await auth.getByRole('checkbox').check();
      await expect(submit).toBeEnabled();
      await submit.click();

      const registered = ui.dialog(t.Auth.registeredTitle);
      await expect(registered).toBeVisible();
      await expect(registered).toContainText(account.email);
      expect(await page.evaluate(() => (window as unknown as { dataLayer?: { event: string }[] }).dataLayer?.map((e) => e.event))).toContain(
        'registration',
      );
      // No token or account data in the browser's storage.
      expect(await page.evaluate(() => JSON.stringify({ ...window.localStorage }))).not.toMatch(/token|@example\.com/);
      const cookies = await page.context().cookies();
      const session = cookies.find((c) => c.name.endsWith('session'));
      expect(session?.httpOnly).toBe(true);
      expect(session?.sameSite).toBe('Lax');

      // Confirm the e-mail through the link the shop mailed.
      const verification = await waitForMail(account.email, 'verify-email');
      expect(verification.locale).toBe(locale);
      await page.goto(linkPath(verification));
      await expect(ui.dialog(t.Auth.activatedTitle)).toBeVisible();
      await ui.dialog(t.Auth.activatedTitle).getByRole('button', { name: t.Modal.close }).first().click();

      // The cabinet, then log out.
      await page.getByRole('banner').getByRole('link', { name: t.Nav.account }).click();
      await ui.expectProfile(account.name);
      await expect(page.getByText(t.Profile.notVerifiedTitle)).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('button', { name: t.Nav.account })).toHaveAttribute('aria-disabled', 'true');
      await ui.logOut();

      // A wrong password shows the generic message; the right one goes to the cabinet.
      await ui.openLogin();
      await ui.logIn({ email: account.email, password: 'Wrongpassword1' });
      await expect(ui.dialog(t.Auth.title).getByRole('tabpanel').getByRole('alert')).toHaveText(t.Auth.invalidCredentials);
      await ui.logIn(account);
      await ui.expectProfile(account.name);
      expect(await page.evaluate(() => (window as unknown as { dataLayer?: { event: string }[] }).dataLayer?.map((e) => e.event))).toContain('sign_in');

      // Change the name.
      await page.getByRole('button', { name: t.Profile.editProfile }).click();
      const nameForm = page.getByRole('form', { name: t.Profile.nameTitle });
      const newName = `Renamed${Math.floor(Math.random() * 1e5)}`;
      await nameForm.getByLabel(t.Auth.name, { exact: true }).fill(newName);
      await nameForm.getByRole('button', { name: t.Profile.saveName }).click();
      await expect(nameForm.getByRole('status')).toHaveText(t.Profile.nameSaved);
      await expect(page.getByRole('heading', { level: 1, name: fill(t.Profile.greeting, { name: newName }) })).toBeVisible();

      // Change the password: it applies only once the mailed link is opened.
      const newPassword = 'Outrasenha2025';
      const passwordForm = page.getByRole('form', { name: t.Profile.passwordTitle });
      await passwordForm.getByLabel(t.Profile.currentPassword, { exact: true }).fill(account.password);
      await passwordForm.getByLabel(t.Profile.newPassword, { exact: true }).fill(newPassword);
      await passwordForm.getByLabel(t.Profile.repeatNewPassword, { exact: true }).fill(newPassword);
      await passwordForm.getByRole('button', { name: t.Profile.changePassword }).click();
      await expect(ui.dialog(t.Profile.passwordSentTitle)).toBeVisible();
      const confirmation = await waitForMail(account.email, 'password-update');
      await page.goto(linkPath(confirmation));
      await expect(ui.dialog(t.Auth.passwordChangedTitle)).toBeVisible();
      await page.keyboard.press('Escape');

      // Log out; the old password no longer works, the new one does.
      await page.goto(`${prefix(locale)}/profile`);
      await ui.expectProfile(newName);
      await ui.logOut();
      await ui.openLogin();
      await ui.logIn(account);
      await expect(ui.dialog(t.Auth.title).getByRole('tabpanel').getByRole('alert')).toHaveText(t.Auth.invalidCredentials);
      await ui.logIn({ email: account.email, password: newPassword });
      await ui.expectProfile(newName);
    });

    test('forgot password from start to end, and the link works once', async ({ page, request, baseURL }) => {
      const shop = new Shop(page, locale);
      const ui = new AccountUi(page, locale);
      const t = messages[locale];
      const account = newAccount(`reset-${locale}`);
      await registerByApi(request, baseURL!, account);

      await shop.open('/');
      await shop.acceptCookies();
      await ui.openLogin();
      await page.getByRole('tabpanel').getByRole('button', { name: t.Auth.forgotPassword }).click();
      const reset = ui.dialog(t.Auth.resetTitle);
      await expect(reset).toBeVisible();

      // An address without an account gets the same answer as a registered one (no hint of which
      // addresses exist), and no mail.
      const nobody = uniqueEmail('nobody');
      await reset.getByLabel(t.Auth.email, { exact: true }).fill(nobody);
      await reset.getByRole('button', { name: t.Auth.resetSubmit }).click();
      const sentToNobody = ui.dialog(t.Auth.resetSentTitle);
      await expect(sentToNobody).toContainText(t.Auth.resetSentText.replace('{email}', nobody));
      await sentToNobody.getByRole('button', { name: t.Auth.backToLogin }).click();
      await page.getByRole('tabpanel').getByRole('button', { name: t.Auth.forgotPassword }).click();

      await reset.getByLabel(t.Auth.email, { exact: true }).fill(account.email);
      await reset.getByRole('button', { name: t.Auth.resetSubmit }).click();
      await expect(ui.dialog(t.Auth.resetSentTitle)).toContainText(t.Auth.resetSentText.replace('{email}', account.email));

      const mail = await waitForMail(account.email, 'password-reset');
      const link = linkPath(mail);
      expect(link).toMatch(new RegExp(`^${prefix(locale)}/password-reset/`));
      await page.goto(link);
      const form = ui.dialog(t.Auth.newPasswordTitle);
      // The address the link is for, where the provider can check a link before it is used.
      if (SPEC_PROVIDER) await expect(form).toBeVisible();
      else await expect(form).toContainText(account.email);
      const newPassword = 'Recuperada2026';
      await form.getByLabel(t.Auth.newPassword, { exact: true }).fill(newPassword);
      await form.getByLabel(t.Auth.passwordRepeat, { exact: true }).fill(newPassword);
      await form.getByRole('button', { name: t.Auth.savePassword }).click();
      const done = ui.dialog(t.Auth.passwordResetDoneTitle);
      await expect(done).toBeVisible();

      // Log in with the new password from the success modal.
      await done.getByRole('button', { name: t.Auth.loginSubmit }).click();
      await ui.logIn({ email: account.email, password: newPassword });
      await ui.expectProfile(account.name);

      // The same link a second time: a clear message, and a way to ask for a new one (told when the
      // form is saved where the provider cannot check a link first).
      await page.goto(link);
      if (SPEC_PROVIDER) {
        const again = ui.dialog(t.Auth.newPasswordTitle);
        await again.getByLabel(t.Auth.newPassword, { exact: true }).fill('OutraSenha2026');
        await again.getByLabel(t.Auth.passwordRepeat, { exact: true }).fill('OutraSenha2026');
        await again.getByRole('button', { name: t.Auth.savePassword }).click();
      }
      const gone = ui.dialog(t.Auth.linkGoneTitle);
      await expect(gone).toContainText(t.Auth.resetLinkGoneText);
      await expect(gone.getByRole('button', { name: t.Auth.requestNewLink })).toBeVisible();
    });
  });
}

test('a guest opening /profile is sent to log in and comes back to the cabinet, with purchases', async ({ page, request, baseURL }) => {
  const locale: TestLocale = 'en';
  const t = messages[locale];
  const ui = new AccountUi(page, locale);
  const account = newAccount('guest');
  await registerByApi(request, baseURL!, account);
  await givePurchases(account.email, 12);

  // Redirected by the server to the home page with the login modal asked for (the page then
  // consumes the query, so the answer's URL is where to look).
  const response = await page.goto('/en/profile');
  expect(response?.url()).toMatch(/\/en\?auth=login&next=%2F(en%2F)?profile$/);
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/en\/profile$/);
  await expect(ui.dialog(t.Auth.title)).toBeVisible();
  await ui.logIn(account);
  await ui.expectProfile(account.name);

  // Purchases: 10 per page, each with its code and a copy button; search narrows the list.
  const purchases = page.getByRole('region', { name: t.Profile.purchasesTitle });
  await expect(purchases.getByText(fill(t.Profile.pageOf, { page: 1, pages: 2 }))).toBeVisible();
  await expect(purchases.getByRole('button', { name: new RegExp(t.Profile.copy) })).toHaveCount(10);
  await purchases.getByRole('button', { name: t.Profile.nextPage }).click();
  await expect(purchases.getByText(fill(t.Profile.pageOf, { page: 2, pages: 2 }))).toBeVisible();
  await expect(purchases.getByRole('button', { name: new RegExp(t.Profile.copy) })).toHaveCount(2);

  await purchases.getByLabel(t.Profile.searchLabel).fill('no-such-purchase');
  await purchases.getByRole('button', { name: t.Profile.searchSubmit }).click();
  await expect(purchases.getByText(fill(t.Profile.nothingFound, { text: 'no-such-purchase' }))).toBeVisible();
});

for (const locale of ['ru', 'pt-BR'] as const) {
  test(`the cabinet finds a purchase by its code (${locale})`, async ({ page, request, baseURL }) => {
    const t = messages[locale];
    const ui = new AccountUi(page, locale);
    const account = newAccount('by-code');
    await registerByApi(request, baseURL!, account);
    await givePurchases(account.email, 3);
    await page.goto(`${prefix(locale)}/profile`);
    await ui.logIn(account);
    await ui.expectProfile(account.name);

    const purchases = page.getByRole('region', { name: t.Profile.purchasesTitle });
    const items = purchases.getByRole('listitem');
    await expect(items).toHaveCount(3);
    const code = (await items.nth(1).getByRole('code').textContent())!;
    const name = (await items.nth(1).getByRole('heading').textContent())!;

    // Part of the code, in lower case and without its dashes, as a shopper copies it from a mail.
    const typed = code.replace(/[^A-Za-z0-9]/g, '').slice(2, 12).toLowerCase();
    const search = purchases.getByRole('searchbox', { name: t.Profile.searchLabel });
    await expect(search).toHaveAttribute('placeholder', t.Profile.searchPlaceholder);
    await search.fill(typed);
    await purchases.getByRole('button', { name: t.Profile.searchSubmit }).click();
    await expect(items).toHaveCount(1);
    await expect(items.first().getByRole('heading')).toHaveText(name);
    await expect(items.first().getByRole('code')).toHaveText(code);
    await expect(purchases.getByText(translate(locale)('Profile.foundCount', { count: 1 }), { exact: true })).toBeVisible();
  });
}

test('changing the e-mail is confirmed from a link sent to the new address', async ({ page, request, baseURL }) => {
  const locale: TestLocale = 'ru';
  const t = messages[locale];
  const ui = new AccountUi(page, locale);
  const account = newAccount('change-email');
  await registerByApi(request, baseURL!, account);

  await page.goto('/ru/profile');
  await expect(ui.dialog(t.Auth.title)).toBeVisible();
  await ui.logIn(account);
  await ui.expectProfile(account.name);

  const newEmail = uniqueEmail('changed');
  await page.getByRole('button', { name: t.Profile.editProfile }).click();
  const emailForm = page.getByRole('form', { name: t.Profile.emailTitle });
  await emailForm.getByLabel(t.Profile.newEmail, { exact: true }).fill(newEmail);
  await emailForm.getByRole('button', { name: t.Profile.changeEmail }).click();
  await expect(ui.dialog(t.Profile.emailSentTitle)).toContainText(newEmail);

  // The link goes to the new address, opens the home page's emailToken modal, and works once.
  const mail = await waitForMail(newEmail, 'email-update');
  const link = linkPath(mail);
  expect(link).toMatch(/^\/ru\/?\?emailToken=/);
  await page.goto(link);
  await expect(ui.dialog(t.Auth.emailChangedTitle)).toBeVisible();
  await expect(page).not.toHaveURL(/emailToken/);
  await page.goto('/ru/profile');
  await expect(page.getByRole('main')).toContainText(newEmail);
  await page.goto(link);
  await expect(ui.dialog(t.Auth.linkGoneTitle)).toBeVisible();
});

// A login link can carry any `next`; after the password, the shopper must stay on the shop whatever
// form it takes (a locale prefix before "//", an encoded slash, a backslash).
for (const hostile of ['/pt-BR//evil.example/x', '/ru//evil.example', '/pt-BR/%2Fevil.example', '/\\evil.example']) {
  test(`logging in from a link whose next is ${hostile} lands on the shop`, async ({ page, request, baseURL }) => {
    const locale: TestLocale = 'pt-BR';
    const ui = new AccountUi(page, locale);
    const account = newAccount('hostile-next');
    await registerByApi(request, baseURL!, account);
    // Every request to the other site is caught and refused: the page could not even start to go there.
    const elsewhere: string[] = [];
    await page.route((url) => url.hostname.endsWith('evil.example'), async (route) => {
      elsewhere.push(route.request().url());
      await route.abort();
    });

    await page.goto(`/?${new URLSearchParams({ auth: 'login', next: hostile })}`);
    await expect(ui.dialog(messages[locale].Auth.title)).toBeVisible();
    await ui.logIn(account);
    // The cabinet, the shop's own default after login.
    await ui.expectProfile(account.name);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    expect(elsewhere).toEqual([]);
  });
}

test('the old address is told of an e-mail change, and its link keeps the account with its owner', async ({ page, request, baseURL }) => {
  const locale: TestLocale = 'en';
  const t = messages[locale];
  const ui = new AccountUi(page, locale);
  const account = newAccount('not-me');
  await registerByApi(request, baseURL!, account);
  await page.goto('/en/profile');
  await ui.logIn(account);
  await ui.expectProfile(account.name);

  // Someone signed in to the account asks for their own address.
  const intruder = uniqueEmail('intruder');
  await page.getByRole('button', { name: t.Profile.editProfile }).click();
  const emailForm = page.getByRole('form', { name: t.Profile.emailTitle });
  await emailForm.getByLabel(t.Profile.newEmail, { exact: true }).fill(intruder);
  await emailForm.getByRole('button', { name: t.Profile.changeEmail }).click();
  await expect(ui.dialog(t.Profile.emailSentTitle)).toContainText(intruder);

  // The owner's mailbox gets the notice, naming the new address, with a reset link.
  const notice = await waitForMail(account.email, 'email-update-notice');
  expect(notice.subject).toBe('The e-mail of your account is being changed');
  expect(notice.text).toContain(intruder);
  const link = linkPath(notice);
  expect(link).toMatch(/^\/en\/password-reset\//);

  // The owner follows it in another browser: a new password for the account under their address.
  const owner = await page.context().browser()!.newPage();
  const ownerUi = new AccountUi(owner, locale);
  await owner.goto(new URL(link, baseURL!).toString());
  const form = ownerUi.dialog(t.Auth.newPasswordTitle);
  if (SPEC_PROVIDER) await expect(form).toBeVisible();
  else await expect(form).toContainText(account.email);
  await form.getByLabel(t.Auth.newPassword, { exact: true }).fill('Recuperada2026');
  await form.getByLabel(t.Auth.passwordRepeat, { exact: true }).fill('Recuperada2026');
  await form.getByRole('button', { name: t.Auth.savePassword }).click();
  await expect(ownerUi.dialog(t.Auth.passwordResetDoneTitle)).toBeVisible();
  await owner.close();

  // The change can no longer be confirmed from the intruder's mailbox.
  await page.goto(linkPath(await waitForMail(intruder, 'email-update')));
  await expect(ui.dialog(t.Auth.linkGoneTitle)).toBeVisible();
});

test('a session that ends while the cabinet is open sends the shopper home when the window regains focus', async ({ page, request, baseURL }) => {
  const locale: TestLocale = 'en';
  const t = messages[locale];
  const ui = new AccountUi(page, locale);
  const account = newAccount('expiry');
  await registerByApi(request, baseURL!, account);

  await page.goto('/en/profile');
  await ui.logIn(account);
  await ui.expectProfile(account.name);

  // The session cookie disappears (expired, or logged out in another tab), then the tab is focused.
  // Focus checks are de-duplicated for a moment after the page's own check, so focus until it asks.
  await page.context().clearCookies();
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page).not.toHaveURL(/\/profile$/, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  // The home page with the login modal open (its query is consumed), to come back after logging in.
  await expect(page).toHaveURL(/\/en(\?|$)/);
  await expect(ui.dialog(t.Auth.title)).toBeVisible();
});
