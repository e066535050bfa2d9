// The provider's router (reference-provider/src/http/router.ts): literal segments and ":params", the
// first route added wins, 405 with Allow for a known path and another method, 404 otherwise.
import { Router, pathSegments } from '../../../../reference-provider/src/http/router';
import { HttpError } from '../../../../reference-provider/src/http/respond';

const router = new Router<string>()
  .add('GET', '/api/products/:id', 'product')
  .add('GET', '/api/products/feedbacks/:id', 'feedbacks')
  .add('GET', '/api/search/hints/:text', 'hints')
  .add('GET', '/api/search/products/:text/filter', 'search')
  .add('POST', '/api/basket', 'basket add')
  .add('DELETE', '/api/basket', 'basket clear')
  .add('GET', '/api/:list', 'list');

function failure(method: string, path: string): HttpError {
  try {
    router.match(method, pathSegments(path));
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error(`${method} ${path} matched`);
}

test('a path takes the handler and the params of the first route it fits', () => {
  expect(router.match('GET', pathSegments('/api/products/42'))).toEqual({ handler: 'product', params: { id: '42' } });
  expect(router.match('GET', pathSegments('/api/products/feedbacks/7'))).toEqual({ handler: 'feedbacks', params: { id: '7' } });
  expect(router.match('GET', pathSegments('/api/search/hints/PS4%2FPS5'))).toEqual({ handler: 'hints', params: { text: 'PS4/PS5' } });
  expect(router.match('GET', pathSegments('/api/search/products/steam/filter/'))).toEqual({ handler: 'search', params: { text: 'steam' } });
  expect(router.match('GET', pathSegments('/api/novelties'))).toEqual({ handler: 'list', params: { list: 'novelties' } });
  // /api/basket fits the literal route first: GET is not among its methods.
  expect(failure('GET', '/api/basket')).toMatchObject({ status: 405, headers: { Allow: 'POST, DELETE' } });
});

test('HEAD is answered like GET; another method is 405 with the allowed ones', () => {
  expect(router.match('HEAD', pathSegments('/api/products/42'))).toEqual({ handler: 'product', params: { id: '42' } });
  expect(failure('POST', '/api/products/42')).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } });
  expect(router.match('DELETE', pathSegments('/api/basket')).handler).toBe('basket clear');
});

test('a path no route fits is 404, whatever its number of segments', () => {
  expect(failure('GET', '/api/search/hints').status).toBe(404);
  expect(failure('GET', '/api/search/products/steam/other').status).toBe(404);
  expect(failure('GET', '/media/covers/en/1.svg/extra/more').status).toBe(404);
  expect(failure('GET', '/api//x').status).toBe(404);
});

test('pattern() names the route of a path whatever the method, or null', () => {
  expect(router.pattern(pathSegments('/api/search/hints/steam'))).toEqual(['api', 'search', 'hints', ':text']);
  expect(router.pattern(pathSegments('/api/basket'))).toEqual(['api', 'basket']);
  expect(router.pattern(pathSegments('/nothing/here/at/all'))).toBeNull();
});
