'use client';
// The guest basket from localStorage, kept in step across tabs through storage events.
import { useSyncExternalStore } from 'react';
import { BASKET_STORAGE_KEY, parseStoredBasket, type StoredBasketItem } from '@/lib/basket/storage';

const EMPTY: StoredBasketItem[] = [];
let cachedRaw: string | null = null;
let cachedItems: StoredBasketItem[] = EMPTY;

function subscribe(onChange: () => void): () => void {
  function onStorage(event: StorageEvent) {
    if (event.key === null || event.key === BASKET_STORAGE_KEY) onChange();
  }
  window.addEventListener('storage', onStorage);
  window.addEventListener('basket-change', onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('basket-change', onChange);
  };
}

function snapshot(): StoredBasketItem[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(BASKET_STORAGE_KEY);
  } catch {
    return EMPTY;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parseStoredBasket(raw);
  }
  return cachedItems;
}

export function useGuestBasket(): StoredBasketItem[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}
