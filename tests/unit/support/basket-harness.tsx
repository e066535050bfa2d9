// What the basket tests share: products, a fake shop behind a mocked fetch that answers the BFF's
// basket routes as docs/basket-contract.md says (the provider's rules in a few lines), rendering
// with messages and a fresh SWR cache, and a reset of every page-wide store between tests.
import { act, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { closeAccountModal, useAccountModal } from '@/components/auth/account-modals';
import { closeBasketPanel } from '@/components/basket/basket-panel-state';
import { dismissToast } from '@/components/ui/toast-store';
import { basketStore } from '@/lib/basket/basket-store';
import type { Basket, BasketProduct, Promo } from '@/lib/types/basket';
import { allMessages } from './render';

export function product(id: number, overrides: Partial<BasketProduct> = {}): BasketProduct {
  return {
    id,
    name: `Gift card ${id}`,
    price: 1000 * id,
    old_price: null,
    category: { id: 1, name: 'Steam', formatted_name: 'steam' },
    cover_path: `/media/covers/${id}.svg`,
    cover_text: null,
    country_icon: '/media/flags/br.svg',
    currency_nominal_country: null,
    in_stock: 50,
    pivot: { quantity: 1 },
    ...overrides,
  };
}

export interface Call {
  method: string;
  path: string;
  /** The JSON sent; the change keys of a PATCH /api/basket are taken out into `keys`. */
  body: unknown;
  /** The change keys of a PATCH /api/basket, entry by entry. */
  keys?: unknown[];
  keepalive: boolean;
}

/** `lost`: the shop does the work, but the answer never reaches the page (a dropped connection). */
type Answer = { status: number; body?: unknown } | 'offline' | 'lost';

/** A PATCH body's changes without their keys, and the keys apart. */
function splitKeys(body: unknown): { body: unknown; keys?: unknown[] } {
  const products = (body as { products?: unknown } | undefined)?.products;
  if (!Array.isArray(products)) return { body };
  const keys = products.map((entry: { key?: unknown }) => entry?.key);
  const plain = products.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return entry;
    const { key: _key, ...rest } = entry as Record<string, unknown>;
    return rest;
  });
  return { body: { ...(body as object), products: plain }, keys };
}

/**
 * A shop with a catalogue and one shopper's basket. `failNext` makes the next calls of a route
 * answer something else (a status or no answer at all); `hold` keeps a route's answers until
 * released.
 */
export const shopper = { id: 7, email: 'ana@example.com', name: 'Ana2024', verified: true, balance: 0 };

interface ShopOptions {
  catalogue: BasketProduct[];
  lines?: [number, number][];
  codes?: Record<string, number>;
  /** Codes the provider refuses, with the rule it names (`expired`, `already_used`, …). */
  refusals?: Record<string, string>;
  /** Who GET /api/user says is signed in (null: a guest, 401). */
  user?: typeof shopper | null;
}

