// 404 for paths outside the locale routing (a file-like path the proxy does not handle).
// Rendered without the locale layout, so it carries its own document in the default language.
import type { Metadata } from 'next';
import ptBR from '@/messages/pt-BR.json';
import Link from 'next/link';
import { shopBrand } from '@/lib/brand/identity';
import { notFoundMetadata } from '@/lib/seo/not-found';
import '@/app/globals.css';
import { StatusMessage } from '@/components/layout/status-message';

export function generateMetadata(): Metadata {
  return notFoundMetadata({ title: ptBR.NotFound.title, text: ptBR.NotFound.text, shop: shopBrand().name });
}

export default function RootNotFound() {
  return (
    <html lang="pt-BR">
      <body>
        <StatusMessage code="404" title={ptBR.NotFound.title} text={ptBR.NotFound.text}>
          <Link href="/" className="button">
            {ptBR.NotFound.back}
          </Link>
        </StatusMessage>
      </body>
    </html>
  );
}
