// The types of what the unit tests import from processes.mjs.
export const ROOT: string;
/** The environment of `next build`. */
export const BUILD_ENV: Readonly<Record<string, string>>;
export const MANUAL_SIGNALS_LINE: string;
