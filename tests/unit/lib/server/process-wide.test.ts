// lib/server/process-wide.ts: one value per process, even across separately loaded copies of the module
// (as Next loads one per route bundle).
import { processWide } from '@/lib/server/process-wide';

it('makes the value once and gives the same one to every copy of the module', () => {
  const create = jest.fn(() => new Map<string, number>());
  const first = processWide('test-process-wide', create);
  first.set('seen', 1);
  let other: typeof processWide | undefined;
  jest.isolateModules(() => {
    other = (jest.requireActual('@/lib/server/process-wide') as { processWide: typeof processWide }).processWide;
  });
  expect(other).not.toBe(processWide);
  expect(other!('test-process-wide', create)).toBe(first);
  expect(processWide('test-process-wide', create).get('seen')).toBe(1);
  expect(create).toHaveBeenCalledTimes(1);
});

it('keeps values of different names apart', () => {
  expect(processWide('test-a', () => ({ name: 'a' }))).not.toBe(processWide('test-b', () => ({ name: 'a' })));
});
