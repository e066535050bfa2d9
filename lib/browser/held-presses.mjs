// Presses made on a page before React has hydrated it, held and given again once it has.
//
// Until React hydrates an element it is the server's HTML alone: a button does nothing when pressed,
// a choice in a select or text typed in a field reaches no component's state, and a form sent goes
// natively to the page's own URL with what was typed in its query string. A cached page asks for its
// first-load scripts only once its first frame is painted (lib/server/scripts-after-first-paint.mjs),
// so that moment lasts their whole download; `holdPresses` runs before it, as an inline script at the
// top of the page's head, and from there sees every event first (a capture listener on the window).
//
// What it holds, on an element React has not hydrated yet: a click (kept from its default; not on a
// link, which the browser follows as it is, nor on a field the click only focuses, nor on a
// <summary>, which opens natively), a form's submit (kept from its default), a choice in a select
// and text typed in a field (their value noted), and leaving a field (a component may act on it:
// the quantity field brings a number past the limit back in range). React marks every element it
// hydrates with a `__reactProps$…` property (it finds an element's handlers through it): each held
// event is given again, in order and one task apart, once its element has that mark, or, for one
// React never hydrates, once the page's <body> has had it for SETTLE_MS (then a click is given with
// its default, a submit is dropped rather than sent natively). From the moment the <body> is
// hydrated nothing more is held: React has the page's events, and a later island
// (components/ui/later-island.tsx) holds those on its own content until it is hydrated.
//
// Both functions are written into the page as their source text (`heldPressesScript`), so each uses
// only its arguments and the browser's globals, and has no `//` comment inside its body.

/** How long after the page's <body> is hydrated an event whose element never is is given anyway. */
export const SETTLE_MS = 1000;

/**
 * Gives `held` again to its element: a click (the same click, bubbling from an icon inside a
 * button), a form's submit, leaving a field (unless the shopper is back in it), a select's choice
 * (set again, hydration may have put back the server's option, and its change fired), or text
 * typed in a field. For the text, hydration may have put
 * back what the server rendered or taken the typed text as the field's known value (then an input
 * event alone changes nothing): the value goes through React's own setter on the element (emptied),
 * then the element's native one (the text typed), and the input event reads as a change.
 *
 * @param {{ type: 'click' | 'submit' | 'change' | 'input' | 'focusout', target: Element, value?: string }} held
 */
export function giveAgain(held) {
  const target = held.target;
  if (!target.isConnected) return;
  if (held.type === 'click') {
    if (target instanceof HTMLElement) target.click();
    else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  } else if (held.type === 'submit') {
    if (typeof target.requestSubmit === 'function') target.requestSubmit();
    else target.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  } else if (held.type === 'focusout') {
    if (document.activeElement !== target) target.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  } else if (held.type === 'change') {
    target.value = held.value;
    target.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    const prototype = target instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    target.value = '';
    const setter = Object.getOwnPropertyDescriptor(prototype, 'value');
    if (setter && setter.set) setter.set.call(target, held.value);
    target.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Holds, from now until the page's <body> is hydrated, the presses made on elements React has not
 * hydrated yet, and gives each again with `give` (giveAgain) once its element is.
 *
 * @param {(held: { type: string, target: Element, value?: string }) => void} give
 * @param {number} settleMs
 */
export function holdPresses(give, settleMs) {
  const types = ['click', 'submit', 'change', 'input', 'focusout'];
  const held = [];
  let timer = 0;
  let bodySince = 0;
  let holding = true;
  function hydrated(element) {
    return !!element && Object.keys(element).some(function (key) {
      return key.indexOf('__reactProps$') === 0;
    });
  }
  function stop() {
    holding = false;
    types.forEach(function (type) {
      window.removeEventListener(type, hold, true);
    });
  }
  function next() {
    timer = 0;
    while (held.length > 0 && !held[0].target.isConnected) held.shift();
    const first = held[0];
    if (!first) return;
    if (!hydrated(first.target)) {
      if (!hydrated(document.body)) {
        timer = setTimeout(next, 50);
        return;
      }
      bodySince = bodySince || Date.now();
      if (Date.now() - bodySince < settleMs) {
        timer = setTimeout(next, 50);
        return;
      }
      if (first.type === 'submit') {
        held.shift();
        timer = setTimeout(next, 0);
        return;
      }
    }
    held.shift();
    give(first);
    if (held.length > 0) timer = setTimeout(next, 0);
  }
  function hold(event) {
    if (!holding) return;
    if (hydrated(document.body)) {
      stop();
      return;
    }
    const target = event.target instanceof Element ? event.target : null;
    if (!target || hydrated(target)) return;
    const type = event.type;
    const field = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
    const entry = { type: type, target: target };
    if (type === 'click') {
      if (target.closest('a[href], select, textarea, summary')) return;
      if (target instanceof HTMLInputElement && !/^(checkbox|radio|submit|button|image|reset)$/.test(target.type)) return;
      event.preventDefault();
    } else if (type === 'submit') {
      event.preventDefault();
    } else if (type === 'change' && target instanceof HTMLSelectElement) {
      entry.value = target.value;
    } else if (type === 'input' && field) {
      const last = held[held.length - 1];
      if (last && last.type === 'input' && last.target === target) {
        last.value = target.value;
        event.stopImmediatePropagation();
        return;
      }
      entry.value = target.value;
    } else if (type !== 'focusout' || !(field || target instanceof HTMLSelectElement)) {
      return;
    }
    event.stopImmediatePropagation();
    held.push(entry);
    if (!timer) timer = setTimeout(next, 50);
  }
  types.forEach(function (type) {
    window.addEventListener(type, hold, true);
  });
}

/** The inline script that holds a page's early presses: both functions' source, indentation and blank lines left out. */
export function heldPressesScript() {
  const compact = (source) => source.replace(/\n\s*/g, '\n');
  return `(${compact(String(holdPresses))})(${compact(String(giveAgain))},${SETTLE_MS})`;
}
