// One value that islands outside each other's tree share (the open modal, the toast, the basket
// panel): a store any module can set and React reads through useSyncExternalStore. Server rendering
// and hydration see the initial value, so nothing a visitor opened can differ from the server's HTML.
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  /** Replaces the value; listeners hear of it only when it changed. */
  set(next: T): void;
  subscribe(listener: () => void): () => void;
  /** The value during server rendering and hydration. */
  readonly initial: T;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The part of the store's value that `select` picks, re-rendering when it changes. */
export function useStoreSelection<T, S>(store: Store<T>, select: (value: T) => S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.initial),
  );
}

/** The store's value, re-rendering when it changes. */
export function useStore<T>(store: Store<T>): T {
  return useStoreSelection(store, (value) => value);
}
