import { startStack, warm } from './stack.mjs';
const s = await startStack({ port: 3391, providerPort: 4391 });
try {
  for (const p of ['/robots.txt', '/sitemap.xml', '/favicon.ico']) {
    const r = await fetch(s.origin + p); const t = await r.text();
    console.log(p, r.status, r.headers.get('content-type'), t.slice(0, 300).replace(/\n/g, ' '));
  }
  const html = await (await fetch(s.origin + '/')).text();
  require_write(html);
} finally { await s.stopAll(); }
function require_write(h) { import('node:fs').then(fs => fs.writeFileSync('/tmp/home.html', h)); }
