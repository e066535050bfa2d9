// The bottom notices one at a time: the language offer first, the cookie banner once it is answered
// or when there is none, and the page's room for the notice shown (--notice-space).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LanguageOfferTexts } from '@/components/layout/language-offer';
import { SiteNotices } from '@/components/layout/site-notices';
import type { Locale } from '@/i18n/routing';
import { setPathname } from '../../support/navigation-mock';
import { allMessages, renderWithIntl } from '../../support/render';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

const texts = Object.fromEntries(
  (['en', 'ru', 'hi'] as const).map((locale) => [locale, allMessages[locale].LanguageOffer]),
) as Partial<Record<Locale, LanguageOfferTexts>>;
const cookies = allMessages['pt-BR'].Cookie;

function browserLanguages(languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

async function show(offerTexts: Partial<Record<Locale, LanguageOfferTexts>> | null, locale: Locale = 'pt-BR') {
  renderWithIntl(<SiteNotices offerTexts={offerTexts} />, locale);
  await act(async () => {});
}

const offer = () => screen.queryByRole('region', { name: allMessages.ru.LanguageOffer.label });
const cookieBanner = () => screen.queryByRole('region', { name: cookies.title });

beforeEach(() => {
  document.cookie = 'preferred_locale=; Max-Age=0; Path=/';
  window.localStorage.clear();
  setPathname('/');
});

afterEach(() => jest.restoreAllMocks());

it('shows the language offer alone, then the cookie banner once the visitor stays', async () => {
  browserLanguages(['ru-RU']);
  await show(texts);
  expect(offer()).toBeInTheDocument();
  expect(cookieBanner()).toBeNull();
  expect(document.documentElement.style.getPropertyValue('--notice-space')).not.toBe('');

  await userEvent.click(screen.getByRole('button', { name: allMessages.ru.LanguageOffer.stay }));
  expect(offer()).toBeNull();
  expect(cookieBanner()).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: cookies.accept }));
  expect(cookieBanner()).toBeNull();
  expect(document.documentElement.style.getPropertyValue('--notice-space')).toBe('');
});

it('shows the cookie banner at once when no language is offered', async () => {
  browserLanguages(['pt-BR', 'pt']);
  await show(texts);
  expect(screen.getAllByRole('region')).toHaveLength(1);
  expect(cookieBanner()).toBeInTheDocument();
});

it('shows the cookie banner on pages that offer no language (the prefixed ones)', async () => {
  browserLanguages(['ru-RU']);
  await show(null, 'ru');
  expect(screen.getByRole('region', { name: allMessages.ru.Cookie.title })).toBeInTheDocument();
});
