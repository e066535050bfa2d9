// The metadata of the "page not found" pages (app/[locale]/not-found.tsx, app/not-found.tsx): their
// own title in the page's language and the shop's name, the page's text as description, and kept
// out of search indexes. Without it a 404 showed the home page's title and description.
import type { Metadata } from 'next';

export function notFoundMetadata(input: { title: string; text: string; shop: string }): Metadata {
  return {
    title: { absolute: `${input.title} | ${input.shop}` },
    description: input.text,
    robots: { index: false, follow: true },
  };
}
