// The types of held-presses.mjs.
/** An event held before its element was hydrated, to be given again. */
export type HeldPress = { type: 'click' | 'submit' | 'change' | 'input' | 'focusout'; target: Element; value?: string };
/** How long after the page's <body> is hydrated an event whose element never is is given anyway. */
export const SETTLE_MS: number;
/** Gives `held` again to its element (a click, a submit, a select's choice, text typed in a field, leaving a field). */
export function giveAgain(held: HeldPress): void;
/** Holds presses on elements React has not hydrated until the page's <body> is, giving each again with `give`. */
export function holdPresses(give: (held: HeldPress) => void, settleMs: number): void;
/** The inline script that holds a page's early presses. */
export function heldPressesScript(): string;
