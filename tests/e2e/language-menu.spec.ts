// The language menu with the keyboard (Radix's dropdown menu), in two languages: opened
// from its button, the current language marked, arrows, Home/End and typeahead between real links,
// Escape back to the button, and a choice that opens the same page in the language chosen and is
// remembered (no language offer after it).
import { type Page, expect, test } from '@playwright/test';
import { type TestLocale, fill, messages, prefix } from './support/i18n';
import { Shop } from './support/shop';

const NAMES: Record<TestLocale, string> = { 'pt-BR': 'Português', en: 'English', ru: 'Русский', hi: 'हिन्दी' };

function languageButton(page: Page, locale: TestLocale) {
  return page.getByRole('banner').getByRole('button', { name: fill(messages[locale].Language.current, { language: NAMES[locale] }) });
}

const CASES: { locale: TestLocale; choose: TestLocale; presses: string[] }[] = [
  // Português, English, Русский, हिन्दी: from the first, two steps down.
  { locale: 'pt-BR', choose: 'ru', presses: ['ArrowDown', 'ArrowDown'] },
  { locale: 'ru', choose: 'en', presses: ['ArrowDown'] },
];

for (const { locale, choose, presses } of CASES) {
  test(`the language menu with the keyboard in ${locale}`, async ({ page }) => {
    const shop = new Shop(page, locale);
    const t = messages[locale];
    await shop.open('/category/steam');
    await shop.acceptCookies();

    const button = languageButton(page, locale);
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: t.Language.label });
    // Where the shopper sees it: placed below its button (Radix positions it a frame after opening).
    await expect(menu).toBeInViewport();
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText(['Português', 'English', 'Русский', 'हिन्दी']);
    await expect(menu.getByRole('menuitem', { name: NAMES[locale] })).toHaveAttribute('aria-current', 'true');
    // Each a real link to this page in its language.
    await expect(menu.getByRole('menuitem', { name: NAMES[choose] })).toHaveAttribute('href', `${prefix(choose)}/category/steam`);

    await expect(items.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('e');
    await expect(menu.getByRole('menuitem', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(menu).toBeInViewport();
    await expect(items.first()).toBeFocused();
    // Radix may focus the first item once more a frame after opening (late on a loaded machine): the
    // walk starts again from the first item until the arrows end on the language chosen.
    await expect(async () => {
      await items.first().focus();
      for (const key of presses) await page.keyboard.press(key);
      await expect(menu.getByRole('menuitem', { name: NAMES[choose] })).toBeFocused({ timeout: 1000 });
    }).toPass();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix(choose)}/category/steam$`));
    await expect(page.locator('html')).toHaveAttribute('lang', choose);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'preferred_locale');
    expect(cookie?.value).toBe(choose);
  });
}
