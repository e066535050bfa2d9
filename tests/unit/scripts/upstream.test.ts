// What scripts/rolling-restart.mjs reads in nginx's configuration: the instances of the shipped
// deploy/nginx/storefront.conf and how long nginx keeps one out after failed attempts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nginxTimeMs, upstreamServers } from '../../../scripts/lib/upstream.mjs';

const SHIPPED = readFileSync(path.join(__dirname, '../../../deploy/nginx/storefront.conf'), 'utf8');

describe('upstreamServers', () => {
  it('finds the two instances of the shipped configuration, not its server blocks or commented lines', () => {
    expect(upstreamServers(SHIPPED)).toEqual([
      { host: '127.0.0.1', port: 3001, failTimeoutMs: 5000 },
      { host: '127.0.0.1', port: 3002, failTimeoutMs: 5000 },
    ]);
  });

  it("reads addresses with and without parameters, nginx's default fail_timeout when none is given", () => {
    const text = [
      'upstream shop {',
      '  server 10.0.0.5:3001;',
      '# server 10.0.0.6:3001;',
      '  server shop-a.internal:3002 max_fails=3 fail_timeout=1m;',
      '  server 10.0.0.7:3003 fail_timeout=500ms weight=2;',
      '}',
      'server { listen 80; server_name shop.example; }',
    ].join('\n');
    expect(upstreamServers(text)).toEqual([
      { host: '10.0.0.5', port: 3001, failTimeoutMs: 10_000 },
      { host: 'shop-a.internal', port: 3002, failTimeoutMs: 60_000 },
      { host: '10.0.0.7', port: 3003, failTimeoutMs: 500 },
    ]);
  });

  it('refuses a fail_timeout that is not an nginx time', () => {
    expect(() => upstreamServers('server 10.0.0.5:3001 fail_timeout=soon;')).toThrow('fail_timeout=soon is not an nginx time');
  });
});

describe('nginxTimeMs', () => {
  it.each([
    ['10', 10_000],
    ['10s', 10_000],
    ['250ms', 250],
    ['2m', 120_000],
    ['1h', 3_600_000],
  ])('%s is %d ms', (value, ms) => {
    expect(nginxTimeMs(value)).toBe(ms);
  });

  it.each(['', 's', '1.5s', '-1s', '10 s'])('"%s" is not one', (value) => {
    expect(nginxTimeMs(value)).toBeNull();
  });
});
