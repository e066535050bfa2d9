/**
 * @jest-environment jsdom
 */
// A guest's wishlist in localStorage (lib/wishlist/stored.ts): product ids only, and whatever is
// stored read as untrusted: anything but a list of product ids is dropped, never a crash.
import { parseStoredWishlist, readGuestWishlist, WISHLIST_STORAGE_KEY, writeGuestWishlist } from '@/lib/wishlist/stored';
import { WISHLIST_LIMIT } from '@/lib/wishlist/limits';
import { WISHLIST_LIMIT as CONTRACT_LIMIT } from '@/lib/contracts/wishlist';

afterEach(() => window.localStorage.clear());

describe('parseStoredWishlist', () => {
  it.each([
    ['nothing', null, []],
    ['an empty text', '', []],
    ['not JSON', '{oops', []],
    ['an object', '{"ids":[1,2]}', []],
    ['a number', '7', []],
    ['a list of ids', '[3,1,2]', [3, 1, 2]],
    ['ids among other things', '[1,"2",null,{"id":3},4.5,-6,0,7,2147483648,true]', [1, 7]],
    ['repeated ids', '[5,6,5,6,7]', [5, 6, 7]],
  ])('%s reads as %j', (_name, raw, ids) => {
    expect(parseStoredWishlist(raw)).toEqual(ids);
  });

  it('keeps the newest ids up to the bound', () => {
    const ids = Array.from({ length: WISHLIST_LIMIT + 5 }, (_, i) => i + 1);
    expect(parseStoredWishlist(JSON.stringify(ids))).toEqual(ids.slice(5));
  });

  it('does not parse a stored value of absurd size', () => {
    expect(parseStoredWishlist(`[${'1,'.repeat(40_000)}1]`)).toEqual([]);
  });

  it('the browser bound is the contract one', () => {
    expect(WISHLIST_LIMIT).toBe(CONTRACT_LIMIT);
  });
});

describe('reading and writing', () => {
  it('writes ids only, and removes the key for an empty list', () => {
    expect(writeGuestWishlist([4, 9])).toBe(true);
    expect(window.localStorage.getItem(WISHLIST_STORAGE_KEY)).toBe('[4,9]');
    expect(readGuestWishlist()).toEqual([4, 9]);
    writeGuestWishlist([]);
    expect(window.localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
  });

  it('reads a tampered value as what it holds of ids', () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, '[{"name":"<img src=x>"},12]');
    expect(readGuestWishlist()).toEqual([12]);
  });

  it('survives blocked storage: reads empty, writes report failure', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      expect(readGuestWishlist()).toEqual([]);
      expect(writeGuestWishlist([1])).toBe(false);
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});
