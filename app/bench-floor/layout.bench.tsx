// The document of the benchmark's floor page (page.tsx): the root layout only passes through, and
// this one adds nothing of the shop's (no fonts, styles, providers or client components).
import type { ReactNode } from 'react';

export default function BenchFloorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
