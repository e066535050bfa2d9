// Tracing is on only with an OTLP endpoint, named by the standard variables, and its spans carry no
// query string or one-time token.
import { redactSpan, tracesEndpoint } from '@/lib/observability/tracing';

it('is off without an endpoint', () => {
  expect(tracesEndpoint({})).toBeNull();
  expect(tracesEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' })).toBeNull();
});

it('posts to /v1/traces under OTEL_EXPORTER_OTLP_ENDPOINT, or to OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as it is', () => {
  expect(tracesEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toBe('http://collector:4318/v1/traces');
  expect(tracesEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/in' })).toBe('https://traces.example/in');
});

it('stays off with OTEL_SDK_DISABLED=true', () => {
  expect(tracesEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBeNull();
});

describe('spans leave without tokens or query strings', () => {
  it('redacts the URL attributes and the URLs in a span name', () => {
    const span = {
      name: 'fetch GET http://provider.test/api/password-reset/0123456789abcdef?email=a%40b.c',
      attributes: {
        'http.target': '/en/verify-email/secret-hash-token?next=1',
        'http.url': 'http://provider.test/api/categories?q=private',
        'url.query': 'emailToken=abc',
        'http.method': 'GET',
      } as Record<string, unknown>,
    };
    redactSpan(span);
    expect(span.name).toBe('fetch GET http://provider.test/api/password-reset/[token]');
    expect(span.attributes).toEqual({
      'http.target': '/en/verify-email/[token]',
      'http.url': 'http://provider.test/api/categories',
      'http.method': 'GET',
    });
  });

  it('leaves route patterns as they are', () => {
    const span = { name: 'GET /[locale]/product/[id]', attributes: { 'next.route': '/[locale]/product/[id]' } as Record<string, unknown> };
    redactSpan(span);
    expect(span).toEqual({ name: 'GET /[locale]/product/[id]', attributes: { 'next.route': '/[locale]/product/[id]' } });
  });
});
