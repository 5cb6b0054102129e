import { FIXED_SENTENCES } from '@/lib/constants';

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Instant for visitors who ask for less motion; also records the id in the address bar and moves
 * keyboard focus there. */
export function scrollToSection(id: string): void {
  if (!id) {
    console.log(FIXED_SENTENCES.emptyNavigationTarget);
    return;
  }
  const target = document.getElementById(id);
  if (!target) return;
  // Blocks below the fold stand at estimated heights until near (render-when-near in _design.scss):
  // rendering them all and letting them settle for two frames makes the smooth scroll aim at where
  // the section really is.
  document.documentElement.dataset.renderAll = '';
  window.history.replaceState(null, '', `#${id}`);
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      target.scrollIntoView({
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        block: 'start',
      }),
    ),
  );
}
