// Invisible characters that change the direction text is shown in: the embeddings and overrides
// (U+202A–U+202E), the isolates (U+2066–U+2069) and the marks (U+200E, U+200F, U+061C). In a text
// that other shoppers read they can make it look like something else, and none of the API's
// languages needs them; free texts shown to others refuse them (the storefront's rule is the same).

export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** Whether `text` holds a bidirectional control character. */
export function hasBidiControl(text: string): boolean {
  return BIDI_CONTROLS.test(text);
}
