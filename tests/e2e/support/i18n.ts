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

/** The text of an ICU `{name, select, a {…} other {…}}` message for `value` (its branch, else `other`). */
export function selectBranch(template: string, value: string): string {
  const branches = new Map([...template.matchAll(/(\w+) \{([^{}]*)\}/g)].map((match) => [match[1]!, match[2]!]));
  const text = branches.get(value) ?? branches.get('other');
  if (text === undefined) throw new Error(`no branch for ${value} in ${template}`);
  return text;
}

/** An ICU message (plurals and all) as the page formats it. */
export function format(template: string, values: Record<string, string | number>, locale: TestLocale): string {
  return String(new IntlMessageFormat(template, locale).format(values));
}
