// npm run build: the production build, `.next/standalone` with its static files (and those of the
// previous builds still kept: scripts/lib/static-history.mjs) and public/ in place
// (scripts/lib/processes.mjs buildStorefront). Start it with `node .next/standalone/server.js`.
import { buildStorefront } from './lib/processes.mjs';

process.exit(await buildStorefront());
