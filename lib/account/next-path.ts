// Where the shopper goes after logging in (or signing up, or switching language): the `next`
// parameter when it is a path of this site, else the cabinet. Anything that could leave the site is
// refused, whatever form it takes, so the parameter cannot be used to send someone elsewhere after
// they typed their password. A path is judged in every form a browser, the router or a later
// decoding could read it: as given, percent-decoded (repeatedly: double encoding), after the URL
// parser resolved dot segments, and after its locale prefix is removed (so "/pt-BR//evil.example"
// is judged as "//evil.example", the address the router would really go to).

export const AFTER_LOGIN_DEFAULT = '/profile';

/** Longer than any path of the shop; anything longer is refused unread. */
const NEXT_MAX = 512;
/** Decodings tried before a value counts as hostile (a real path is encoded once, at most twice). */
const DECODE_ROUNDS = 4;
/**
 * Characters no path of ours holds and that browsers trim, skip or reinterpret: controls (C0, C1),
 * any white space, backslashes (read as "/" by browsers), and invisible format characters.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\s\\\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;
/** A path that stays on the origin: "/" alone, or "/" followed by anything but another "/" or "\". */
const LOCAL_PATH = /^\/(?![/\\])/;

/** One round of percent-decoding that leaves a malformed escape as it is (as browsers do). */
function decodeOnce(value: string): string {
  return value.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      // An invalid UTF-8 run: decode what can be, one escape at a time, so "%2F" inside it still shows.
      return run.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => (Number.parseInt(hex, 16) < 0x80 ? String.fromCharCode(Number.parseInt(hex, 16)) : escape));
    }
  });
}

/** Every form the value takes when decoded again and again; null when it does not settle (too deep to be a real path). */
function decodedForms(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    const next = decodeOnce(current);
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  return null;
}

/**
 * Whether every reading of `path` (raw and decoded) is a plain local path. A decoded space is
 * allowed ("/search/50%25%20off"): only its raw form would be trimmed by a browser.
 */
function staysLocal(path: string): boolean {
  const forms = decodedForms(path);
  return forms !== null && forms.every((form, round) => LOCAL_PATH.test(form) && !UNSAFE.test(round === 0 ? form : form.replace(/ /g, '')));
}

/** The path without its locale prefixes ("/en/ru/x" → "/x"): the router adds the current one itself. */
function withoutLocale(pathname: string, locales: readonly string[]): string {
  let path = pathname;
  for (;;) {
    const first = path.split('/')[1] ?? '';
    if (!locales.includes(first)) return path;
    path = path.slice(first.length + 1) || '/';
  }
}

/**
 * "/profile?tab=1" → "/profile?tab=1"; "/en/profile" → "/profile" (the router adds the current
 * locale's prefix itself); "https://evil.example", "//evil.example", "/pt-BR//evil.example",
 * "/%2Fevil.example", "/%5Cevil", "/\tevil", "javascript:…", "profile" → null.
 */
export function localNextPath(value: string | null | undefined, locales: readonly string[]): string | null {
  if (typeof value !== 'string' || value === '' || value.length > NEXT_MAX) return null;
  if (!staysLocal(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://storefront.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://storefront.invalid') return null;
  const pathname = withoutLocale(url.pathname, locales);
  const result = `${pathname}${url.search}${url.hash}`;
  // Judged again as the router will see it: dot segments resolved, prefix gone.
  if (!staysLocal(pathname) || !staysLocal(result)) return null;
  return result;
}

/** The path to go to, or `fallback` when `value` is not a local path. */
export function safeLocalPath(value: string | null | undefined, locales: readonly string[], fallback: string): string {
  return localNextPath(value, locales) ?? fallback;
}

/**
 * The current page's path as the router's target (the address after removing a parameter, the
 * same page in another language): kept when every reading of it starts with one slash, else the
 * home page. A page reached as "//evil.example" must not become a link or a navigation there.
 */
export function samePagePath(pathname: string | null | undefined): string {
  if (typeof pathname !== 'string' || pathname.length > NEXT_MAX * 4) return '/';
  const forms = decodedForms(pathname);
  return forms !== null && forms.every((form) => LOCAL_PATH.test(form) && !/^\/[\s\u0000-\u001f]*[/\\]/.test(form)) ? pathname : '/';
}
