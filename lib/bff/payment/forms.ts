// Form bodies of the payment routes that browsers or the acquirer post cross-site
// (application/x-www-form-urlencoded): the bank page's 3-D Secure answer and the acquirer's signed
// callback. Read with a size bound, never logged.
import 'server-only';
import { readLimited } from '../parse';

/** A payment form is a few hundred bytes; anything past this is refused. */
export const MAX_FORM_BYTES = 16 * 1024;

/** Returned for a body over MAX_FORM_BYTES: answer it with CLOSE_CONNECTION (lib/bff/parse.ts). */
export const FORM_TOO_LARGE = 'too-large';

/**
 * The fields of a form body (URL-encoded, or a JSON object of strings); FORM_TOO_LARGE when the
 * body is over MAX_FORM_BYTES, null when it is not UTF-8 or neither shape.
 */
export async function readForm(request: Request): Promise<URLSearchParams | typeof FORM_TOO_LARGE | null> {
  let text: string | null;
  try {
    text = await readLimited(request, MAX_FORM_BYTES);
  } catch {
    return null;
  }
  if (text === null) return FORM_TOO_LARGE;
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json') {
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
      const form = new URLSearchParams();
      for (const [name, field] of Object.entries(value)) if (typeof field === 'string') form.set(name, field);
      return form;
    } catch {
      return null;
    }
  }
  return new URLSearchParams(text);
}
