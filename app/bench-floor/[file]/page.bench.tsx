// The framework's floor for `npm run bench` (scripts/lib/weight.mjs and the throughput targets):
// /bench-floor/{bytes}.html is a static page of about that many bytes (HTML and RSC payload
// together) rendered by the same Next server with only Next's runtime and React, no client
// component, layout, provider or style of ours. The `.html` keeps it outside proxy.ts's matcher
// (paths with a dot), so it also shows what a page costs without our proxy.
// A route of the bench build only (.bench.tsx: next.config.ts's bench pageExtensions): a production
// build has no such page, so a shop never fills its page cache with pages of any size.
import { notFound } from 'next/navigation';

// Rendered on its first visit, then served from the page cache like the shop's pages.
export const dynamic = 'force-static';
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

const MAX_BYTES = 1024 * 1024;
/** What the document costs without any text: Next's head, scripts and the payload's frame (measured: ±20 bytes). */
const FRAME_BYTES = 5700;
const SENTENCE = 'The framework floor: static text with no client component. ';

/** The size asked for in `{bytes}.html`, or null. */
function floorBytes(file: string): number | null {
  const match = /^(\d{1,7})\.html$/.exec(file);
  if (!match) return null;
  const bytes = Number(match[1]);
  return bytes >= 1 && bytes <= MAX_BYTES ? bytes : null;
}

export default async function BenchFloorPage({ params }: { params: Promise<{ file: string }> }) {
  const bytes = floorBytes((await params).file);
  if (bytes === null) notFound();
  // The text is sent twice (in the HTML and in the RSC payload): half the room left goes to it.
  const length = Math.max(0, Math.floor((bytes - FRAME_BYTES) / 2));
  const text = SENTENCE.repeat(Math.ceil(length / SENTENCE.length)).slice(0, length);
  return (
    <main>
      <h1>Framework floor</h1>
      <p>{text}</p>
    </main>
  );
}
