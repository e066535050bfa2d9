// The currency list of GET /api/currencies: {codeName, label} where label is the Russian name of
// the issuing country (or currency area) followed by the code, "Бразилия (BRL)".
//
// Built from the currencies the runtime's ICU knows (Intl.supportedValuesOf('currency')), keeping
// only national currencies in circulation. The issuing country is the first two letters of the
// code (ISO 4217 builds most codes that way); the table below covers the codes where that is not
// true. Russian names come from Intl.DisplayNames.
import type { SeedCurrency } from './types';

/** Not a national currency in circulation: special drawing rights, units of account, and
 * currencies that were replaced (HRK and BGN by the euro, CUC abolished, SLL by SLE, ZWL by ZWG,
 * ANG by XCG). */
const EXCLUDED = new Set(['XDR', 'XSU', 'XUA', 'XAG', 'XAU', 'XPD', 'XPT', 'XTS', 'XXX', 'XBA', 'XBB', 'XBC', 'XBD',
  'HRK', 'BGN', 'CUC', 'SLL', 'ZWL', 'ANG', 'VED', 'VEF', 'MRO', 'STD', 'BYR', 'LTL', 'LVL', 'EEK', 'SKK', 'CYP', 'MTL',
  'SIT', 'TMM', 'ZMK', 'GHC', 'MZM', 'ROL', 'TRL', 'SDD', 'CSD', 'YUM', 'AFA', 'ADP', 'ESP', 'FRF', 'DEM', 'ITL']);

/** Fund codes (an index or a settlement unit next to a national currency). */
const FUNDS = new Set(['BOV', 'CHE', 'CHW', 'CLF', 'COU', 'MXV', 'USN', 'UYI', 'UYW']);

/** Currencies whose issuer is not the first two letters of the code: a currency area or a
 * country code that differs. Region codes are the ones Intl.DisplayNames understands. */
const ISSUER: Record<string, string> = {
  EUR: 'EZ', // euro area
  XAF: '017', // Middle Africa (CEMAC franc)
  XOF: '011', // Western Africa (UEMOA franc)
  XCD: '029', // Caribbean (East Caribbean dollar)
  XPF: 'PF', // French Polynesia, New Caledonia, Wallis and Futuna
  XCG: 'CW', // Curaçao and Sint Maarten
};

/** Where ICU's Russian name is long or official, the name a shop would print. */
const RUSSIAN_OVERRIDES: Record<string, string> = {
  US: 'США',
  EZ: 'Еврозона',
  '017': 'Центральная Африка',
  '011': 'Западная Африка',
  '029': 'Карибы',
  KP: 'КНДР',
  KR: 'Южная Корея',
  MO: 'Макао',
  HK: 'Гонконг',
  BM: 'Бермудские острова',
  CD: 'ДР Конго',
  MM: 'Мьянма',
  SH: 'Остров Святой Елены',
  KY: 'Каймановы острова',
  SC: 'Сейшельские Острова',
  SB: 'Соломоновы Острова',
  FK: 'Фолклендские острова',
  ZA: 'ЮАР',
};

function supportedCurrencies(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf ? intl.supportedValuesOf('currency') : [];
}

export function buildCurrencies(): SeedCurrency[] {
  const names = new Intl.DisplayNames('ru', { type: 'region', fallback: 'none' });
  const byCode = new Map<string, SeedCurrency>();
  for (const code of supportedCurrencies()) {
    if (!/^[A-Z]{3}$/.test(code) || EXCLUDED.has(code) || FUNDS.has(code) || byCode.has(code)) continue;
    const issuer = ISSUER[code] ?? code.slice(0, 2);
    if (code.startsWith('X') && !ISSUER[code]) continue; // any other supranational unit
    const name = RUSSIAN_OVERRIDES[issuer] ?? names.of(issuer);
    if (!name || name === issuer) continue; // not a real region: not a national currency
    const label = `${name.charAt(0).toLocaleUpperCase('ru')}${name.slice(1)} (${code})`;
    byCode.set(code, { codeName: code, label });
  }
  const collator = new Intl.Collator('ru');
  return [...byCode.values()].sort((a, b) => collator.compare(a.label, b.label) || (a.codeName < b.codeName ? -1 : 1));
}
