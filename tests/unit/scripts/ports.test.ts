// The port check scripts/e2e.mjs and scripts/test-scale.mjs run before Playwright: a port another
// process holds is named, with the variable that moves the ports, instead of a run ending before
// any test.
import net, { type AddressInfo } from 'node:net';
import {
  blockedPortsMessage,
  busyPorts,
  busyPortsMessage,
  checkPorts,
  e2ePorts,
  portInUse,
  postgresE2ePorts,
  scalePorts,
  specProviderE2ePorts,
} from '../../../scripts/lib/ports.mjs';
import { E2E_PORTS } from '../../e2e/support/servers';
import { SCALE_PORTS } from '../../scale/servers';

async function hold(host: string): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('portInUse', () => {
  it.each(['127.0.0.1', '0.0.0.0'])('sees a port held on %s, and the same port free once let go', async (host) => {
    const held = await hold(host);
    expect(await portInUse(held.port)).toBe(true);
    await held.close();
    expect(await portInUse(held.port)).toBe(false);
  });
});

describe('checkPorts', () => {
  it('names the busy port and what it is for, and how to move the ports', async () => {
    const held = await hold('127.0.0.1');
    const free = await hold('127.0.0.1');
    await free.close();
    try {
      const ports = { storefront: free.port, storefrontHostedPayment: held.port };
      expect(await busyPorts(ports)).toEqual([{ name: 'storefrontHostedPayment', port: held.port }]);
      const message = await checkPorts(ports, 'E2E_PORT_OFFSET');
      expect(message).toContain(`Port ${held.port} (storefrontHostedPayment) is already in use`);
      expect(message).not.toContain(`${free.port} (`);
      expect(message).toContain('E2E_PORT_OFFSET=');
    } finally {
      await held.close();
    }
  });

  it('refuses an offset that puts a server on a port fetch() will not reach, before looking for busy ones', async () => {
    // E2E_PORT_OFFSET=90 puts the provider on 4190, one of the Fetch standard's bad ports.
    const ports = e2ePorts({ E2E_PORT_OFFSET: '90' });
    const message = await checkPorts(ports, 'E2E_PORT_OFFSET');
    expect(message).toContain('4190 (provider)');
    expect(message).toContain('choose another E2E_PORT_OFFSET');
    await expect(fetch('http://127.0.0.1:4190/')).rejects.toThrow();
    expect(blockedPortsMessage(e2ePorts({ E2E_PORT_OFFSET: '20' }), 'E2E_PORT_OFFSET')).toBeNull();
    expect(blockedPortsMessage(scalePorts({}), 'SCALE_PORT_OFFSET')).toBeNull();
  });

  it('says nothing when every port is free', async () => {
    const free = await hold('127.0.0.1');
    await free.close();
    expect(await checkPorts({ provider: free.port }, 'SCALE_PORT_OFFSET')).toBeNull();
    expect(busyPortsMessage([], { provider: free.port }, 'SCALE_PORT_OFFSET')).toBeNull();
  });
});

describe('the ports checked', () => {
  it('are the ones the Playwright configurations start servers on, offset included', () => {
    expect(e2ePorts(process.env)).toEqual(E2E_PORTS);
    expect(scalePorts(process.env)).toEqual(SCALE_PORTS);
    expect(e2ePorts({ E2E_PORT_OFFSET: '20' })).toEqual({
      provider: 4120,
      storefront: 3120,
      storefrontWithoutProvider: 3121,
      storefrontHostedPayment: 3122,
      deadProvider: 4219,
    });
    expect(scalePorts({ SCALE_PORT_OFFSET: '7' })).toEqual({
      redis: 6507,
      provider: 4507,
      storefrontA: 3507,
      storefrontB: 3508,
      nginx: 3509,
      nginxInstanceA: 3510,
      nginxInstanceB: 3511,
    });
  });

  it('of the purchase journeys on PostgreSQL are those its configuration computes, apart from both others', async () => {
    // playwright.postgres.config.ts imports postgres-offset.ts first, then servers.ts: the same here,
    // in modules of their own, the process's E2E_PORT_OFFSET put back afterwards.
    const before = process.env.E2E_PORT_OFFSET;
    let moved: typeof E2E_PORTS | undefined;
    try {
      await jest.isolateModulesAsync(async () => {
        await import('../../e2e/support/postgres-offset');
        moved = (await import('../../e2e/support/servers')).E2E_PORTS;
      });
    } finally {
      if (before === undefined) delete process.env.E2E_PORT_OFFSET;
      else process.env.E2E_PORT_OFFSET = before;
    }
    const { provider, storefront, storefrontHostedPayment } = moved!;
    expect({ provider, storefront, storefrontHostedPayment }).toEqual(postgresE2ePorts(process.env));
    expect(postgresE2ePorts({})).toEqual({ provider: 4400, storefront: 3400, storefrontHostedPayment: 3402 });
    expect(postgresE2ePorts({ SCALE_PORT_OFFSET: '7', E2E_PORT_OFFSET: '20' })).toEqual({ provider: 4407, storefront: 3407, storefrontHostedPayment: 3409 });
    // Run beside npm test's end-to-end tests and within the scale tests, whatever offset those take.
    for (const offset of ['0', '7', '20', '99']) {
      const env = { E2E_PORT_OFFSET: '0', SCALE_PORT_OFFSET: offset };
      const others = new Set([...Object.values(e2ePorts(env)), ...Object.values(scalePorts(env))]);
      expect(Object.values(postgresE2ePorts(env)).filter((port) => others.has(port))).toEqual([]);
      expect(blockedPortsMessage(postgresE2ePorts(env), 'SCALE_PORT_OFFSET')).toBeNull();
    }
  });

  it('of the journeys against the specified calls are those its configuration computes, apart from the end-to-end tests\'', async () => {
    // playwright.spec-provider.config.ts imports spec-provider-offset.ts first, then servers.ts.
    const saved = { offset: process.env.E2E_PORT_OFFSET, base: process.env.E2E_PORT_OFFSET_BASE, api: process.env.E2E_PROVIDER_API };
    let moved: typeof E2E_PORTS | undefined;
    let again: typeof E2E_PORTS | undefined;
    try {
      process.env.E2E_PORT_OFFSET = '20';
      delete process.env.E2E_PORT_OFFSET_BASE;
      await jest.isolateModulesAsync(async () => {
        await import('../../e2e/support/spec-provider-offset');
        moved = (await import('../../e2e/support/servers')).E2E_PORTS;
      });
      // A worker loads the configuration again with the moved offset in its environment: nothing moves twice.
      await jest.isolateModulesAsync(async () => {
        await import('../../e2e/support/spec-provider-offset');
        again = (await import('../../e2e/support/servers')).E2E_PORTS;
      });
    } finally {
      for (const [name, value] of [['E2E_PORT_OFFSET', saved.offset], ['E2E_PORT_OFFSET_BASE', saved.base], ['E2E_PROVIDER_API', saved.api]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    expect({ provider: moved!.provider, storefront: moved!.storefront }).toEqual(specProviderE2ePorts({ E2E_PORT_OFFSET: '20' }));
    expect(again).toEqual(moved);
    expect(specProviderE2ePorts({})).toEqual({ provider: 4300, storefront: 3300 });
    for (const offset of ['0', '7', '20', '99']) {
      const env = { E2E_PORT_OFFSET: offset };
      const others = new Set(Object.values(e2ePorts(env)));
      expect(Object.values(specProviderE2ePorts(env)).filter((port) => others.has(port))).toEqual([]);
    }
  });
});
