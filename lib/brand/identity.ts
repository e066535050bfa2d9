// The shop's brand: its name, the company behind it (legal name, CNPJ, address), the one support
// e-mail and phone, and an optional logo file. An operator rebrands through the environment (README
// "Branding"); the values are read on the server at run time, so a restart is enough, never a
// rebuild. Client components get them from the layout (components/brand/brand-context.tsx).
// The defaults are demo values: a production server using any of them says so at start.
// No `server-only` import: lib/server/env.ts (instrumentation) and the tests read it too.

export interface ShopBrand {
  /** The shop's name: header, footer, page titles, Open Graph, JSON-LD, mails. */
  name: string;
  legalName: string;
  /** Formatted `NN.NNN.NNN/NNNN-NN` (letters allowed in the first twelve places, as since 2026). */
  cnpj: string;
  /** A postal address, shown as written (not translated). */
  address: string;
  supportEmail: string;
  supportPhone: string;
  /** Absolute path of the logo image on the server, or null for the drawn mark. */
  logoFile: string | null;
}

/** What the browser may know of the brand (no server paths): handed to client components by the layout. */
export type PublicBrand = Pick<ShopBrand, 'name' | 'supportEmail' | 'supportPhone'>;

export function publicBrand(brand: ShopBrand): PublicBrand {
  return { name: brand.name, supportEmail: brand.supportEmail, supportPhone: brand.supportPhone };
}

/** Where the storefront serves the operator's logo (app/api/brand/logo, lib/brand/logo-file.ts). */
export const BRAND_LOGO_PATH = '/api/brand/logo';

/** The variables of the brand, each with the field it sets. */
export const BRAND_VARIABLES = {
  SHOP_NAME: 'name',
  SHOP_LEGAL_NAME: 'legalName',
  SHOP_CNPJ: 'cnpj',
  SHOP_ADDRESS: 'address',
  SHOP_SUPPORT_EMAIL: 'supportEmail',
  SHOP_SUPPORT_PHONE: 'supportPhone',
  SHOP_LOGO_FILE: 'logoFile',
} as const satisfies Record<string, keyof ShopBrand>;

export type BrandVariable = keyof typeof BRAND_VARIABLES;

/** Demo values: fine for trying the shop, never for selling (the CNPJ is made up, `.example` has no mail). */
export const DEMO_BRAND: ShopBrand = {
  name: 'Digital Cards Store',
  legalName: 'Digital Cards Comércio Eletrônico Ltda.',
  cnpj: '12.345.678/0001-95',
  address: 'Av. Paulista, 1000, conj. 101, Bela Vista, São Paulo – SP, CEP 01310-100, Brasil',
  supportEmail: 'support@digitalcards.example',
  supportPhone: '+55 11 4000-1234',
  logoFile: null,
};

export const BRAND_LIMITS = { name: 60, legalName: 160, address: 300, email: 128 } as const;
export const LOGO_FILE_MAX_BYTES = 256 * 1024;
/** Image types a logo may be, by file extension. */
export const LOGO_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

type Env = Record<string, string | undefined>;

const value = (env: Env, name: BrandVariable): string | undefined => {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
};

/** The brand from `env` (process.env by default), each unset variable giving its demo value. */
export function shopBrand(env: Env = process.env): ShopBrand {
  const cnpj = value(env, 'SHOP_CNPJ');
  return {
    name: value(env, 'SHOP_NAME') ?? DEMO_BRAND.name,
    legalName: value(env, 'SHOP_LEGAL_NAME') ?? DEMO_BRAND.legalName,
    cnpj: cnpj === undefined ? DEMO_BRAND.cnpj : (formatCnpj(cnpj) ?? cnpj),
    address: value(env, 'SHOP_ADDRESS') ?? DEMO_BRAND.address,
    supportEmail: value(env, 'SHOP_SUPPORT_EMAIL') ?? DEMO_BRAND.supportEmail,
    supportPhone: value(env, 'SHOP_SUPPORT_PHONE') ?? DEMO_BRAND.supportPhone,
    logoFile: value(env, 'SHOP_LOGO_FILE') ?? null,
  };
}

/** The brand variables left unset, whose demo values are in use (the logo has none: the drawn mark is the shop's own). */
export function demoBrandVariables(env: Env = process.env): BrandVariable[] {
  return (Object.keys(BRAND_VARIABLES) as BrandVariable[]).filter((name) => name !== 'SHOP_LOGO_FILE' && value(env, name) === undefined);
}

/** "+55 11 4000-1234" → "tel:+551140001234". */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}

// ---- CNPJ ----

/** The 14 places of a CNPJ written with or without its dots, slash and hyphen, in capitals; null when it is not of that form. */
function cnpjPlaces(input: string): string | null {
  const bare = input.trim().toUpperCase();
  const match = /^([0-9A-Z]{2})\.?([0-9A-Z]{3})\.?([0-9A-Z]{3})\/?([0-9A-Z]{4})-?([0-9]{2})$/.exec(bare);
  return match ? match.slice(1).join('') : null;
}

/** A check digit of the first `places` (mod 11 with weights 2..9 from the right; a letter counts as its code minus 48). */
function checkDigit(places: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = places.length - 1; i >= 0; i -= 1) {
    sum += (places.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * Whether `input` is a CNPJ whose two check digits are right: 14 places, the first twelve digits or
 * (alphanumeric CNPJ, issued from July 2026) capital letters, the last two digits. Twelve equal
 * digits are refused (they pass the arithmetic but are not issued).
 */
export function isValidCnpj(input: string): boolean {
  const places = cnpjPlaces(input);
  if (!places || /^(\d)\1{13}$/.test(places)) return false;
  const first = checkDigit(places.slice(0, 12));
  const second = checkDigit(places.slice(0, 12) + String(first));
  return places.endsWith(`${first}${second}`);
}

/** `NN.NNN.NNN/NNNN-NN`, or null when `input` is not a CNPJ's fourteen places. */
export function formatCnpj(input: string): string | null {
  const p = cnpjPlaces(input);
  return p ? `${p.slice(0, 2)}.${p.slice(2, 5)}.${p.slice(5, 8)}/${p.slice(8, 12)}-${p.slice(12)}` : null;
}
