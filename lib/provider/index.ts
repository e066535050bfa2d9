// The typed provider client. Pages and route handlers import from here; components never do.
export * from './catalogue';
export { ProviderError, type ProviderResult, type ProviderErrorKind } from './errors';
export type { ProviderCall } from './fetcher';
