// Any path no page claims is a 404 with the shop's own not-found page,
// its metadata too (app/[locale]/not-found.tsx: the not-found title in the page's language, noindex).
import { notFound } from 'next/navigation';

export function generateMetadata(): never {
  notFound();
}

export default function UnknownPage() {
  notFound();
}
