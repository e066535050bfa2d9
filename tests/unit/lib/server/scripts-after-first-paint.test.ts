/**
 * @jest-environment jsdom
 */
// A cached page's first-load scripts requested after its first frame (lib/server/scripts-after-first-paint.mjs,
// applied by cache-handler.mjs when a page is stored): the same scripts in the same order, the rest
// of the document untouched, and any page of another shape stored as rendered.
import { HOLDER_ID, LOADER_ID, scriptsAfterFirstPaint, scriptsLoadedAfterFirstPaint } from '@/lib/server/scripts-after-first-paint.mjs';
import { FONT_FACES_ID, FONTS_SEEN_KEY } from '@/lib/server/inline-style-sheets.mjs';
import { narrowHtml } from '@/lib/server/narrow-html.mjs';
import { heldPressesScript } from '@/lib/browser/held-presses.mjs';
import { storedForm } from '@/cache-handler.mjs';

const HEAD_SCRIPTS = ['/_next/static/chunks/a.js', '/_next/static/chunks/turbopack-b.js', '/_next/static/chunks/c.js?dpl=d1&v=2'];
const BOOTSTRAP = '/_next/static/chunks/main.js';
/** A URL as React writes it in an attribute. */
const attribute = (url: string) =>
  url.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);

function page({ head = HEAD_SCRIPTS, extra = '' } = {}) {
  return (
    '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>' +
    '<link rel="preload" href="/_next/static/media/latin.woff2" as="font" crossorigin="" type="font/woff2"/>' +
    '<link rel="preload" href="/media/covers/150.svg" as="image" fetchPriority="high"/>' +
    '<link rel="stylesheet" href="/_next/static/chunks/s.css" data-precedence="next"/>' +
    `<link rel="preload" as="script" fetchPriority="low" href="${BOOTSTRAP}"/>` +
    head.map((url) => `<script src="${attribute(url)}" async=""></script>`).join('') +
    extra +
    '<title>Cartão Steam ★ 4,8</title><script src="/_next/static/chunks/polyfill.js" noModule=""></script></head><body><main><h1>Populares</h1><img src="/media/covers/150.svg" alt="Steam"/></main>' +
    '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/main.js"]});</script>' +
    `<script src="${BOOTSTRAP}" async=""></script>` +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
    '<script type="application/ld+json">{"name":"Cartão Steam — 50 €"}</script>' +
    '</body></html>'
  );
}

/** The document without its scripts (but the polyfill) and script preloads, as the browser builds it. */
function withoutScripts(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const node of doc.querySelectorAll('script:not([nomodule]), link[as="script"]')) node.remove();
  return doc.documentElement.outerHTML;
}

function runLoader(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const loader = doc.getElementById(LOADER_ID);
  new Function(loader?.textContent ?? '')();
}

const added = () => [...document.head.querySelectorAll('script[src]')] as HTMLScriptElement[];

/** A PerformanceObserver that supports paint timing, reporting the paints the test names. */
function paintTiming() {
  const state = {
    observed: [] as unknown[],
    disconnected: false,
    callback: null as null | ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void),
    report(name: string) {
      state.callback?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect: () => (state.disconnected = true) });
    },
  };
  class Observer {
    static supportedEntryTypes = ['paint'];
    constructor(callback: NonNullable<typeof state.callback>) {
      state.callback = callback;
    }
    observe(options: unknown) {
      state.observed.push(options);
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: Observer, configurable: true, writable: true });
  return state;
}

const JSDOM_OBSERVER = window.PerformanceObserver;

afterEach(() => {
  Object.defineProperty(window, 'PerformanceObserver', { value: JSDOM_OBSERVER, configurable: true, writable: true });
  jest.restoreAllMocks();
  jest.useRealTimers();
  document.head.replaceChildren();
});

