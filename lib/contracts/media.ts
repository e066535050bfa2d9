// The one rule for an image path in a contract's answers (docs/*-contract.md "Shapes"): a path
// (/covers/…, /media/…) or an absolute http(s) URL. The provider answers its own paths and the BFF
// moves them under the storefront's /media (lib/provider/mappers.ts `toMediaUrl`); both sides are
// read with this rule, so a schema of lib/contracts serves the provider's answer and the BFF's.
import { z } from 'zod';

export const mediaPath = z.string().min(1).max(2048).refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
  message: 'not a media path',
});
