// A cached page's style sheets written into its head, so that its first frame waits for no request
// but the HTML's own (decision record docs/decisions/0047-style-sheets-in-the-cached-page.md).
//
// The framework links every style sheet of a page (`<link rel="stylesheet" href data-precedence>`):
// four requests on a catalogue page that block its first paint, behind the font and the first
// covers on a phone's few connections. Here each linked sheet becomes a `<style>` with the same
// rules, in the same order, where its link stood; `url()`s are made absolute (they were relative to
// the sheet's own URL). The `@font-face` rules are taken out into one `<style media="not all">`,
// which declares nothing, and the font preloads are dropped: the first frame is drawn in the
// fallback font instead of the shop's fonts competing with the covers for the connection, and the
// faces are switched on after it (by the loader in lib/server/scripts-after-first-paint.mjs). A
// browser that has already loaded the shop's fonts (a key in localStorage) switches them on at once,
// from the head, so a returning shopper's first frame is drawn in them, from the browser's cache.
//
// Only the rules the page's own elements can match are written in (a rule is left out when one of
// the classes each of its selectors needs is on no element of the HTML): a catalogue page uses about
// a quarter of its sheets' rules, the rest being for what opens or appears once the page is
// interactive (panels, modals, other pages' parts). The same loader links the sheets again after the
// first frame, as the framework wrote them, and adds the page's scripts once they have loaded, so
// every rule is there before React renders anything: React finds its style sheets by their links
// when it hydrates, and a later page's navigation shares them. The rules written in are then in the
// document twice, in the same order, so every element keeps its style. A browser that runs no
// script reads the links in a `<noscript>` after the rules instead, fonts included.
//
// All or nothing: a page is rewritten only when every linked sheet is a file of the build's own
// static folder that `read` returns, with no `@import` (whose URL would then resolve against the
// page); otherwise (a sheet on a CDN, a file not copied beside the server) it keeps its links.
// No TypeScript: cache-handler.mjs loads it outside the bundler.

/** The id of the `<style>` holding the pages' `@font-face` rules, off until the first paint. */
export const FONT_FACES_ID = 'font-faces';
/** The localStorage key set once the shop's fonts have been loaded in this browser. */
export const FONTS_SEEN_KEY = 'fonts-seen';
/** The attribute naming, on each inlined `<style>`, the sheet its rules came from. */
export const INLINED_FROM = 'data-inlined-from';

const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)" data-precedence="([^"]+)"\/>/g;
const FONT_PRELOAD = /<link rel="preload" href="[^"]+" as="font" crossorigin="" type="font\/[\w-]+"\/>/g;
const FONT_FACE = /@font-face\s*\{[^{}]*\}/g;
const SOURCE_MAP_COMMENT = /\/\*[#@] sourceMappingURL=[^*]*\*\//g;
const CSS_URL = /url\(\s*(["']?)([^"')\s]+)\1\s*\)/g;
/** A sheet of the build's static folder, by the path the framework links it at. */
const STATIC_SHEET = /^\/_next\/static\/[\w/.-]+\.css$/;
const STATIC_PREFIX = '/_next/static/';

const ENTITIES = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** An attribute value as the browser reads it (React escapes only these). */
export function attributeText(value) {
  return value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]);
}

// Run from the head, before the body is parsed: switches the faces on when this browser has loaded
// the shop's fonts before (localStorage may be refused: then they wait for the first paint).
const FACES_EARLY =
  `try{if(localStorage.getItem(${JSON.stringify(FONTS_SEEN_KEY)}))` +
  `document.getElementById(${JSON.stringify(FONT_FACES_ID)}).media="all"}catch(e){}`;

/** The class names on the elements of `html`. */
export function classNames(html) {
  const names = new Set();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (name) names.add(attributeText(name));
  }
  return names;
}

/** `css` without its comments (a comment's text inside a quoted string is the string's). */
function withoutComments(css) {
  let out = '';
  let from = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === '\\') i++;
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      out += css.slice(from, i);
      i = end === -1 ? css.length : end + 1;
      from = i + 1;
    }
  }
  return out + css.slice(from);
}

/**
 * The top-level parts of `css` (without comments): rules and at-rules with their blocks (`a{…}`,
 * `@media …{…}`) and block-less statements (`@layer a;`), each whole; quoted strings are skipped over.
 */
function topLevelParts(css) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === '\\') i++;
    } else if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) {
        parts.push(css.slice(start, i + 1));
        start = i + 1;
      }
    } else if (c === ';' && depth === 0) {
      parts.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  const rest = css.slice(start).trim();
  if (rest) parts.push(rest);
  return parts;
}

// What a selector's functional pseudo-classes hold (`:not(.open)`, `:is(.a, .b)`, `:has(…)`) is not
// required of the element: left out before reading the classes a selector needs.
const FUNCTIONAL_PSEUDO = /:(?:not|is|where|has|nth-child|nth-last-child)\((?:[^()]|\([^()]*\))*\)/g;
const CLASS_IN_SELECTOR = /\.((?:[\w-]|\\.)+)/g;

