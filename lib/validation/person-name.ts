// What a person's name may hold, in any shopper's script: letters of every script with
// their combining marks (Devanagari's vowel signs are marks, not letters), inner spaces,
// apostrophes, hyphens and periods: João, Ольга, हिमांशु, O'Brien, Anne-Marie. Control characters
// are never part of a name. Shared by the account forms and the Pix payer's names.

/** A legal name (the Pix payer): a letter, then letters, marks, spaces, apostrophes (' and ’), hyphens or periods. */
const LEGAL_NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

/**
 * The name of an account: a legal name's characters and digits too (so a name of Latin letters and
 * digits such as "Tester1" is valid), beginning with a letter or digit and holding at least one letter.
 */
const ACCOUNT_NAME = /^[\p{L}\p{Nd}][\p{L}\p{M}\p{Nd} '’.-]*$/u;
const LETTER = /\p{L}/u;

/** The name as kept: trimmed, inner runs of white space made one space. */
export function tidyPersonName(input: string): string {
  return input.trim().replace(/\s+/g, ' ');
}

/** Whether a tidied name holds only the characters of a legal name. */
export function isLegalNameWritten(name: string): boolean {
  return LEGAL_NAME.test(name);
}

/** Whether a tidied name is written as an account's name may be (not digits alone). */
export function isAccountNameWritten(name: string): boolean {
  return ACCOUNT_NAME.test(name) && LETTER.test(name);
}

/** Characters as a person counts them (code points: "हिमांशु" is 7, "Ольга" 5), not UTF-16 units. */
export function characterCount(text: string): number {
  return [...text].length;
}
