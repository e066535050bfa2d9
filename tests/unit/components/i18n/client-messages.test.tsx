// Messages in the browser: the layout's provider holds only what every page's islands
// read; a page adds its namespaces to it; an island that loads on first use brings its language's
// messages with its code (LazyIsland starts both on its first show), and loads nothing when the
// provider above already holds them.
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { LazyIsland } from '@/components/i18n/lazy-island';
import { LazyMessages } from '@/components/i18n/lazy-messages';
import { MoreMessages } from '@/components/i18n/more-messages';
import { ALL_CLIENT_NAMESPACES, LAYOUT_NAMESPACES, LISTING_NAMESPACES, PRODUCT_NAMESPACES, hasNamespaces, pickNamespaces } from '@/lib/i18n/client-namespaces';
import { allMessages } from '../../support/render';

function LoginTab() {
  const t = useTranslations('Auth');
  return <p>{t('loginTab')}</p>;
}

function NavAndFilters() {
  const nav = useTranslations('Nav');
  const filters = useTranslations('Filters');
  return (
    <p>
      {nav('mainNavigation')} / {filters('label')}
    </p>
  );
}

describe('namespace lists', () => {
  it('names only namespaces every language has', () => {
    for (const messages of Object.values(allMessages)) {
      for (const namespace of [...ALL_CLIENT_NAMESPACES, ...LISTING_NAMESPACES, ...PRODUCT_NAMESPACES]) {
        expect(messages).toHaveProperty([namespace]);
      }
    }
  });

  it('picks the named namespaces and nothing else', () => {
    const picked = pickNamespaces(allMessages.en, LAYOUT_NAMESPACES);
    expect(Object.keys(picked).sort()).toEqual([...LAYOUT_NAMESPACES].sort());
    expect(picked.Nav).toEqual(allMessages.en.Nav);
    expect(hasNamespaces(picked, ['Nav', 'Basket'])).toBe(true);
    expect(hasNamespaces(picked, ['Nav', 'Auth'])).toBe(false);
  });

  it('leaves the checkout, account and payment texts out of the layout and the catalogue pages', () => {
    for (const heavy of ['Auth', 'Checkout', 'Payment', 'CardPayment', 'Profile', 'Validation']) {
      expect([...LAYOUT_NAMESPACES, ...LISTING_NAMESPACES, ...PRODUCT_NAMESPACES]).not.toContain(heavy);
    }
  });
});

describe('MoreMessages', () => {
  it("adds a page's namespaces to the layout's for its children", () => {
    render(
      <NextIntlClientProvider locale="ru" messages={pickNamespaces(allMessages.ru, ['Nav'])}>
        <MoreMessages messages={pickNamespaces(allMessages.ru, ['Filters'])}>
          <NavAndFilters />
        </MoreMessages>
      </NextIntlClientProvider>,
    );
    expect(screen.getByText(`${allMessages.ru.Nav.mainNavigation} / ${allMessages.ru.Filters.label}`)).toBeInTheDocument();
  });
});

describe('LazyMessages', () => {
  it("loads the page language's messages when the provider above lacks the island's namespaces", async () => {
    // Awaited: the island suspends until the messages arrive.
    await act(async () => {
      render(
        <NextIntlClientProvider locale="hi" messages={pickNamespaces(allMessages.hi, LAYOUT_NAMESPACES)}>
          <Suspense fallback={<p>loading</p>}>
            <LazyMessages namespaces={['Auth']}>
              <LoginTab />
            </LazyMessages>
          </Suspense>
        </NextIntlClientProvider>,
      );
    });
    expect(await screen.findByText(allMessages.hi.Auth.loginTab)).toBeInTheDocument();
  });

  it('renders at once with the messages above when they hold the namespaces', () => {
    render(
      <NextIntlClientProvider locale="en" messages={pickNamespaces(allMessages.en, ['Auth'])}>
        <Suspense fallback={<p>loading</p>}>
          <LazyMessages namespaces={['Auth']}>
            <LoginTab />
          </LazyMessages>
        </Suspense>
      </NextIntlClientProvider>,
    );
    expect(screen.getByText(allMessages.en.Auth.loginTab)).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });
});

describe('LazyIsland', () => {
  it('renders nothing and loads nothing until shown, then starts its code and shows with its messages', async () => {
    const load = jest.fn(() => Promise.resolve());
    const page = (show: boolean) => (
      <NextIntlClientProvider locale="ru" messages={pickNamespaces(allMessages.ru, LAYOUT_NAMESPACES)}>
        <LazyIsland show={show} load={load}>
          <LoginTab />
        </LazyIsland>
      </NextIntlClientProvider>
    );
    const { rerender } = render(page(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(allMessages.ru.Auth.loginTab)).not.toBeInTheDocument();
    await act(async () => rerender(page(true)));
    expect(await screen.findByText(allMessages.ru.Auth.loginTab)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
