// The shared store of the modals, the toast and the basket panel (components/ui/create-store.ts):
// listeners hear of real changes only, and React reads the value (or a part of it) and follows it.
import { act, render, screen } from '@testing-library/react';
import { createStore, useStore, useStoreSelection } from '@/components/ui/create-store';

test('set tells every listener of a change, and nobody of the same value again', () => {
  const store = createStore<string | null>(null);
  const heard: (string | null)[] = [];
  const stop = store.subscribe(() => heard.push(store.get()));
  store.set('login');
  store.set('login');
  store.set(null);
  stop();
  store.set('register');
  expect(heard).toEqual(['login', null]);
  expect(store.get()).toBe('register');
  expect(store.initial).toBeNull();
});

function Shown({ store }: { store: ReturnType<typeof createStore<ReadonlyMap<string, string>>> }) {
  const whole = useStore(store);
  const one = useStoreSelection(store, (value) => value.get('a') ?? 'none');
  return (
    <p>
      {whole.size} {one}
    </p>
  );
}

test('a component shows the value and follows it', () => {
  const store = createStore<ReadonlyMap<string, string>>(new Map());
  render(<Shown store={store} />);
  expect(screen.getByText('0 none')).toBeInTheDocument();
  act(() => store.set(new Map([['a', 'paid']])));
  expect(screen.getByText('1 paid')).toBeInTheDocument();
});