export function fakeShop({ catalogue, lines = [], codes = { WELCOME10: 10 }, refusals = {}, user = null }: ShopOptions) {
  const byId = new Map(catalogue.map((entry) => [entry.id, entry]));
  const basket = new Map<number, number>(lines);
  /** Change keys applied, as the provider remembers them: a change sent again is not applied again. */
  const appliedKeys = new Set<unknown>();
  let applied: string | null = null;
  const failures = new Map<string, Answer[]>();
  const calls: Call[] = [];
  let held: { route: string; release: Array<() => void> } | null = null;

  const total = () => [...basket].reduce((sum, [id, quantity]) => sum + byId.get(id)!.price * quantity, 0);
  const promo = (): Promo | null => {
    if (!applied) return null;
    const discount = codes[applied]!;
    const price = total();
    return { code: applied, discount, price, priceWithDiscount: price - Math.round((price * discount) / 100) };
  };
  const answerBasket = (): Basket => {
    const products = [...basket].map(([id, quantity]) => ({ ...byId.get(id)!, pivot: { quantity } }));
    return { products, count: products.reduce((sum, p) => sum + p.pivot.quantity, 0), total: total(), promo: promo() };
  };

  function patch(body: unknown, keys: readonly unknown[] = []): Exclude<Answer, 'lost'> {
    const entries = (body as { products: { id: number; type: string; count: number }[] }).products;
    const errors: Record<string, string[]> = {};
    entries.forEach((entry, index) => {
      if (!byId.has(entry.id)) errors[`products.${index}.id`] = ['The selected product is invalid.'];
    });
    if (Object.keys(errors).length > 0) return { status: 422, body: { message: 'The given data was invalid.', errors } };
    for (const [index, { id, type, count }] of entries.entries()) {
      const key = keys[index];
      if (key !== undefined && appliedKeys.has(key)) continue;
      if (key !== undefined) appliedKeys.add(key);
      const bound = Math.min(99, byId.get(id)!.in_stock);
      const quantity = basket.get(id) ?? 0;
      if (type === 'increase') {
        if (bound > 0) basket.set(id, Math.max(quantity, Math.min(quantity + count, bound)));
      } else if (basket.has(id)) {
        if (quantity - count <= 0) basket.delete(id);
        else basket.set(id, quantity - count);
      }
    }
    if (basket.size === 0) applied = null;
    return { status: 200, body: answerBasket() };
  }

  function answer(call: Call): Exclude<Answer, 'lost'> {
    const route = `${call.method} ${call.path.replace(/\/\d+$/, '/{id}')}`;
    const failure = failures.get(route)?.shift();
    if (failure === 'lost') {
      answer(call);
      return 'offline';
    }
    if (failure) return failure;
    switch (route) {
      case 'GET /api/user':
        return user ? { status: 200, body: { user } } : { status: 401, body: { message: 'Unauthenticated.' } };
      case 'GET /api/basket':
        return { status: 200, body: answerBasket() };
      case 'PATCH /api/basket':
        return patch(call.body, call.keys);
      case 'GET /api/products/for-basket/{id}': {
        const found = byId.get(Number(call.path.split('/').pop()));
        return found ? { status: 200, body: { product: { ...found, pivot: { quantity: 1 } } } } : { status: 404, body: { message: 'Not found.' } };
      }
      case 'POST /api/promocode': {
        const code = String((call.body as { code: string }).code).toUpperCase();
        const reason = refusals[code] ?? (!(code in codes) ? 'unknown' : basket.size === 0 ? 'basket_empty' : null);
        if (reason) return { status: 422, body: { message: 'Refused promo code', errors: { code: ['Refused promo code'] }, reason } };
        applied = code;
        return { status: 200, body: { data: promo() } };
      }
      case 'DELETE /api/promocode':
        applied = null;
        return { status: 200, body: answerBasket() };
      case 'POST /api/profile/email-verify/resend':
        return { status: 200, body: { ok: true } };
      default:
        return { status: 404, body: { message: 'Not found.' } };
    }
  }

  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const sent: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: Call = {
      method,
      path: url.pathname,
      ...(method === 'PATCH' && url.pathname === '/api/basket' ? splitKeys(sent) : { body: sent }),
      keepalive: init?.keepalive === true,
    };
    calls.push(call);
    if (held && `${call.method} ${call.path}` === held.route) await new Promise<void>((resolve) => held!.release.push(resolve));
    const result = answer(call);
    if (result === 'offline') throw new TypeError('Failed to fetch');
    return { ok: result.status >= 200 && result.status < 300, status: result.status, json: async () => result.body ?? null } as Response;
  }) as typeof fetch;

  return {
    calls,
    /** Calls of one route ("PATCH /api/basket"). */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
    failNext(route: string, ...answers: Answer[]) {
      failures.set(route, [...(failures.get(route) ?? []), ...answers]);
    },
    hold(route: string) {
      held = { route, release: [] };
    },
    release() {
      const waiting = held?.release ?? [];
      held = null;
      for (const resolve of waiting) resolve();
    },
    lines: () => [...basket],
    signIn(next: typeof shopper) {
      user = next;
    },
    appliedCode: () => applied,
  };
}

export function storedBasket(): unknown {
  return JSON.parse(window.localStorage.getItem('basket') ?? 'null');
}

/** The stored queue's changes without their keys (storedQueueKeys has those). */
export function storedQueue(): unknown {
  const raw: unknown = JSON.parse(window.localStorage.getItem('basketSendList') ?? 'null');
  return Array.isArray(raw) ? (splitKeys({ products: raw }).body as { products: unknown[] }).products : raw;
}

export function storedQueueKeys(): unknown[] {
  const raw: unknown = JSON.parse(window.localStorage.getItem('basketSendList') ?? '[]');
  return Array.isArray(raw) ? (splitKeys({ products: raw }).keys ?? []) : [];
}

/** Another tab writes `key`: the storage event this tab receives. */
export function writeFromAnotherTab(key: string, value: unknown) {
  const raw = value === null ? null : JSON.stringify(value);
  if (raw === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, raw);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: raw }));
  });
}

/** The store in English for a guest, as a page where nobody is signed in sets it. */
export function openAsGuest() {
  act(() => {
    basketStore.setLocale('en');
    basketStore.setAccount({ kind: 'guest' });
  });
}

/** The store's lines as [product id, quantity] pairs, in its order. */
export const basketLines = () => basketStore.getSnapshot().items.map((item) => [item.product.id, item.quantity]);

/** The store signed in as shopper 7 with the server basket loaded. */
export async function signIn(userId = 7) {
  await act(async () => {
    basketStore.setLocale('en');
    basketStore.setAccount({ kind: 'signed-in', userId });
    await basketStore.loadServerBasket(userId);
  });
}

/** For a basket store test file: after each test, the page reset and real timers back. */
export function resetBasketPageAfterEachTest() {
  afterEach(() => {
    resetBasketPage();
    jest.useRealTimers();
  });
}

export function resetBasketPage() {
  act(() => {
    basketStore.reset();
    closeBasketPanel();
    dismissToast();
    closeAccountModal();
  });
  window.localStorage.clear();
}

/** Shows which account modal is open, without rendering the auth screens themselves. */
export function AccountModalProbe() {
  const modal = useAccountModal();
  const text = modal?.kind === 'auth' ? `auth:${modal.tab}${modal.next ? ` next:${modal.next}` : ''}` : modal?.kind;
  return modal ? <p data-testid="account-modal">{text}</p> : null;
}

export function renderBasket(ui: ReactElement, locale: keyof typeof allMessages = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={allMessages[locale]}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, focusThrottleInterval: 0 }}>
        {ui}
        <AccountModalProbe />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}
