// The message files by locale, for server code outside a page render (route handlers, the 503 page).
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import ptBR from '@/messages/pt-BR.json';
import ru from '@/messages/ru.json';
import type { Locale } from '@/i18n/routing';

export type Messages = typeof en;

const MESSAGES: Record<Locale, Messages> = { 'pt-BR': ptBR, en, ru, hi };

export function localeMessages(locale: Locale): Messages {
  return MESSAGES[locale];
}
