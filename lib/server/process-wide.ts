// One value per process. Next bundles each route, the proxy and instrumentation.ts apart, so a
// module-level variable exists once per bundle; state that every bundle of a process must share
// (provider health, rate-limit counters, nonce stores, the shutdown flag) lives on globalThis
// under a registered symbol instead.

/** The value kept under `storefront.{name}`, made by `create` on first use. */
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for(`storefront.${name}`);
  const holder = globalThis as unknown as Record<symbol, T | undefined>;
  let value = holder[key];
  if (value === undefined) {
    value = create();
    holder[key] = value;
  }
  return value;
}
