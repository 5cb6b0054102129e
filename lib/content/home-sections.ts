import { HOME_SECTIONS, type HomeSection } from '../constants';

/** The home page's order: the introduction, then the owner's list, then the sections it leaves out
 * in the default order. Left out is not hidden: a section shows when it has content, wherever it
 * stands, so one a later version adds, or one the owner fills later, is never lost. */
export function homeOrder(listed: readonly HomeSection[] = []): HomeSection[] {
  return [...new Set<HomeSection>(['about', ...listed, ...HOME_SECTIONS])];
}
