/** next/root-params for Jest, where no compiler replaces it. */
let current: string | undefined;

export const lang = async () => current;

export function setPageLanguage(language: string | undefined) {
  current = language;
}
