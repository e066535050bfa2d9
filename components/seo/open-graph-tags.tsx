// Open Graph tags that Next's metadata cannot write (lib/seo/social.ts `productOpenGraphTags`: the
// "product" type and its price), as <meta property> elements; React places them in the document's
// head with the rest of the metadata.
import type { OpenGraphTag } from '@/lib/seo/social';

export function OpenGraphTags({ tags }: { tags: readonly OpenGraphTag[] }) {
  return (
    <>
      {tags.map((tag) => (
        <meta key={tag.property} property={tag.property} content={tag.content} />
      ))}
    </>
  );
}
