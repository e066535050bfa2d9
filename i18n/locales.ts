// The shop's languages and its default one, apart from i18n/routing.ts so that next.config.ts (the
// default language's rewrite) reads them without loading next-intl's runtime.
export const LOCALES = ['pt-BR', 'en', 'ru', 'hi'] as const;
export const DEFAULT_LOCALE = 'pt-BR';
