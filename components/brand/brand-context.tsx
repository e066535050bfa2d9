'use client';
// The brand's public values for client components (the support address in the payment modals and
// the product info modal): the layout reads them on the server at run time (lib/brand/identity.ts) and hands
// them down, so a rebrand needs a restart, never a rebuild.
import { createContext, useContext, type ReactNode } from 'react';
import { DEMO_BRAND, publicBrand, type PublicBrand } from '@/lib/brand/identity';

const BrandContext = createContext<PublicBrand>(publicBrand(DEMO_BRAND));

export function BrandProvider({ brand, children }: { brand: PublicBrand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): PublicBrand {
  return useContext(BrandContext);
}
