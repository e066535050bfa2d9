// Any path no page claims is a 404 with the shop's own not-found page (SPEC.md §2 "any other path").
import { notFound } from 'next/navigation';

export default function UnknownPage() {
  notFound();
}
