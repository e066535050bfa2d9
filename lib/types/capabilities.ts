// The names of what a provider may offer beyond its specified calls, and the operator's setting of
// them (PROVIDER_CAPABILITIES), apart from the probe so the start-up check (lib/server/env.ts) and the
// browser's code can read them without the server's modules (lib/provider/capabilities.ts does the probing).
export const CAPABILITIES = [
  'wishlist',
  'stock-alerts',
  'order-history',
  'exchange-rates',
  'payment-quotes',
  'own-review',
  'three-ds-completion',
  'verification-resend',
  'reset-link-check',
  'promo-removal',
  'health',
] as const;

export type Capability = (typeof CAPABILITIES)[number];

/** Which capabilities the provider offers, by name. */
export type Capabilities = Readonly<Record<Capability, boolean>>;

/** Every capability offered: what a shop assumes of a provider it has not seen yet. */
export const ALL_CAPABILITIES: Capabilities = Object.fromEntries(CAPABILITIES.map((name) => [name, true])) as Record<Capability, boolean>;

/** How long a probe's answer serves every instance before the next probe. */
export const CAPABILITY_PROBE_MINUTES = 5;

export type CapabilitySetting = { mode: 'auto' } | { mode: 'declared'; offered: ReadonlySet<Capability> };

/** PROVIDER_CAPABILITIES: unset or `auto` (probe), `all`, `none`, or a comma-separated list of capability names. */
export function parseCapabilitySetting(raw: string | undefined): { ok: true; setting: CapabilitySetting } | { ok: false; error: string } {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'auto') return { ok: true, setting: { mode: 'auto' } };
  if (value === 'all') return { ok: true, setting: { mode: 'declared', offered: new Set(CAPABILITIES) } };
  if (value === 'none') return { ok: true, setting: { mode: 'declared', offered: new Set() } };
  const names = value.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !(CAPABILITIES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    return { ok: false, error: `unknown capabilit${unknown.length > 1 ? 'ies' : 'y'} ${unknown.join(', ')} (known: ${CAPABILITIES.join(', ')}; or auto, all, none)` };
  }
  return { ok: true, setting: { mode: 'declared', offered: new Set(names as Capability[]) } };
}

