// The account parameters a URL may carry (the home page's, docs/product/screens-and-routes.md;
// docs/accounts-contract.md "Screens"): `auth=login|register` with an optional `next` opens the
// auth modal; `accountToken`, `emailToken`, `passwordToken` come from e-mail links. Once read they
// are removed from the address, so a reload does not repeat them; other parameters stay.
import { localNextPath } from './next-path';

export type LinkAction = 'verify-email' | 'email-change' | 'password-change';

const LINK_PARAMS: ReadonlyArray<readonly [string, LinkAction]> = [
  ['accountToken', 'verify-email'],
  ['emailToken', 'email-change'],
  ['passwordToken', 'password-change'],
];

/** Long enough for any token the provider makes (43 characters), short enough to refuse junk. */
const TOKEN_MAX = 200;

export interface AccountParams {
  auth: { tab: 'login' | 'register'; next: string | null } | null;
  link: { action: LinkAction; token: string } | null;
  /** The query without the parameters read here ("" when none is left). */
  rest: string;
}

/** null when the query holds none of the account parameters. */
export function readAccountParams(query: URLSearchParams, locales: readonly string[]): AccountParams | null {
  const authValue = query.get('auth');
  const linkParam = LINK_PARAMS.find(([name]) => query.has(name));
  if (authValue === null && !linkParam) return null;

  const rest = new URLSearchParams(query);
  let auth: AccountParams['auth'] = null;
  if (authValue !== null) {
    if (authValue === 'login' || authValue === 'register') auth = { tab: authValue, next: localNextPath(query.get('next'), locales) };
    rest.delete('auth');
    rest.delete('next');
  }

  let link: AccountParams['link'] = null;
  if (linkParam) {
    const token = query.get(linkParam[0])?.trim() ?? '';
    if (token && token.length <= TOKEN_MAX) link = { action: linkParam[1], token };
  }
  for (const [name] of LINK_PARAMS) rest.delete(name);
  return { auth, link, rest: rest.toString() };
}
