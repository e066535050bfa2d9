export const CHROMIUM_PATH: string;
export function familiesOfFcList(output: string): string[];
export function systemFontFamilies(lang: string): string[];
export function ensureChromium(): string;
