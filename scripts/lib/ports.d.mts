export type Ports = Record<string, number>;
export function e2ePorts(env?: Record<string, string | undefined>): {
  provider: number;
  storefront: number;
  storefrontWithoutProvider: number;
  storefrontHostedPayment: number;
  deadProvider: number;
};
export function scalePorts(env?: Record<string, string | undefined>): {
  redis: number;
  provider: number;
  storefrontA: number;
  storefrontB: number;
  nginx: number;
  nginxInstanceA: number;
  nginxInstanceB: number;
};
/** 300 + SCALE_PORT_OFFSET: the E2E_PORT_OFFSET of playwright.postgres.config.ts. */
export function postgresE2eOffset(env?: Record<string, string | undefined>): number;
export function postgresE2ePorts(env?: Record<string, string | undefined>): {
  provider: number;
  storefront: number;
  storefrontHostedPayment: number;
};
export function portInUse(port: number): Promise<boolean>;
export function busyPorts(ports: Ports): Promise<Array<{ name: string; port: number }>>;
export function busyPortsMessage(busy: Array<{ name: string; port: number }>, ports: Ports, variable: string): string | null;
export const FETCH_BLOCKED_PORTS: ReadonlySet<number>;
export function blockedPortsMessage(ports: Ports, variable: string): string | null;
export function checkPorts(ports: Ports, variable: string): Promise<string | null>;
/** A port nothing listens on now (the system picks it), for a server a script starts itself. */
export function freePort(): Promise<number>;
/** 200 + E2E_PORT_OFFSET: the E2E_PORT_OFFSET of playwright.spec-provider.config.ts. */
export function specProviderE2eOffset(env?: Record<string, string | undefined>): number;
export function specProviderE2ePorts(env?: Record<string, string | undefined>): { provider: number; storefront: number };
