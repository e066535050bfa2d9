export function nginxTimeMs(value: string): number | null;
export function upstreamServers(text: string): Array<{ host: string; port: number; failTimeoutMs: number }>;
