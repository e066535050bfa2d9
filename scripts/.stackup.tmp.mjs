import { startStack } from '/work/main/scripts/lib/stack.mjs';
const s = await startStack({ port: '3990', providerPort: '4990', siteUrl: 'http://localhost:3990' });
console.log('up', s.origin);
setInterval(() => {}, 1e9);
