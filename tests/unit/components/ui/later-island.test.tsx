// An island hydrated later (components/ui/later-island.tsx), from server HTML as a page gets it: the
// HTML stays while the code waits for idle or the first interaction, a press made before the island
// is hydrated is held and given to the same element once it is, and nothing reaches the element
// twice.
import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { laterIsland, resetLaterIslands } from '@/components/ui/later-island';

const pressed = jest.fn();

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button
      type="button"
      onClick={() => {
        pressed();
        setCount(count + 1);
      }}
    >
      {label} {count}
    </button>
  );
}

let resolveLoad: () => void = () => undefined;
const loads = jest.fn();
/** A new island each test: React.lazy keeps what it loaded once. */
let LaterCounter: ReturnType<typeof laterIsland<{ label: string }>>;

/** What the server sends for <LaterCounter label="Press" />: the box, the boundary's marks and the button. */
const SERVER_HTML = '<div class="later-island"><!--&--><button type="button">Press<!-- --> <!-- -->0</button><!--/&--></div>';

let container: HTMLDivElement;
let root: Root | null = null;
beforeEach(() => {
  resetLaterIslands();
  LaterCounter = laterIsland(
    () =>
      new Promise<typeof Counter>((resolve) => {
        loads();
        resolveLoad = () => resolve(Counter);
      }),
  );
  pressed.mockClear();
  loads.mockClear();
  window.requestIdleCallback = undefined as unknown as typeof window.requestIdleCallback;
  container = document.createElement('div');
  container.innerHTML = SERVER_HTML;
  document.body.appendChild(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

it('keeps the server HTML until the code arrives, then hydrates it in place and gives it the press made before', async () => {
  jest.useFakeTimers();
  const button = container.querySelector('button')!;
  await act(async () => {
    root = hydrateRoot(container, <LaterCounter label="Press" />);
  });
  // Nothing asked yet: the page is not idle and nobody interacted.
  expect(loads).not.toHaveBeenCalled();
  expect(container.querySelector('button')).toBe(button);

  // A press: its pointerdown starts the load, its click is held.
  await act(async () => {
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.click();
  });
  expect(loads).toHaveBeenCalledTimes(1);
  expect(pressed).not.toHaveBeenCalled();
  expect(button).toHaveTextContent('Press 0');

  await act(async () => resolveLoad());
  await act(async () => undefined);
  // The same element, hydrated, has had the press once.
  expect(container.querySelector('button')).toBe(button);
  expect(pressed).toHaveBeenCalledTimes(1);
  expect(button).toHaveTextContent('Press 1');

  // From now on presses are the island's own.
  await act(async () => button.click());
  expect(pressed).toHaveBeenCalledTimes(2);
  expect(button).toHaveTextContent('Press 2');
  jest.useRealTimers();
});

it('loads on its own once the browser is idle, without any press', async () => {
  jest.useFakeTimers();
  await act(async () => {
    root = hydrateRoot(container, <LaterCounter label="Press" />);
  });
  expect(loads).not.toHaveBeenCalled();
  await act(async () => {
    jest.runOnlyPendingTimers();
  });
  expect(loads).toHaveBeenCalledTimes(1);
  await act(async () => resolveLoad());
  await act(async () => container.querySelector('button')!.click());
  expect(pressed).toHaveBeenCalledTimes(1);
  jest.useRealTimers();
});

const chosen = jest.fn();
function Sort() {
  const [value, setValue] = useState('popular');
  return (
    <select
      aria-label="Sort"
      value={value}
      onChange={(event) => {
        chosen(event.target.value);
        setValue(event.target.value);
      }}
    >
      <option value="popular">Popular</option>
      <option value="cheap">Cheapest</option>
    </select>
  );
}

it('gives a select the choice made before it was hydrated', async () => {
  jest.useFakeTimers();
  chosen.mockClear();
  let resolveSort: () => void = () => undefined;
  const LaterSort = laterIsland(() => new Promise<typeof Sort>((resolve) => (resolveSort = () => resolve(Sort))));
  container.innerHTML =
    '<div class="later-island"><!--&--><select aria-label="Sort"><option value="popular" selected="">Popular</option><option value="cheap">Cheapest</option></select><!--/&--></div>';
  await act(async () => {
    root = hydrateRoot(container, <LaterSort />);
  });
  const select = container.querySelector('select')!;
  await act(async () => {
    select.dispatchEvent(new Event('focusin', { bubbles: true }));
    select.value = 'cheap';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  expect(chosen).not.toHaveBeenCalled();
  await act(async () => resolveSort());
  await act(async () => undefined);
  expect(chosen).toHaveBeenCalledTimes(1);
  expect(chosen).toHaveBeenCalledWith('cheap');
  expect(container.querySelector('select')).toBe(select);
  expect(select.value).toBe('cheap');
  jest.useRealTimers();
});

const added = jest.fn();
function Quantity() {
  const [text, setText] = useState('1');
  return (
    <>
      <input aria-label="Quantity" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={() => added(text)}>
        Add
      </button>
    </>
  );
}

it('keeps what was typed into a field before it was hydrated, in the island’s state too', async () => {
  jest.useFakeTimers();
  added.mockClear();
  let resolveQuantity: () => void = () => undefined;
  const LaterQuantity = laterIsland(() => new Promise<typeof Quantity>((resolve) => (resolveQuantity = () => resolve(Quantity))));
  container.innerHTML = '<div class="later-island"><!--&--><input aria-label="Quantity" value="1"/><button type="button">Add</button><!--/&--></div>';
  await act(async () => {
    root = hydrateRoot(container, <LaterQuantity />);
  });
  const input = container.querySelector('input')!;
  const button = container.querySelector('button')!;
  await act(async () => {
    input.dispatchEvent(new Event('focusin', { bubbles: true }));
    input.value = '5';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    button.click();
  });
  expect(added).not.toHaveBeenCalled();
  await act(async () => resolveQuantity());
  await act(async () => undefined);
  // The click comes a task after the text, once the island's state holds it.
  await act(async () => {
    jest.runOnlyPendingTimers();
  });
  expect(container.querySelector('input')).toBe(input);
  expect(input.value).toBe('5');
  expect(added).toHaveBeenCalledTimes(1);
  expect(added).toHaveBeenCalledWith('5');
  jest.useRealTimers();
});

/** A quantity brought back to 1–9 when the shopper leaves the field. */
function Clamped() {
  const [text, setText] = useState('1');
  return <input aria-label="Quantity" value={text} onChange={(event) => setText(event.target.value)} onBlur={() => setText(String(Math.min(9, Number(text))))} />;
}

it('gives the leaving of a field too, after what was typed in it', async () => {
  jest.useFakeTimers();
  let resolveClamped: () => void = () => undefined;
  const LaterClamped = laterIsland(() => new Promise<typeof Clamped>((resolve) => (resolveClamped = () => resolve(Clamped))));
  container.innerHTML = '<div class="later-island"><!--&--><input aria-label="Quantity" value="1"/><!--/&--></div>';
  await act(async () => {
    root = hydrateRoot(container, <LaterClamped />);
  });
  const input = container.querySelector('input')!;
  await act(async () => {
    input.dispatchEvent(new Event('focusin', { bubbles: true }));
    input.value = '999';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
  await act(async () => resolveClamped());
  await act(async () => undefined);
  await act(async () => {
    jest.runOnlyPendingTimers();
  });
  expect(container.querySelector('input')).toBe(input);
  expect(input.value).toBe('9');
  jest.useRealTimers();
});

it('renders in the browser alone (a client-side navigation) once its code is there', async () => {
  container.innerHTML = '';
  await act(async () => {
    root = createRoot(container);
    root.render(<LaterCounter label="Fresh" />);
  });
  // Shown nothing meanwhile, not an error; the code is asked for once the browser is idle.
  expect(container.querySelector('button')).toBeNull();
  await waitFor(() => expect(loads).toHaveBeenCalledTimes(1));
  await act(async () => resolveLoad());
  await waitFor(() => expect(container.querySelector('button')).toHaveTextContent('Fresh 0'));
});
