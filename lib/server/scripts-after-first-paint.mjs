// A cached page whose first-load scripts are requested once the browser has painted its first frame,
// rather than from the head, alongside the first covers.
//
// The framework writes every first-load chunk as `<script src async>` in the head (and the bootstrap
// chunk once more as a low-priority preload): the browser fetches and runs them before the first
// screen is painted, so on a phone the covers shoppers look at first share the connection with some
// 160 KB of JavaScript that the first paint does not use (the page is complete server-rendered HTML;
// the scripts make it interactive). Here those tags become one inline script at the end of the body
// that, in a visible tab, waits for the first contentful paint to be reported, and then adds the same
// scripts, in the same order, as async scripts; a tab opened in the background (or prerendered) gets
// them at once, as before, since it paints no frame. The chunks are independent async scripts either
// way: the framework's runtime already takes them in any order. When the page's style sheets are
// written into its head (lib/server/inline-style-sheets.mjs), the same script first switches its font
// faces on and links its sheets again, and adds the scripts once the sheets have loaded.
// Until the scripts have run, the page is HTML alone: the press holder (lib/browser/held-presses.mjs),
// written first in the head, keeps what the shopper presses, chooses or types meanwhile and gives
// it again once React has hydrated the element.
//
// A page is rewritten only when every script it names has the plain form the framework writes
// (`<script src="…" async=""></script>`; the `noModule` polyfill, which no browser running the chunks
// loads, stays as it is): a script with any other attribute (integrity, nonce, crossorigin, type)
// means the markup is not the one this was written for, and the page is stored as rendered. No
// TypeScript: cache-handler.mjs loads it outside the bundler.

import { heldPressesScript } from '../browser/held-presses.mjs';
import { FONT_FACES_ID, FONTS_SEEN_KEY, attributeText, inlineStyleSheets } from './inline-style-sheets.mjs';

/** The id of the inline script that loads the first-load scripts after the first frame. */
export const LOADER_ID = 'first-load-scripts';

/** The id of the inline script that holds presses made before the page is hydrated. */
export const HOLDER_ID = 'held-presses';
const HOLDER_SOURCE = heldPressesScript();
// Its source is ours; nothing in it may end the inline script early.
if (/<\/|<!--/.test(HOLDER_SOURCE)) throw new Error('the press holder\'s source would end its inline script');

// The head's opening tag and, when it comes first, the character set's <meta>, which stays first.
const HEAD_START = /<head(?:\s[^>]*)?>(?:<meta charSet="[^"]*"\/>)?/i;
const SCRIPT_TAG = /<script\b([^>]*)>\s*<\/script>/gi;
const PLAIN_SCRIPT = /^<script src="([^"]+)" async=""><\/script>$/;
// The polyfill script for browsers without modules: skipped by every browser that runs the page's
// chunks, so it stays where it is.
const NOMODULE_SCRIPT = /^<script src="[^"]+" noModule=""><\/script>$/;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;

// Calls `load` once the first contentful paint has been presented (the paint timing entry, whose
// time is when the frame reached the screen: a requestAnimationFrame callback runs before the frame is
// drawn, and on a slow phone its rasterisation takes tens of milliseconds more), then one task later.
// Without paint timing, after the next frame; in a hidden or prerendered tab, which paints nothing,
// at once; and after MAX_WAIT_MS whatever happened, so a page whose paint is never reported still
// becomes interactive.
const MAX_WAIT_MS = 3000;
const FIRST_PAINT_WAIT =
  'var started=false;function start(){if(!started){started=true;setTimeout(load,0)}}' +
  'if(document.visibilityState!=="visible"){load();return}' +
  `setTimeout(start,${MAX_WAIT_MS});document.addEventListener("visibilitychange",start,{once:true});` +
  'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")!==-1){new PerformanceObserver(function(list,observer){' +
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true});return}}catch(e){}' +
  'requestAnimationFrame(function(){requestAnimationFrame(start)})';

