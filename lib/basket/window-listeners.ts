// The browser events the page's basket follows (docs/basket-contract.md "Screens"): another tab
// writing the stored baskets, the page being hidden or unloaded, the network coming back. This module
// only says which of those happened; what the basket does about each is the store's (basket-store.ts).
import { BASKET_QUEUE_STORAGE_KEY } from './queue';
import { BASKET_STORAGE_KEY } from './local-storage';

export interface BasketWindowEvents {
  /** Another tab wrote the guest basket, the queue, or both (`null` key: storage was cleared). */
  otherTabWrote(changed: { guestBasket: boolean; queue: boolean }): void;
  /** The page went to the background: a good moment to send. */
  hidden(): void;
  /** The page is being unloaded for good (not kept in the back-forward cache). */
  unloading(): void;
  /** The browser is online again. */
  online(): void;
}

/** Starts following the window; returns how to stop. */
export function listenToWindow(events: BasketWindowEvents): () => void {
  const onStorage = ({ key }: StorageEvent) =>
    events.otherTabWrote({
      guestBasket: key === null || key === BASKET_STORAGE_KEY,
      queue: key === null || key === BASKET_QUEUE_STORAGE_KEY,
    });
  const onPageHide = (event: PageTransitionEvent) => {
    if (!event.persisted) events.unloading();
  };
  const onOnline = () => events.online();
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') events.hidden();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
