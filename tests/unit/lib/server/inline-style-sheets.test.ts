/**
 * @jest-environment jsdom
 */
// A cached page's style sheets written into its head (lib/server/inline-style-sheets.mjs): the rules
// its elements can match, in the sheets' order, their URLs made absolute, the font faces held back
// until the first frame unless this browser has loaded the fonts before, and a page whose sheets
// cannot all be read left as rendered.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  FONT_FACES_ID,
  FONTS_SEEN_KEY,
  INLINED_FROM,
  absoluteUrls,
  classNames,
  inlineStyleSheets,
  rulesInUse,
  staticSheetPath,
} from '@/lib/server/inline-style-sheets.mjs';
import { staticFileReader } from '@/cache-handler.mjs';

const FACE_LATIN = '@font-face{font-family:latin;src:url(../media/latin.p.woff2)format("woff2");font-display:swap}';
const FACE_DEVANAGARI = '@font-face{font-family:devanagari;src:url(../media/deva.woff2)format("woff2")}';
const SHEETS: Record<string, string> = {
  'chunks/a.css': `${FACE_LATIN}.card{color:red}.panel{color:blue}@media (max-width:576px){.card{padding:0}.panel{padding:1px}}\n/*# sourceMappingURL=a.css.map*/`,
  'chunks/b.css': `${FACE_DEVANAGARI}.title{background:url("../media/bg.svg")}.modal .title{color:green}@keyframes appear{from{opacity:0}to{opacity:1}}`,
};
const read = (file: string) => SHEETS[file] ?? null;

function page({ sheets = ['a', 'b'], body = '<main><h1 class="title">Steam</h1><article class="card x">1</article></main>' } = {}) {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
    '<link rel="preload" href="/_next/static/media/latin.p.woff2" as="font" crossorigin="" type="font/woff2"/>' +
    '<link rel="preload" href="/media/covers/150.svg" as="image" fetchPriority="high"/>' +
    sheets.map((name) => `<link rel="stylesheet" href="/_next/static/chunks/${name}.css" data-precedence="next"/>`).join('') +
    `<title>Steam</title></head><body>${body}</body></html>`
  );
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('rulesInUse', () => {
  const names = new Set(['card', 'title']);

  it('keeps the rules a class on the page can match, in their order, and drops the others', () => {
    expect(rulesInUse('.card{a:1}.panel{a:2}.card .title,.panel{a:3}.panel .card{a:4}div{a:5}', names)).toBe('.card{a:1}.card .title,.panel{a:3}div{a:5}');
  });

  it('prunes inside conditional groups and drops an emptied one; keeps other at-rules whole', () => {
    const css = '@media (max-width:5px){.panel{a:1}.card{a:2}}@media print{.panel{a:3}}@keyframes k{from{o:0}to{o:1}}@layer base;';
    expect(rulesInUse(css, names)).toBe('@media (max-width:5px){.card{a:2}}@keyframes k{from{o:0}to{o:1}}@layer base;');
  });

  it('does not require what a functional pseudo-class holds, nor split a selector at a comma inside it', () => {
    expect(rulesInUse('.card:not(.open){a:1}.card:is(.panel,.modal){a:2}.card:has(> .panel){a:3}', names)).toBe(
      '.card:not(.open){a:1}.card:is(.panel,.modal){a:2}.card:has(> .panel){a:3}',
    );
  });

  it('keeps a rule whose selector quotes a string, reads braces inside strings as text and leaves comments out', () => {
    expect(rulesInUse('[data-x=".panel,{"]{a:1}.card{content:"}/*"}/* .panel{ */.card{a:2}/* } */.panel{a:3}', names)).toBe(
      '[data-x=".panel,{"]{a:1}.card{content:"}/*"}.card{a:2}',
    );
  });
});

describe('classNames', () => {
  it('reads the classes of every element, entities decoded', () => {
    expect([...classNames('<p class="a  b"></p><div class="c&amp;d"></div><span data-class="e"></span>')]).toEqual(['a', 'b', 'c&d']);
  });
});

describe('absoluteUrls and staticSheetPath', () => {
  it('resolves relative URLs against the sheet and leaves absolute, data: and fragment URLs', () => {
    expect(absoluteUrls('a{b:url(../media/x.woff2)}c{d:url("./i.svg?v=1")}e{f:url(/abs.png)}g{h:url(data:image/svg+xml,x)}i{j:url(#m)}', '/_next/static/chunks/s.css')).toBe(
      'a{b:url(/_next/static/media/x.woff2)}c{d:url("/_next/static/chunks/i.svg?v=1")}e{f:url(/abs.png)}g{h:url(data:image/svg+xml,x)}i{j:url(#m)}',
    );
  });

  it('maps a sheet of the build to its file and nothing else', () => {
    expect(staticSheetPath('/_next/static/chunks/a-1_b.css')).toBe('chunks/a-1_b.css');
    for (const other of ['/_next/static/../../etc/passwd.css', 'https://cdn.example/_next/static/chunks/a.css', '/_next/static/chunks/a.js', '/other/a.css', '/_next/static/chunks/a.css?v=1']) {
      expect(staticSheetPath(other)).toBeNull();
    }
  });
});