/** The selectors of a selector list, split at its commas outside brackets. */
function selectorList(selectors) {
  const list = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selectors.length; i++) {
    const c = selectors[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      list.push(selectors.slice(start, i));
      start = i + 1;
    }
  }
  list.push(selectors.slice(start));
  return list;
}

/** Whether some selector of the list `selectors` can match, by the classes in `names`. */
function selectorsCanMatch(selectors, names) {
  return selectorList(selectors).some((selector) => {
    for (const [, name] of selector.replace(FUNCTIONAL_PSEUDO, '').matchAll(CLASS_IN_SELECTOR)) {
      if (!names.has(name.replace(/\\(.)/g, '$1'))) return false;
    }
    return true;
  });
}

/**
 * `css` without the style rules no element can match by its classes (`names`): conditional groups
 * (`@media`, `@supports`, `@container`, `@layer`) are pruned inside and dropped when emptied; every
 * other at-rule (`@keyframes`, `@font-face`, …) is kept whole, and so is a rule whose selectors
 * quote a string (a comma or a dot there is not the selector's). Comments are left out.
 */
export function rulesInUse(css, names) {
  return keptRules(withoutComments(css), names);
}

function keptRules(css, names) {
  let kept = '';
  for (const part of topLevelParts(css)) {
    const open = part.indexOf('{');
    if (open === -1) {
      kept += part;
      continue;
    }
    const prelude = part.slice(0, open).trim();
    if (/^@(?:media|supports|container|layer)\b/i.test(prelude)) {
      const inner = keptRules(part.slice(open + 1, -1), names);
      if (inner) kept += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@') || /["']/.test(prelude) || selectorsCanMatch(prelude, names)) {
      kept += part;
    }
  }
  return kept;
}

/** The path of a static sheet's file inside the build's static folder, or null for any other URL. */
export function staticSheetPath(href) {
  if (!STATIC_SHEET.test(href) || href.split('/').includes('..')) return null;
  return href.slice(STATIC_PREFIX.length);
}

/** `css` with its relative `url()`s resolved against `href`, the sheet's own URL. */
export function absoluteUrls(css, href) {
  return css.replace(CSS_URL, (whole, quote, url) => {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(url)) return whole;
    const resolved = new URL(url, `http://sheet${href}`);
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}

/**
 * `html` with its head's linked style sheets inlined (see the top of this file), and the sheets
 * inlined, in order, as `[href, precedence]`; `{ html, sheets: [] }` when a sheet cannot be read.
 * `read(path)` returns the text of a file of the static folder, or null.
 */
export function inlineStyleSheets(html, read) {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1 || html.includes(`${INLINED_FROM}=`)) return { html, sheets: [] };
  const head = html.slice(0, headEnd);
  const sheets = [];
  for (const [tag, rawHref, rawPrecedence] of head.matchAll(STYLESHEET_LINK)) {
    const href = attributeText(rawHref);
    const file = staticSheetPath(href);
    const css = file ? read(file) : null;
    // Nothing in a sheet may end its <style> early, and an @import would resolve against the page.
    if (typeof css !== 'string' || /<\/style|@import/i.test(css)) return { html, sheets: [] };
    sheets.push({ tag, rawHref, href, precedence: attributeText(rawPrecedence), css });
  }
  if (sheets.length === 0) return { html, sheets: [] };

  let faces = '';
  let rewritten = head;
  const names = classNames(html);
  for (const sheet of sheets) {
    let rules = absoluteUrls(sheet.css.replace(SOURCE_MAP_COMMENT, ''), sheet.href).replace(FONT_FACE, (face) => {
      faces += face;
      return '';
    });
    rules = rulesInUse(rules, names);
    rewritten = rewritten.replace(sheet.tag, () => `<style ${INLINED_FROM}="${sheet.rawHref}">${rules.trim()}</style>`);
  }
  // A browser running no script keeps the sheets' links, and so their fonts and every rule.
  const lastStyle = rewritten.lastIndexOf(`<style ${INLINED_FROM}=`);
  const afterStyles = rewritten.indexOf('</style>', lastStyle) + '</style>'.length;
  rewritten = `${rewritten.slice(0, afterStyles)}<noscript>${sheets.map((sheet) => sheet.tag).join('')}</noscript>${rewritten.slice(afterStyles)}`;
  if (faces) {
    const first = rewritten.indexOf(`<style ${INLINED_FROM}=`);
    rewritten =
      `${rewritten.slice(0, first)}<style id="${FONT_FACES_ID}" media="not all">${faces}</style>` +
      `<script>${FACES_EARLY}</script>${rewritten.slice(first)}`;
    rewritten = rewritten.replace(FONT_PRELOAD, '');
  }
  return { html: rewritten + html.slice(headEnd), sheets: sheets.map(({ href, precedence }) => [href, precedence]) };
}
