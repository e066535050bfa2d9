// The translation files, so tests find elements by the text a shopper sees in each language.
import { createTranslator } from 'next-intl';
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

/**
 * Formats a message as the page does, ICU plurals included ("1 produto encontrado", "Найдено 5
 * товаров"): `translate('ru')('Catalogue.found', {total: 5})`.
 */
export function translate(locale: TestLocale): (key: string, values?: Record<string, string | number>) => string {
  const t = createTranslator({ locale, messages: messages[locale] });
  return (key, values) => (t as unknown as (key: string, values?: Record<string, string | number>) => string)(key, values);
}

/** A text as a RegExp source that matches just it, any run of white space (a locale's no-break spaces) as any. */
export function literal(text: string): string {
  return text.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&').replace(/\s+/g, '\\s+');
}
