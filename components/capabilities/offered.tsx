'use client';
// What the provider offers beyond its specified calls (lib/provider/capabilities.ts), as the page was
// rendered with it: the layout reads it on the server and hands it down, so a cached page is the
// same for every visitor and a control for something the provider lacks is never in it.
import { createContext, useContext, type ReactNode } from 'react';
import { ALL_CAPABILITIES, type Capabilities, type Capability } from '@/lib/types/capabilities';

const Offered = createContext<Capabilities>(ALL_CAPABILITIES);

export function CapabilitiesProvider({ capabilities, children }: { capabilities: Capabilities; children: ReactNode }) {
  return <Offered.Provider value={capabilities}>{children}</Offered.Provider>;
}

/** Whether the provider offers `capability` (every one, outside a provider: tests and isolated islands). */
export function useOffers(capability: Capability): boolean {
  return useContext(Offered)[capability];
}

/** Its children only where the provider offers `capability`. */
export function IfOffered({ capability, children }: { capability: Capability; children: ReactNode }) {
  return useOffers(capability) ? children : null;
}
