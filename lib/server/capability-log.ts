// The start's one line on what the provider offers beyond its specified calls
// (lib/provider/capabilities.ts): declared by PROVIDER_CAPABILITIES, or found by one probe.
import 'server-only';
import { capabilitiesAtStart } from '@/lib/provider/capabilities';
import { logger } from './log';

export async function logCapabilitiesAtStart(): Promise<void> {
  try {
    const { source, offered, absent, unknown } = await capabilitiesAtStart();
    const line = `provider capabilities (${source === 'declared' ? 'PROVIDER_CAPABILITIES' : 'probe'}): offered ${offered.join(', ') || 'none'}; absent ${absent.join(', ') || 'none'}`;
    if (unknown.length > 0) logger.warn({ offered, absent, unknown }, `${line}; not answered, taken as last known: ${unknown.join(', ')}`);
    else logger.info({ offered, absent }, line);
  } catch (error) {
    logger.warn({ error: error instanceof Error ? error.message : String(error) }, 'provider capabilities could not be read at start');
  }
}
