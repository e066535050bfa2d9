'use client';
// The wishlist page (/profile/wishlist, private): the signed-in shopper's wished products, newest
// first, each with its price now and, when it changed for the better since it was added, the drop
// ("price dropped from X to Y") or its return to stock; add to basket, remove; an empty state that
// leads back to the catalogue. A guest, or a session that ends while it is open, is sent to log in
// (use-private-user.ts). Removing here and the hearts elsewhere change the same list (wish-store.ts).
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { usePrivateUser } from '@/components/auth/use-private-user';
import { BuyButton } from '@/components/basket/buy-button';
import { PlainImage } from '@/components/ui/plain-image';
import { showToast } from '@/components/ui/toast-store';
import { Link } from '@/i18n/navigation';
import { ApiRequestError } from '@/lib/client/request';
import { wishlistApi } from '@/lib/client/wishlist';
import { formatPrice } from '@/lib/i18n/format';
import type { User } from '@/lib/types/account';
import type { WishedProduct } from '@/lib/types/wishlist';
import { wishChanges } from '@/lib/wishlist/changes';
import { wishStore } from '@/lib/wishlist/wish-store';
import styles from './wishlist.module.css';

/** The SWR key of the signed-in shopper's wishlist (with their id, so another account never sees it). */
export const WISHLIST_KEY = '/api/wishlist';

function WishedLine({ product, onRemove }: { product: WishedProduct; onRemove: (product: WishedProduct) => void }) {
  const t = useTranslations('Wishlist');
  const locale = useLocale();
  const { droppedFrom, backInStock } = wishChanges(product);
  const href = `/product/${product.id}`;
  return (
    <li className={styles.line} aria-labelledby={`wished-${product.id}`}>
      <Link href={href} className={styles.cover} tabIndex={-1} aria-hidden="true">
        <PlainImage src={product.cover_path} alt="" width={160} height={120} className={styles.coverImage} />
      </Link>
      <div className={styles.about}>
        <h2 id={`wished-${product.id}`} className={styles.name}>
          <Link href={href}>{product.name}</Link>
        </h2>
        <p className={styles.price}>
          <span className="visually-hidden">{`${t('price')}: `}</span>
          {formatPrice(product.price, locale)}
        </p>
        {droppedFrom !== null ? (
          <p className={styles.drop}>{t('priceDropped', { was: formatPrice(droppedFrom, locale), now: formatPrice(product.price, locale) })}</p>
        ) : null}
        {backInStock ? <p className={styles.backInStock}>{t('backInStock')}</p> : null}
        {product.in_stock === 0 ? <p className={styles.soldOut}>{t('soldOut')}</p> : null}
      </div>
      <div className={styles.actions}>
        {product.in_stock > 0 ? <BuyButton productId={product.id} productName={product.name} /> : null}
        <button type="button" className="button button-secondary" aria-label={t('removeProduct', { name: product.name })} onClick={() => onRemove(product)}>
          {t('remove')}
        </button>
      </div>
    </li>
  );
}

export function WishlistScreen({ knownUser }: { knownUser?: User }) {
  const t = useTranslations('Wishlist');
  const locale = useLocale();
  const account = usePrivateUser('/profile/wishlist', knownUser);
  const userId = account.user?.id ?? null;
  const list = useSWR(userId !== null ? [WISHLIST_KEY, userId] : null, async () => {
    const result = await wishlistApi.list(locale);
    if (!result.ok) throw new ApiRequestError(result);
    wishStore.showList(result.data.products.map((product) => product.id));
    return result.data;
  });

  // A heart pressed elsewhere, or the login merge ending after this page loaded: the list reads again.
  const wishedIds = useSyncExternalStore(wishStore.subscribe, wishStore.ids, wishStore.ids);
  const { data, mutate } = list;
  useEffect(() => {
    if (!data) return;
    const listed = new Set(data.products.map((product) => product.id));
    if ([...wishedIds].some((id) => !listed.has(id))) void mutate();
  }, [wishedIds, data, mutate]);

  async function remove(product: WishedProduct) {
    const result = await wishStore.remove(product.id);
    if (!result.ok) {
      if (result.status === 401) await account.refresh();
      else showToast({ message: t('failed') });
      return;
    }
    await list.mutate(result.data, { revalidate: false });
    showToast({ message: t('removed', { name: product.name }) });
  }

  const header = (
    <header className={styles.header}>
      <h1 className={styles.title}>{t('title')}</h1>
      {list.data ? <p className={styles.count}>{t('count', { count: list.data.count })}</p> : null}
      <Link href="/profile" className={styles.toAccount}>
        {t('backToAccount')}
      </Link>
    </header>
  );

  if (!list.data) {
    const failed = account.status === 'error' || (list.error !== undefined && !list.isValidating);
    return (
      <div className={styles.wishlist}>
        {header}
        <div className={styles.state} role={failed ? 'alert' : undefined} aria-busy={failed ? undefined : true}>
          <p>{failed ? t('loadFailed') : t('loading')}</p>
          {failed ? (
            <button type="button" className="button" onClick={() => void (account.user ? list.mutate() : account.refresh())}>
              {t('retry')}
            </button>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <div className={styles.wishlist}>
      {header}
      {list.data.products.length === 0 ? (
        <div className={styles.state}>
          <p className={styles.emptyTitle}>{t('empty')}</p>
          <p>{t('emptyHint')}</p>
          <Link href="/" className="button">
            {t('browse')}
          </Link>
        </div>
      ) : (
        <ul className={styles.lines}>
          {list.data.products.map((product) => (
            <WishedLine key={product.id} product={product} onRemove={(wished) => void remove(wished)} />
          ))}
        </ul>
      )}
    </div>
  );
}
