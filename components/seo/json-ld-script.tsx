// An inline JSON-LD script, serialized safely (lib/seo/json-ld-text.ts); server and client components alike.
import { serializeJsonLd } from '@/lib/seo/json-ld-text';

export function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