describe('scriptsAfterFirstPaint', () => {
  const html = page();
  const rewritten = scriptsAfterFirstPaint(html);

  it('replaces every script tag and the bootstrap preload with one loader at the end of the body', () => {
    expect(rewritten.match(/<script src=[^>]*>/g)).toEqual(['<script src="/_next/static/chunks/polyfill.js" noModule="">']);
    expect(rewritten).not.toContain('as="script"');
    expect(rewritten).toMatch(new RegExp(`<script id="${LOADER_ID}">[^<]+</script></body></html>$`));
    expect(scriptsLoadedAfterFirstPaint(rewritten)).toEqual([...HEAD_SCRIPTS, BOOTSTRAP]);
  });

  it('holds presses from the top of the head: after the character set, before the style sheets an inline script would wait for', () => {
    const doc = new DOMParser().parseFromString(rewritten, 'text/html');
    const [charset, holder] = [...doc.head.children];
    expect(charset?.getAttribute('charset')).toBe('utf-8');
    expect(holder?.id).toBe(HOLDER_ID);
    expect(holder?.textContent).toBe(heldPressesScript());
    const none = '<!DOCTYPE html><html><head><title>x</title><script src="/a.js" async=""></script></head><body></body></html>';
    expect(new DOMParser().parseFromString(scriptsAfterFirstPaint(none), 'text/html').head.firstElementChild?.id).toBe(HOLDER_ID);
  });

  it('leaves the rest of the document as it was: preloads of the font and covers, style sheets, inline scripts', () => {
    expect(withoutScripts(rewritten)).toBe(withoutScripts(html));
    for (const kept of ['as="font"', 'as="image" fetchPriority="high"', 'rel="stylesheet"', '<script id="_R_">', 'self.__next_f', 'application/ld+json']) {
      expect(rewritten).toContain(kept);
    }
  });

  it('adds the scripts in their order, as async scripts, once a visible tab reports its first contentful paint', () => {
    jest.useFakeTimers();
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const observer = paintTiming();
    runLoader(rewritten);
    expect(observer.observed).toEqual([{ type: 'paint', buffered: true }]);
    observer.report('first-paint');
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    observer.report('first-contentful-paint');
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(added().map((script) => script.getAttribute('src'))).toEqual([...HEAD_SCRIPTS, BOOTSTRAP]);
    expect(added().every((script) => script.async)).toBe(true);
    expect(observer.disconnected).toBe(true);
    // Once only: the longest wait ending later adds nothing more.
    jest.runAllTimers();
    expect(added()).toHaveLength(HEAD_SCRIPTS.length + 1);
  });

  it('without paint timing, adds them after the next frame', () => {
    jest.useFakeTimers();
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    runLoader(rewritten);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(frames).toHaveLength(2);
    frames[1]!(16);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(added().map((script) => script.getAttribute('src'))).toEqual([...HEAD_SCRIPTS, BOOTSTRAP]);
  });

  it('adds them 3 s after the load started when no paint is reported, or when the tab is hidden meanwhile', () => {
    jest.useFakeTimers();
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    paintTiming();
    runLoader(rewritten);
    jest.advanceTimersByTime(2999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(added()).toHaveLength(HEAD_SCRIPTS.length + 1);

    document.head.replaceChildren();
    runLoader(rewritten);
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(10);
    expect(added()).toHaveLength(HEAD_SCRIPTS.length + 1);
  });

  it('adds them at once in a tab that paints no frame (opened in the background, prerendered)', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    runLoader(rewritten);
    expect(frame).not.toHaveBeenCalled();
    expect(added().map((script) => script.getAttribute('src'))).toEqual([...HEAD_SCRIPTS, BOOTSTRAP]);
  });

  describe('with the style sheets written into the head', () => {
    const readStyleSheet = (file: string) => (file === 'chunks/s.css' ? '@font-face{font-family:latin;src:url(../media/l.woff2)}h1{color:red}' : null);
    const inlined = scriptsAfterFirstPaint(html, { readStyleSheet });

    it('links the sheets again after the first paint, then adds the scripts once every sheet has loaded or failed', () => {
      jest.useFakeTimers();
      jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      expect(inlined).toContain('<style data-inlined-from="/_next/static/chunks/s.css">h1{color:red}</style>');
      expect(inlined.replace(/<noscript>.*?<\/noscript>/g, '')).not.toContain('<link rel="stylesheet"');
      expect(scriptsLoadedAfterFirstPaint(inlined)).toEqual([...HEAD_SCRIPTS, BOOTSTRAP]);
      runLoader(inlined);
      const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      expect(links.map((link) => [link.getAttribute('href'), link.dataset.precedence])).toEqual([['/_next/static/chunks/s.css', 'next']]);
      expect(added()).toEqual([]);
      links[0]!.dispatchEvent(new Event('error'));
      expect(added().map((script) => script.getAttribute('src'))).toEqual([...HEAD_SCRIPTS, BOOTSTRAP]);
    });

    it('switches the font faces on with them, and remembers once the fonts have loaded', () => {
      jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      const fonts = new EventTarget();
      Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
      localStorage.removeItem(FONTS_SEEN_KEY);
      document.head.innerHTML = `<style id="${FONT_FACES_ID}" media="not all"></style>`;
      runLoader(inlined);
      expect(document.getElementById(FONT_FACES_ID)?.getAttribute('media')).toBe('all');
      expect(localStorage.getItem(FONTS_SEEN_KEY)).toBeNull();
      fonts.dispatchEvent(new Event('loadingdone'));
      expect(localStorage.getItem(FONTS_SEEN_KEY)).toBe('1');
      localStorage.removeItem(FONTS_SEEN_KEY);
      delete (document as { fonts?: unknown }).fonts;
    });
  });

  it('keeps a URL that could end the inline script inside its string', () => {
    const odd = '/_next/static/chunks/x.js?q=</script><script>alert(1)</script>';
    const result = scriptsAfterFirstPaint(page({ head: [odd] }));
    const doc = new DOMParser().parseFromString(result, 'text/html');
    expect([...doc.querySelectorAll('script')].filter((script) => script.textContent === 'alert(1)')).toEqual([]);
    expect(doc.body.lastElementChild?.id).toBe(LOADER_ID);
    expect(scriptsLoadedAfterFirstPaint(result)).toEqual([odd, BOOTSTRAP]);
  });

  it('stores as rendered a page with a script of another form, no script, no body end, or already rewritten', () => {
    const withIntegrity = page({ extra: '<script src="/_next/static/chunks/e.js" integrity="sha384-x" async=""></script>' });
    expect(scriptsAfterFirstPaint(withIntegrity)).toBe(withIntegrity);
    const moduleScript = page({ extra: '<script type="module" src="/m.js"></script>' });
    expect(scriptsAfterFirstPaint(moduleScript)).toBe(moduleScript);
    const none = '<!DOCTYPE html><html><head></head><body><p>x</p></body></html>';
    expect(scriptsAfterFirstPaint(none)).toBe(none);
    const cut = page().replace('</body></html>', '');
    expect(scriptsAfterFirstPaint(cut)).toBe(cut);
    expect(scriptsAfterFirstPaint(rewritten)).toBe(rewritten);
  });

  it('finds no loaded scripts in a page it did not rewrite', () => {
    expect(scriptsLoadedAfterFirstPaint(html)).toEqual([]);
    expect(scriptsLoadedAfterFirstPaint(`<script id="${LOADER_ID}">x})(not json)</script>`)).toEqual([]);
  });

  it('is part of what the cache stores of a page, before its narrowing', () => {
    const entry = { kind: 'APP_PAGE', html, rscData: Buffer.from('1:"x"\n'), headers: {}, status: 200 };
    expect(storedForm(entry).html).toBe(narrowHtml(rewritten));
    const readStyleSheet = () => 'h1{color:red}';
    expect(storedForm(entry, readStyleSheet).html).toBe(narrowHtml(scriptsAfterFirstPaint(html, { readStyleSheet })));
    expect(storedForm(entry, readStyleSheet).html).toContain('<style data-inlined-from="/_next/static/chunks/s.css">h1{color:red}</style>');
    expect(scriptsLoadedAfterFirstPaint(storedForm(entry).html)).toEqual([...HEAD_SCRIPTS, BOOTSTRAP]);
  });
});
