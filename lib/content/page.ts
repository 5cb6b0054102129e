import 'server-only';
import { lang } from 'next/root-params';
import { contentIn, type Local } from './index';

/**
 * What the page being rendered shows, in its language: the `[lang]` segment every page sits under
 * (app/[lang]/layout.tsx), read wherever it is needed through next/root-params. Route handlers,
 * which cannot read it, take the language from their params and call contentIn().
 */
export async function pageContent(): Promise<Local> {
  return contentIn(await lang());
}
