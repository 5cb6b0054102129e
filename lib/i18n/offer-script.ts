import { LANGUAGE_STORAGE_KEY } from './switch';

/** Set on <html> before the first paint: the language offered to this visitor, if any. */
export const OFFER_ATTRIBUTE = 'data-language-offer';

/** Inline in <head>, so the offer takes its place in the page before anything is drawn and nothing
 * moves when it comes. It repeats `bestLanguage` (./negotiate.ts) in ES5; offer-script.test.ts
 * runs both. Nothing without storage, where the offer could never be put away. */
export function languageOfferScript(current: string, tags: readonly string[]): string {
  const args = [LANGUAGE_STORAGE_KEY, current, tags, OFFER_ATTRIBUTE].map((value) =>
    JSON.stringify(value),
  );
  return (
    '(function(k,c,t,a){try{if(localStorage.getItem(k))return}catch(e){return}' +
    'var n=navigator,p=n.languages&&n.languages.length?n.languages:[n.language||""],' +
    'l=t.map(function(x){return x.toLowerCase()}),b=function(x){return x.split("-")[0]},i,j,w,f;' +
    'for(i=0;i<p.length&&f===undefined;i++){w=String(p[i]).trim().toLowerCase();' +
    'if(!w||w==="*")continue;j=l.indexOf(w);if(j<0)for(j=0;j<l.length&&b(l[j])!==b(w);j++);' +
    'if(j<l.length)f=t[j]}' +
    'if(f!==undefined&&f!==c)document.documentElement.setAttribute(a,f)' +
    `})(${args.join(',')})`
  );
}

/** The head's rules that show the one offer the script chose, of those the server drew. */
export const languageOfferRules = (tags: readonly string[]) =>
  tags
    .filter((tag) => /^[A-Za-z0-9-]+$/.test(tag))
    .map((tag) => `:root[${OFFER_ATTRIBUTE}="${tag}"] [data-candidate="${tag}"]{display:block}`)
    .join('');
