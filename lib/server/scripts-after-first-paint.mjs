// A cached page whose first-load scripts are requested once the browser has painted its first frame,
// rather than from the head, alongside the style sheets, the font and the first covers.
//
// The framework writes every first-load chunk as `<script src async>` in the head (and the bootstrap
// chunk once more as a low-priority preload): the browser fetches and runs them while the first
// screen still waits for its style sheets, so on a phone the covers shoppers look at first share the
// connection with some 160 KB of JavaScript that the first paint does not use (the page is complete
// server-rendered HTML; the scripts make it interactive). Here those tags become one inline script at
// the end of the body that, in a visible tab, waits for the first frame (requestAnimationFrame, then a
// task) and then adds the same scripts, in the same order, as async scripts; a tab opened in the
// background (or prerendered) gets them at once, as before, since it paints no frame. The chunks are
// independent async scripts either way: the framework's runtime already takes them in any order.
// Until they have run, the page is HTML alone: the press holder (lib/browser/held-presses.mjs),
// written first in the head, keeps what the shopper presses, chooses or types meanwhile and gives
// it again once React has hydrated the element.
//
// A page is rewritten only when every script it names has the plain form the framework writes
// (`<script src="…" async=""></script>`; the `noModule` polyfill, which no browser running the chunks
// loads, stays as it is): a script with any other attribute (integrity, nonce, crossorigin, type)
// means the markup is not the one this was written for, and the page is stored as rendered. No
// TypeScript: cache-handler.mjs loads it outside the bundler.

import { heldPressesScript } from '../browser/held-presses.mjs';

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

const ENTITIES = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** An attribute value as the browser reads it (React escapes only these). */
function attributeText(value) {
  return value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]);
}

/** The loader's source: adds `urls` as async scripts after the first frame (at once in a hidden tab). */
function loaderSource(urls) {
  // `<` written as \u003c, so no URL can end the inline script early.
  const list = JSON.stringify(urls).replace(/</g, '\\u003c');
  return (
    '(function(urls){function load(){urls.forEach(function(url){var script=document.createElement("script");' +
    'script.src=url;script.async=true;document.head.appendChild(script)})}' +
    'if(document.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(load,0)});else load()})(' +
    list +
    ')'
  );
}

/**
 * `html` with its first-load scripts loaded after the first frame, or `html` itself when it has no
 * script to move, no `</body>`, or a script tag of another form than the framework's plain one.
 */
export function scriptsAfterFirstPaint(html) {
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
  const bodyEnd = rewritten.lastIndexOf('</body>');
  rewritten = `${rewritten.slice(0, bodyEnd)}<script id="${LOADER_ID}">${loaderSource(urls)}</script>${rewritten.slice(bodyEnd)}`;
  // First in the head: before the style sheets, which an inline script after them would wait for.
  const start = HEAD_START.exec(rewritten);
  const holderAt = start.index + start[0].length;
  return `${rewritten.slice(0, holderAt)}<script id="${HOLDER_ID}">${HOLDER_SOURCE}</script>${rewritten.slice(holderAt)}`;
}

/** The script URLs a page rewritten by scriptsAfterFirstPaint loads after its first frame, in order ([] for any other page). */
export function scriptsLoadedAfterFirstPaint(html) {
  const loader = new RegExp(`<script id="${LOADER_ID}">[^<]*?\\}\\)\\((\\[[^\\]]*\\])\\)</script>`).exec(html);
  if (!loader) return [];
  try {
    const urls = JSON.parse(loader[1]);
    return Array.isArray(urls) ? urls.filter((url) => typeof url === 'string') : [];
  } catch {
    return [];
  }
}
