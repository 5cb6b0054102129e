/**
 * next/root-params for Jest, where no compiler replaces it: the `[lang]` a test renders under, set
 * with setPageLanguage(); undefined, which reads as the site's own language, when none is set.
 */
let current: string | undefined;

export const lang = async () => current;

export function setPageLanguage(language: string | undefined) {
  current = language;
}
