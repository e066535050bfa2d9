// Invisible characters that change the direction text is shown in: the embeddings and overrides
// (U+202A–U+202E), the isolates (U+2066–U+2069) and the marks (U+200E, U+200F, U+061C). In a text
// that others read they can make it look like something else ("gnp.exe" shown as "exe.png", a
// review quoting another price), and none of the shop's languages needs them. The reference
// provider refuses the same set (reference-provider/src/http/bidi.ts).

export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** Whether `text` holds a bidirectional control character. */
export function hasBidiControl(text: string): boolean {
  return BIDI_CONTROLS.test(text);
}

const BIDI_CONTROLS_ALL = new RegExp(BIDI_CONTROLS.source, 'gu');

/** `text` without its bidirectional controls: what is shown of a text written before they were refused. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS_ALL, '');
}
