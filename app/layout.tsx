// The root layout only passes through: app/[locale]/layout.tsx renders the document, so <html lang>
// always matches the page's language.
import type { ReactNode } from 'react';

export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