describe('inlineStyleSheets', () => {
  const { html, sheets } = inlineStyleSheets(page(), read);
  const doc = parse(html);

  it('writes each sheet as a <style> where its link stood, with only the rules the page uses', () => {
    expect(doc.querySelectorAll('link[rel="stylesheet"]:not(noscript > *)')).toHaveLength(0);
    const styles = [...doc.querySelectorAll(`style[${INLINED_FROM}]`)];
    expect(styles.map((style) => style.getAttribute(INLINED_FROM))).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css']);
    expect(styles.map((style) => style.textContent)).toEqual([
      '.card{color:red}@media (max-width:576px){.card{padding:0}}',
      '.title{background:url("/_next/static/media/bg.svg")}@keyframes appear{from{opacity:0}to{opacity:1}}',
    ]);
    expect(sheets).toEqual([
      ['/_next/static/chunks/a.css', 'next'],
      ['/_next/static/chunks/b.css', 'next'],
    ]);
  });

  it('holds the font faces back in one <style> that applies to nothing, and drops the font preloads', () => {
    const faces = doc.getElementById(FONT_FACES_ID);
    expect(faces?.tagName).toBe('STYLE');
    expect(faces?.getAttribute('media')).toBe('not all');
    expect(faces?.textContent).toBe(
      '@font-face{font-family:latin;src:url(/_next/static/media/latin.p.woff2)format("woff2");font-display:swap}@font-face{font-family:devanagari;src:url(/_next/static/media/deva.woff2)format("woff2")}',
    );
    // Before the rules, so a face switched on from the head is there for the first layout.
    expect(faces?.nextElementSibling?.tagName).toBe('SCRIPT');
    expect(faces?.nextElementSibling?.nextElementSibling?.getAttribute(INLINED_FROM)).toBe('/_next/static/chunks/a.css');
    expect(html).not.toContain('as="font"');
    expect(html).toContain('<link rel="preload" href="/media/covers/150.svg" as="image" fetchPriority="high"/>');
  });

  it('switches the faces on from the head in a browser that has loaded the fonts before, and only there', () => {
    const script = doc.getElementById(FONT_FACES_ID)?.nextElementSibling?.textContent ?? '';
    document.head.innerHTML = `<style id="${FONT_FACES_ID}" media="not all"></style>`;
    localStorage.removeItem(FONTS_SEEN_KEY);
    new Function(script)();
    expect(document.getElementById(FONT_FACES_ID)?.getAttribute('media')).toBe('not all');
    localStorage.setItem(FONTS_SEEN_KEY, '1');
    new Function(script)();
    expect(document.getElementById(FONT_FACES_ID)?.getAttribute('media')).toBe('all');
    localStorage.removeItem(FONTS_SEEN_KEY);
    document.head.replaceChildren();
  });

  it('keeps the links, after the rules, for a browser that runs no script', () => {
    const noscript = doc.querySelector('noscript');
    expect(noscript?.previousElementSibling?.getAttribute(INLINED_FROM)).toBe('/_next/static/chunks/b.css');
    expect(noscript?.innerHTML).toBe(
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"><link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next">',
    );
  });

  it('leaves the body and the rest of the head as they were', () => {
    expect(html.slice(html.indexOf('<title>'))).toBe(page().slice(page().indexOf('<title>')));
  });

  it('leaves a page as rendered when a sheet cannot be read, could end its <style>, imports another or is not the build’s', () => {
    const unreadable = page({ sheets: ['a', 'missing'] });
    expect(inlineStyleSheets(unreadable, read)).toEqual({ html: unreadable, sheets: [] });
    const closing = page({ sheets: ['a'] });
    expect(inlineStyleSheets(closing, () => '.card{content:"</style><script>x</script>"}')).toEqual({ html: closing, sheets: [] });
    expect(inlineStyleSheets(closing, () => '@import "other.css";.card{a:1}')).toEqual({ html: closing, sheets: [] });
    const elsewhere = page({ sheets: [] }).replace('<title>', '<link rel="stylesheet" href="https://cdn.example/a.css" data-precedence="next"/><title>');
    expect(inlineStyleSheets(elsewhere, read)).toEqual({ html: elsewhere, sheets: [] });
    const none = page({ sheets: [] });
    expect(inlineStyleSheets(none, read)).toEqual({ html: none, sheets: [] });
    expect(inlineStyleSheets(html, read)).toEqual({ html, sheets: [] });
  });

  it('keeps the preloads and adds no face holder for sheets without font faces', () => {
    const plain = inlineStyleSheets(page({ sheets: ['c'] }), () => '.card{a:1}');
    expect(plain.html).toContain('as="font"');
    expect(plain.html).not.toContain(FONT_FACES_ID);
    expect(plain.html).toContain(`<style ${INLINED_FROM}="/_next/static/chunks/c.css">.card{a:1}</style>`);
  });
});

describe('staticFileReader', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'static-reader-'));
    mkdirSync(path.join(root, 'server'));
    mkdirSync(path.join(root, 'static', 'chunks'), { recursive: true });
    writeFileSync(path.join(root, 'static', 'chunks', 'a.css'), '.card{a:1}');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reads a file of the static folder beside the server folder, and null for one that is not there', () => {
    const readFile = staticFileReader(path.join(root, 'server'))!;
    expect(readFile('chunks/a.css')).toBe('.card{a:1}');
    expect(readFile('chunks/b.css')).toBeNull();
    expect(staticFileReader(undefined)).toBeUndefined();
  });
});
