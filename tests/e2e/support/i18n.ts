// The translation files, so tests find elements by the text a shopper sees in each language.
import IntlMessageFormat from 'intl-messageformat';
import en from '../../../messages/en.json';
import hi from '../../../messages/hi.json';
import ptBR from '../../../messages/pt-BR.json';
import ru from '../../../messages/ru.json';

export const messages = { 'pt-BR': ptBR, en, ru, hi } as const;
export type TestLocale = keyof typeof messages;

/** The URL prefix of a locale: pt-BR has none. */
export function prefix(locale: TestLocale): string {
  return locale === 'pt-BR' ? '' : `/${locale}`;
}

/** Fills {placeholders} of a message the way the page does for simple arguments. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}

/** An ICU message (plurals and all) as the page formats it. */
export function format(template: string, values: Record<string, string | number>, locale: TestLocale): string {
  return String(new IntlMessageFormat(template, locale).format(values));
}
