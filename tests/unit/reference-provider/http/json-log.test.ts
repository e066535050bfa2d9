// The provider's log lines are JSON with a time, and a request's line carries the storefront's
// request id and the trace it continues (W3C traceparent), malformed values left out.
import { jsonLogger, requestIds, traceContext } from '../../../../reference-provider/src/http/log';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT = '00f067aa0ba902b7';

it('writes one JSON line per message with level, time, service and fields', () => {
  const lines: string[] = [];
  const log = jsonLogger((line) => void lines.push(line), () => new Date('2026-01-01T00:00:00Z'));
  log.info('request', { method: 'GET', path: '/api/health', status: 200, reqId: 'abc-12345678' });
  log.error('GET /api/x failed', new Error('boom'));
  expect(lines.every((line) => line.endsWith('\n'))).toBe(true);
  const [first, second] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(first).toEqual({ level: 'info', time: '2026-01-01T00:00:00.000Z', service: 'reference-provider', msg: 'request', method: 'GET', path: '/api/health', status: 200, reqId: 'abc-12345678' });
  expect(second).toMatchObject({ level: 'error', msg: 'GET /api/x failed', err: { name: 'Error', message: 'boom' } });
});

it('reads the request id and the trace context of a request', () => {
  expect(requestIds({ headers: { 'x-request-id': 'storefront-req-0001', traceparent: `00-${TRACE_ID}-${PARENT}-01` } })).toEqual({
    reqId: 'storefront-req-0001',
    trace_id: TRACE_ID,
    parent_span_id: PARENT,
  });
  expect(requestIds({ headers: { 'x-request-id': 'bad id\n{"forged":1}', traceparent: 'nonsense' } })).toEqual({});
});

it.each([
  [`00-${'0'.repeat(32)}-${PARENT}-01`],
  [`00-${TRACE_ID}-${'0'.repeat(16)}-01`],
  [`ff-${TRACE_ID}-${PARENT}-01`],
  [`00-${TRACE_ID.toUpperCase()}-${PARENT}-01`],
  [`00-${TRACE_ID}-${PARENT}-01-extra`],
])('refuses the malformed traceparent %s', (header) => {
  expect(traceContext(header)).toBeNull();
});