/**
 * The loader's source: after the first contentful paint (at once in a hidden tab) switches the font
 * faces on, links the inlined `sheets` ([href, precedence]) again and, once they have loaded (or
 * failed), adds `urls` as async scripts: whatever the scripts render finds every rule of the sheets.
 */
function loaderSource(urls, sheets) {
  // `<` written as \u003c, so no URL can end the inline script early.
  const list = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    '(function(urls,sheets){function load(){var head=document.head,faces=document.getElementById(' +
    JSON.stringify(FONT_FACES_ID) +
    ');if(faces&&faces.media!=="all"){faces.media="all";if(document.fonts)document.fonts.addEventListener("loadingdone",function(){' +
    `try{localStorage.setItem(${JSON.stringify(FONTS_SEEN_KEY)},"1")}catch(e){}},{once:true})}` +
    'var waiting=sheets.length;function scripts(){urls.forEach(function(url){var script=document.createElement("script");' +
    'script.src=url;script.async=true;head.appendChild(script)})}function loaded(){if(--waiting===0)scripts()}' +
    'sheets.forEach(function(sheet){var link=document.createElement("link");link.rel="stylesheet";link.href=sheet[0];' +
    'link.setAttribute("data-precedence",sheet[1]);link.onload=loaded;link.onerror=loaded;head.appendChild(link)});' +
    'if(!waiting)scripts()}' +
    FIRST_PAINT_WAIT +
    '})(' +
    list(urls) +
    ',' +
    list(sheets) +
    ')'
  );
}

/**
 * `html` with its first-load scripts loaded after the first frame, or `html` itself when it has no
 * script to move, no `</body>`, or a script tag of another form than the framework's plain one.
 * Given `readStyleSheet` (a file of the build's static folder by its path there, or null), its
 * style sheets are also written into its head (lib/server/inline-style-sheets.mjs).
 */
export function scriptsAfterFirstPaint(html, { readStyleSheet } = {}) {
  const end = html.lastIndexOf('</body>');
  if (end === -1 || !HEAD_START.test(html) || html.includes(`id="${LOADER_ID}"`)) return html;
  const urls = [];
  const tags = [];
  for (const match of html.matchAll(SCRIPT_TAG)) {
    if (!SRC_ATTRIBUTE.test(match[1]) || NOMODULE_SCRIPT.test(match[0])) continue;
    const plain = PLAIN_SCRIPT.exec(match[0]);
    if (!plain) return html;
    tags.push(match[0]);
    const url = attributeText(plain[1]);
    if (!urls.includes(url)) urls.push(url);
  }
  if (urls.length === 0) return html;
  let rewritten = html;
  for (const tag of tags) rewritten = rewritten.replace(tag, '');
  rewritten = rewritten.replace(SCRIPT_PRELOAD, (preload, href) => (urls.includes(attributeText(href)) ? '' : preload));
  let sheets = [];
  if (readStyleSheet) ({ html: rewritten, sheets } = inlineStyleSheets(rewritten, readStyleSheet));
  const bodyEnd = rewritten.lastIndexOf('</body>');
  rewritten = `${rewritten.slice(0, bodyEnd)}<script id="${LOADER_ID}">${loaderSource(urls, sheets)}</script>${rewritten.slice(bodyEnd)}`;
  // First in the head: before the style sheets, which an inline script after them would wait for.
  const start = HEAD_START.exec(rewritten);
  const holderAt = start.index + start[0].length;
  return `${rewritten.slice(0, holderAt)}<script id="${HOLDER_ID}">${HOLDER_SOURCE}</script>${rewritten.slice(holderAt)}`;
}

/** The script URLs a page rewritten by scriptsAfterFirstPaint loads after its first frame, in order ([] for any other page). */
export function scriptsLoadedAfterFirstPaint(html) {
  const loader = new RegExp(`<script id="${LOADER_ID}">[^<]*?\\}\\)\\((\\[[^\\]]*\\]),`).exec(html);
  if (!loader) return [];
  try {
    const urls = JSON.parse(loader[1]);
    return Array.isArray(urls) ? urls.filter((url) => typeof url === 'string') : [];
  } catch {
    return [];
  }
}
