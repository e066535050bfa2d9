// A small page object: how a shopper finds the shop's parts, by role and by the translation files.
import { type Page, expect } from '@playwright/test';
import { type TestLocale, messages, prefix } from './i18n';

export class Shop {
  constructor(
    readonly page: Page,
    readonly locale: TestLocale = 'pt-BR',
  ) {}

  get t() {
    return messages[this.locale];
  }

  async open(path = '/') {
    const response = await this.page.goto(`${prefix(this.locale)}${path === '/' && this.locale !== 'pt-BR' ? '' : path}`);
    return response;
  }

  /** Dismisses the cookie banner so it covers nothing. */
  async acceptCookies() {
    const accept = this.page.getByRole('button', { name: this.t.Cookie.accept, exact: true });
    await accept.click();
    await expect(accept).toBeHidden();
  }

  productCards() {
    return this.page.getByRole('main').getByRole('article');
  }

  categoryMenu() {
    return this.page.getByRole('navigation', { name: this.t.Menu.label });
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
}
