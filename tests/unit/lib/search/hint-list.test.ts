// The hint list's keyboard model, the scroll memory of category pages and the hints cache.
import { TtlCache } from '@/lib/server/ttl-cache';
import { isCategoryPath, readSaved, restoredScroll, withSaved } from '@/lib/catalogue/scroll-memory';
import { hintNameParts, hintOptions, moveActive } from '@/lib/search/hint-list';

describe('hint options', () => {
  const options = hintOptions({
    byName: [{ id: 26, name: 'Steam Wallet 50 BRL', cover_path: '/media/covers/26.svg', price: 899 }],
    byArticle: [{ id: 7, name: 'Steam Wallet 10 USD', article: 'STM-US-010', cover_path: '/media/covers/7.svg', price: 949 }],
  });

  it('lists names first, then articles, each with where it leads, its cover and its price', () => {
    expect(options.map((option) => [option.kind, option.href, option.coverUrl, option.priceCents])).toEqual([
      ['name', '/search/Steam%20Wallet%2050%20BRL', '/media/covers/26.svg', 899],
      ['article', '/product/7', '/media/covers/7.svg', 949],
    ]);
    expect(options[1]!.detail).toBe('STM-US-010');
  });

  it.each([
    ['Подарочная карта Steam 5 USD (Весь мир)', 'Подарочная карта Steam', '5 USD (Весь мир)'],
    ['Подарочная карта Steam 10 000 KRW (Южная Корея)', 'Подарочная карта Steam', '10 000 KRW (Южная Корея)'],
    ['Steam वॉलेट गिफ्ट कार्ड 2,000 KZT (कज़ाखस्तान)', 'Steam वॉलेट गिफ्ट कार्ड', '2,000 KZT (कज़ाखस्तान)'],
    ['Xbox Game Pass Ultimate सदस्यता 1 महीना (वैश्विक)', 'Xbox Game Pass Ultimate सदस्यता', '1 महीना (वैश्विक)'],
    ['Cartão PS5 Plus 12 meses (Brasil)', 'Cartão PS5 Plus', '12 meses (Brasil)'],
    ['Spotify Premium (Brasil)', 'Spotify Premium', '(Brasil)'],
    ['Netflix', 'Netflix', null],
    ['100 robux', '100 robux', null],
  ])('splits %j into the line and what tells its products apart', (name, title, variant) => {
    expect(hintNameParts(name)).toEqual({ title, variant });
  });

  it('moves with the arrows, wrapping through the input', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(-1);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(-1);
    expect(moveActive(1, 3, 'End')).toBe(2);
    expect(moveActive(1, 3, 'Home')).toBe(0);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('category scroll memory', () => {
  const saved = { '/category/steam': 800, '/category/xbox': 0 };

  it('restores only between two category pages', () => {
    expect(restoredScroll('/category/xbox', '/category/steam', saved)).toBe(800);
    expect(restoredScroll('/', '/category/steam', saved)).toBeNull();
    expect(restoredScroll('/category/xbox', '/product/1', saved)).toBeNull();
    expect(restoredScroll(null, '/category/steam', saved)).toBeNull();
    expect(restoredScroll('/category/steam', '/category/xbox', saved)).toBeNull();
  });

  it('reads garbage as nothing saved and keeps the newest fifty', () => {
    expect(readSaved('not json')).toEqual({});
    expect(readSaved('[1,2]')).toEqual({});
    let many: Record<string, number> = {};
    for (let i = 0; i < 60; i += 1) many = withSaved(many, `/category/c${i}`, i * 10);
    expect(Object.keys(many)).toHaveLength(50);
    expect(many['/category/c59']).toBe(590);
    expect(many['/category/c0']).toBeUndefined();
    expect(isCategoryPath('/category/steam')).toBe(true);
    expect(isCategoryPath('/category/steam/x')).toBe(false);
  });
});

describe('TtlCache', () => {
  it('forgets entries after their time and beyond its size', () => {
    const cache = new TtlCache<number>(2, 1000);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    expect(cache.get('a', 500)).toBe(1);
    cache.set('c', 3, 500);
    expect(cache.get('b', 600)).toBeUndefined();
    expect(cache.get('a', 600)).toBe(1);
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
