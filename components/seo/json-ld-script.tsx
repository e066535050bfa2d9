// An inline JSON-LD script, serialized safely (lib/seo/json-ld.ts).
import { serializeJsonLd } from '@/lib/seo/json-ld';

export function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
