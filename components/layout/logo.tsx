// The shop's mark and name (lib/brand/identity.ts, read at run time): the operator's logo image when
// SHOP_LOGO_FILE is set (served by /api/brand/logo), else a mark drawn inline that costs no request.
import { BRAND_LOGO_PATH, shopBrand } from '@/lib/brand/identity';
import styles from './navbar.module.css';

export function Logo() {
  const brand = shopBrand();
  return (
    <>
      {brand.logoFile ? (
        // The operator's file, any size: drawn at the mark's height, its width following.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={BRAND_LOGO_PATH} height={32} alt="" className={styles.logoImage} />
      ) : (
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M8 10h12a4 4 0 0 1 4 4v8H12a4 4 0 0 1-4-4z" fill="#fff" />
        <circle cx="13" cy="16" r="2" fill="currentColor" />
      </svg>
      )}
      <span className={styles.logoText}>{brand.name}</span>
    </>
  );
}
