// The cover text of a product card emphasises its first word (docs/product/screens-and-routes.md).

/** "Steam Wallet" → ["Steam", " Wallet"]. */
export function splitCoverText(text: string): [string, string] {
  const trimmed = text.trim();
  const space = trimmed.search(/\s/);
  return space === -1 ? [trimmed, ''] : [trimmed.slice(0, space), trimmed.slice(space)];
}
