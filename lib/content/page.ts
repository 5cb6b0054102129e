import 'server-only';
import { lang } from 'next/root-params';
import { contentIn, type Local } from './index';

/** Through next/root-params, which route handlers cannot read: they call contentIn() instead. */
export async function pageContent(): Promise<Local> {
  return contentIn(await lang());
}
