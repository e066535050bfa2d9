/**
 * @jest-environment jsdom
 */
// Presses made before React hydrated the page (lib/browser/held-presses.mjs), run as the inline
// script the page carries: held on elements React has not hydrated (no handler would see them),
// given again once each is, in order, and nothing held once the page is hydrated. "Hydrated" is
// React's own mark on an element, set here by hand.
import { SETTLE_MS, heldPressesScript } from '@/lib/browser/held-presses.mjs';

const hydrate = (...elements: Element[]) => {
  for (const element of elements) Object.assign(element, { '__reactProps$test': {} });
};

/** Runs the page's inline holder. */
function startHolding() {
  new Function(heldPressesScript())();
}

/** Every event of `types` that reaches `element` past the holder (as React's own listeners would). */
function seen(element: EventTarget, ...types: string[]) {
  const events: Event[] = [];
  for (const type of types) element.addEventListener(type, (event) => events.push(event));
  return events;
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '';
  startHolding();
});

afterEach(() => {
  // The page is hydrated: the holder lets go (at the next event) and the next test starts afresh.
  hydrate(document.body);
  document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
  for (const key of Object.keys(document.body)) delete (document.body as unknown as Record<string, unknown>)[key];
});

describe('the press holder', () => {
  it('holds a press on a button React has not hydrated and gives it again, once, when it is', () => {
    document.body.innerHTML = '<main><button type="button"><svg><path d="M0 0"/></svg>Add</button></main>';
    const button = document.querySelector('button')!;
    const clicks = seen(button, 'click');
    document.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(clicks).toHaveLength(0);

    jest.advanceTimersByTime(500);
    expect(clicks).toHaveLength(0);
    hydrate(button, document.querySelector('svg')!, document.querySelector('path')!);
    jest.advanceTimersByTime(100);
    expect(clicks).toHaveLength(1);
    jest.advanceTimersByTime(5000);
    expect(clicks).toHaveLength(1);
  });

  it('keeps a held press from its default: a checkbox is ticked once, when it is given again', () => {
    document.body.innerHTML = '<label><input type="checkbox" name="holiday"> Holiday</label>';
    const box = document.querySelector('input')!;
    const changes = seen(box, 'change');
    box.click();
    expect(box.checked).toBe(false);
    hydrate(box);
    jest.advanceTimersByTime(100);
    expect(box.checked).toBe(true);
    expect(changes).toHaveLength(1);
  });

  it('leaves alone a link, a field the click only focuses, a <summary> and an element already hydrated', () => {
    document.body.innerHTML =
      '<a href="#basket"><span>Basket</span></a><input type="text"><select><option>a</option></select>' +
      '<details><summary>Question</summary>Answer</details><button type="button">Hydrated</button>';
    const targets = ['span', 'input', 'select', 'summary', 'button'].map((selector) => document.querySelector(selector)!);
    hydrate(document.querySelector('button')!);
    const clicks = seen(document, 'click');
    for (const target of targets) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(clicks.map((event) => (event.target as Element).tagName)).toEqual(['SPAN', 'INPUT', 'SELECT', 'SUMMARY', 'BUTTON']);
    expect(clicks.every((event) => !event.defaultPrevented)).toBe(true);
  });

  it("gives a select's choice again even when hydration put back the server's option", () => {
    document.body.innerHTML = '<select><option value="popular">Popular</option><option value="price-asc">Cheapest</option></select>';
    const select = document.querySelector('select')!;
    const changes = seen(select, 'change');
    select.value = 'price-asc';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(changes).toHaveLength(0);
    select.value = 'popular';
    hydrate(select);
    jest.advanceTimersByTime(100);
    expect(select.value).toBe('price-asc');
    expect(changes.map((event) => (event.target as HTMLSelectElement).value)).toEqual(['price-asc']);
  });

  it('gives text typed in a field once, as it stands, through the setter React watches', () => {
    document.body.innerHTML = '<input type="search">';
    const field = document.querySelector('input')!;
    const inputs = seen(field, 'input');
    for (const text of ['s', 'st', 'ste']) {
      field.value = text;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    expect(inputs).toHaveLength(0);
    // React tracks a field's value through a setter on the element itself; it must see the change.
    const known: string[] = [];
    const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    Object.defineProperty(field, 'value', {
      configurable: true,
      get: () => native.get!.call(field),
      set: (value: string) => {
        known.push(value);
        native.set!.call(field, value);
      },
    });
    hydrate(field);
    jest.advanceTimersByTime(100);
    expect(inputs).toHaveLength(1);
    expect(field.value).toBe('ste');
    expect(known).toEqual(['']);
  });

  it('gives the leaving of a field after the text typed in it, unless the shopper is back in the field', () => {
    document.body.innerHTML = '<input type="number" value="1"><input type="text" id="back">';
    const [quantity, back] = [...document.querySelectorAll('input')] as [HTMLInputElement, HTMLInputElement];
    const order: string[] = [];
    for (const type of ['input', 'focusout']) quantity.addEventListener(type, () => order.push(type));
    const left = seen(back, 'focusout');
    quantity.value = '999';
    quantity.dispatchEvent(new Event('input', { bubbles: true }));
    quantity.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    back.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(order).toEqual([]);
    back.focus();
    hydrate(quantity, back);
    jest.advanceTimersByTime(100);
    expect(order).toEqual(['input', 'focusout']);
    expect(left).toHaveLength(0);
  });

  it('holds a form sent before hydration (nothing typed goes into a URL) and sends it through its handler once hydrated', () => {
    document.body.innerHTML = '<form><input name="q" value="steam"></form>';
    const form = document.querySelector('form')!;
    const submits = seen(form, 'submit');
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    expect(submits).toHaveLength(0);
    form.addEventListener('submit', (event) => event.preventDefault());
    hydrate(form);
    jest.advanceTimersByTime(100);
    expect(submits).toHaveLength(1);
  });

  it('gives presses in the order they were made, each once its element is hydrated', () => {
    document.body.innerHTML = '<button type="button" id="first">1</button><button type="button" id="second">2</button>';
    const [first, second] = [...document.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
    const order: string[] = [];
    for (const button of [first, second]) button.addEventListener('click', () => order.push(button.id));
    first.click();
    second.click();
    hydrate(second);
    jest.advanceTimersByTime(500);
    expect(order).toEqual([]);
    hydrate(first);
    jest.advanceTimersByTime(100);
    expect(order).toEqual(['first', 'second']);
  });

  it('holds nothing once the page is hydrated, and drops a press on an element no longer in the page', () => {
    document.body.innerHTML = '<button type="button" id="gone">x</button><button type="button" id="late">y</button>';
    const [gone, late] = [...document.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
    const clicks = seen(document, 'click');
    gone.click();
    gone.remove();
    hydrate(document.body);
    late.click();
    expect(clicks.map((event) => (event.target as Element).id)).toEqual(['late']);
    jest.advanceTimersByTime(SETTLE_MS + 1000);
    expect(clicks).toHaveLength(1);
  });

  it('gives a click on an element React never hydrates once the page has been hydrated a while; a form is then not sent natively', () => {
    document.body.innerHTML = '<div role="button" id="plain">x</div><form id="never"></form>';
    const plain = document.getElementById('plain')!;
    const form = document.getElementById('never') as HTMLFormElement;
    const clicks = seen(plain, 'click');
    const submits = seen(form, 'submit');
    plain.click();
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    jest.advanceTimersByTime(5000);
    expect(clicks).toHaveLength(0);
    hydrate(document.body);
    jest.advanceTimersByTime(SETTLE_MS / 2);
    expect(clicks).toHaveLength(0);
    jest.advanceTimersByTime(SETTLE_MS);
    expect(clicks).toHaveLength(1);
    expect(submits).toHaveLength(0);
  });

  it('is a script that cannot end its inline element early', () => {
    expect(heldPressesScript()).not.toMatch(/<\/|<!--/);
    expect(heldPressesScript()).not.toMatch(/(^|\s)\/\/ /m);
  });
});
