import 'server-only';
import { lang } from 'next/root-params';
import { contentIn, type Local } from './index';

/** In the `[lang]` of app/[lang]/layout.tsx, read through next/root-params. Route handlers cannot
 * read it: they take the language from their params and call contentIn(). */
export async function pageContent(): Promise<Local> {
  return contentIn(await lang());
}
