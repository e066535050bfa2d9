// A cached page whose first-load scripts run once the browser has painted its first frame, rather
// than as soon as each arrives.
//
// The framework writes every first-load chunk as `<script src async>` in the head (and the bootstrap
// chunk once more as a low-priority preload): on a fast connection the scripts arrive before the
// style sheets the first frame waits for, and run first, so the first screen waits for some 160 KB
// of JavaScript to be compiled and run, which it does not use (the page is complete server-rendered
// HTML; the scripts make it interactive). Here each of those tags becomes a low-priority preload in
// the same place, so the scripts are still fetched from the start, and one inline script at the end
// of the body, in a visible tab, waits for the first frame (requestAnimationFrame, then a task) and
// then adds the same scripts, in the same order, as async scripts, which the browser takes from its
// preloads; a tab opened in the background (or prerendered) runs them at once, as before, since it
// paints no frame. The chunks are independent async scripts either way: the framework's runtime
// already takes them in any order.
//
// A page is rewritten only when every script it names has the plain form the framework writes
// (`<script src="…" async=""></script>`; the `noModule` polyfill, which no browser running the chunks
// loads, stays as it is): a script with any other attribute (integrity, nonce, crossorigin, type)
// means the markup is not the one this was written for, and the page is stored as rendered. No
// TypeScript: cache-handler.mjs loads it outside the bundler.

/** The id of the inline script that runs the first-load scripts after the first frame. */
export const LOADER_ID = 'first-load-scripts';

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
 * `html` with its first-load scripts preloaded where they were and run after the first frame, or
 * `html` itself when it has no script to move, no `</body>`, or a script tag of another form than
 * the framework's plain one.
 */
export function scriptsAfterFirstPaint(html) {
  if (html.lastIndexOf('</body>') === -1 || html.includes(`id="${LOADER_ID}"`)) return html;
  const urls = [];
  const tags = [];
  for (const match of html.matchAll(SCRIPT_TAG)) {
    if (!SRC_ATTRIBUTE.test(match[1]) || NOMODULE_SCRIPT.test(match[0])) continue;
    const plain = PLAIN_SCRIPT.exec(match[0]);
    if (!plain) return html;
    tags.push({ tag: match[0], href: plain[1] });
    const url = attributeText(plain[1]);
    if (!urls.includes(url)) urls.push(url);
  }
  if (urls.length === 0) return html;
  const preloaded = new Set([...html.matchAll(SCRIPT_PRELOAD)].map((preload) => attributeText(preload[1])));
  let rewritten = html;
  for (const { tag, href } of tags) {
    const url = attributeText(href);
    const preload = preloaded.has(url) ? '' : `<link rel="preload" as="script" fetchPriority="low" href="${href}"/>`;
    rewritten = rewritten.replace(tag, () => preload);
    preloaded.add(url);
  }
  const bodyEnd = rewritten.lastIndexOf('</body>');
  return `${rewritten.slice(0, bodyEnd)}<script id="${LOADER_ID}">${loaderSource(urls)}</script>${rewritten.slice(bodyEnd)}`;
}

/** The script URLs a page rewritten by scriptsAfterFirstPaint runs after its first frame, in order ([] for any other page). */
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
