// The zod-free shapes of lib/contracts/shape.ts: each is the reader of an untrusted value and the
// source of its type. What they accept and refuse is what the readers of the BFF's answers accept
// and refuse; unknown keys never reach a screen.
import { bool, extend, finite, list, mediaPath, mediaUrl, nullable, object, ok, oneOf, orNone, reader, refine, text, whole } from '@/lib/contracts/shape';

jest.mock('zod', () => {
  throw new Error('zod must stay out of the shapes the first load reads with');
});

describe('shape primitives', () => {
  it('whole: integers within the bounds', () => {
    const read = reader(whole(1, 5));
    expect([1, 5].map(read)).toEqual([1, 5]);
    expect([0, 6, 1.5, '2', NaN, null].map(read)).toEqual([null, null, null, null, null, null]);
    expect(reader(whole(-Infinity))(-150)).toBe(-150);
  });

  it('finite: numbers within the bounds, never NaN or Infinity', () => {
    const read = reader(finite(0, 5));
    expect([0, 4.5, 5].map(read)).toEqual([0, 4.5, 5]);
    expect([-0.1, 5.1, NaN, Infinity, '4'].map(read)).toEqual([null, null, null, null, null]);
  });

  it('text: length bounds and a pattern', () => {
    expect(reader(text(3))('abc')).toBe('abc');
    expect(reader(text(3))('abcd')).toBeNull();
    expect(reader(text(Infinity, 1))('')).toBeNull();
    expect(reader(text(Infinity, 0, /^[a-z-]+$/))('gift-cards')).toBe('gift-cards');
    expect(reader(text(Infinity, 0, /^[a-z-]+$/))('Gift')).toBeNull();
    expect(reader(text())(5)).toBeNull();
  });

  it('bool and oneOf', () => {
    expect(reader(bool)(false)).toBe(false);
    expect(reader(bool)('false')).toBeNull();
    expect(reader(oneOf(['en', 'ru']))('ru')).toBe('ru');
    expect(reader(oneOf(['en', 'ru']))('de')).toBeNull();
  });

  it('nullable takes null but not absence; orNone reads both as null', () => {
    expect(reader(object({ a: nullable(whole()) }))({ a: null })).toEqual({ a: null });
    expect(reader(object({ a: nullable(whole()) }))({})).toBeNull();
    expect(reader(object({ a: orNone(whole()) }))({})).toEqual({ a: null });
    expect(reader(object({ a: orNone(whole()) }))({ a: 'x' })).toBeNull();
  });

  it('refine keeps only the values that pass its test', () => {
    const even = reader(refine(whole(), (value) => value % 2 === 0));
    expect(even(4)).toBe(4);
    expect(even(3)).toBeNull();
  });

  it('list: every entry or none, and at most max entries', () => {
    expect(reader(list(whole(), 2))([1, 2])).toEqual([1, 2]);
    expect(reader(list(whole(), 2))([1, 2, 3])).toBeNull();
    expect(reader(list(whole()))([1, 'x'])).toBeNull();
    expect(reader(list(whole()))({ 0: 1 })).toBeNull();
  });

  it('object: drops unknown keys, refuses a missing or malformed field and what is not an object', () => {
    const point = object({ x: whole(), y: whole() });
    expect(reader(point)({ x: 1, y: 2, token: 'secret' })).toEqual({ x: 1, y: 2 });
    expect(reader(point)({ x: 1 })).toBeNull();
    expect(reader(point)([1, 2])).toBeNull();
    expect(reader(point)(null)).toBeNull();
    expect(reader(extend(point, { z: whole() }))({ x: 1, y: 2, z: 3 })).toEqual({ x: 1, y: 2, z: 3 });
    expect(reader(extend(point, { y: text() }))({ x: 1, y: 'two' })).toEqual({ x: 1, y: 'two' });
  });

  it('ok: the answer of a call that only says it was done', () => {
    expect(reader(ok)({ ok: true, extra: 1 })).toEqual({ ok: true });
    expect(reader(ok)({ ok: 'true' })).toBeNull();
  });

  it('media rules: a contract path (/… or http(s)), and a card image (a local path, not //host, or http(s))', () => {
    expect(['/covers/1.svg', '//cdn.example/a.png', 'https://cdn.example/a.png'].map(reader(mediaPath))).toEqual(['/covers/1.svg', '//cdn.example/a.png', 'https://cdn.example/a.png']);
    expect(['', 'javascript:alert(1)', 'data:image/png;base64,AA', 'covers/1.svg', `/${'a'.repeat(2048)}`].map(reader(mediaPath))).toEqual([null, null, null, null, null]);
    expect(['/media/a.png', 'http://cdn.example/a.png'].map(reader(mediaUrl))).toEqual(['/media/a.png', 'http://cdn.example/a.png']);
    expect(['//evil.example/a.png', 'javascript:alert(1)'].map(reader(mediaUrl))).toEqual([null, null]);
  });
});
