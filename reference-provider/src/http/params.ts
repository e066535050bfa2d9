// Path parameter checks that turn malformed ids and names into "not found" before any SQL runs.
import { SEARCH_MAX_LENGTH } from '../search/normalize';
import { HttpError } from './respond';

const INT4_MAX = 2_147_483_647;

/** A product id: /^[1-9][0-9]{0,9}$/ and within the database's integer range, else null. */
export function parseProductId(raw: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= INT4_MAX ? id : null;
}

/** A category's formatted_name: lower-case words joined by dashes, else null. */
export function parseFormattedName(raw: string): string | null {
  return raw.length <= 100 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(raw) ? raw : null;
}

/** A search text: trimmed, 1 to 68 characters, else 422 naming the field `text`. */
export function parseSearchText(raw: string): string {
  const text = raw.trim();
  if (text === '') throw new HttpError(422, 'The search text must not be empty.', { text: ['The search text must not be empty.'] });
  if ([...text].length > SEARCH_MAX_LENGTH) {
    const message = `The search text must be at most ${SEARCH_MAX_LENGTH} characters long.`;
    throw new HttpError(422, message, { text: [message] });
  }
  return text;
}
