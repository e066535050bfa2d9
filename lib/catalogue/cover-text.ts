// The cover text of a product card emphasises its first word (SPEC.md §2 "Category listing").

/** "Steam Wallet" → ["Steam", " Wallet"]. */
export function splitCoverText(text: string): [string, string] {
  const trimmed = text.trim();
  const space = trimmed.search(/\s/);
  return space === -1 ? [trimmed, ''] : [trimmed.slice(0, space), trimmed.slice(space)];
}
