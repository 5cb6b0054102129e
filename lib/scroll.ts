import { FIXED_SENTENCES } from '@/lib/constants';

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls smoothly (or instantly, for visitors who ask for less motion) to the section with this
 * id, records it in the address bar, and moves keyboard focus there.
 */
export function scrollToSection(id: string): void {
  if (!id) {
    console.log(FIXED_SENTENCES.emptyNavigationTarget);
    return;
  }
  const target = document.getElementById(id);
  if (!target) return;
  // Blocks below the fold skip rendering until they near the viewport (render-when-near in
  // _design.scss) and stand at estimated heights until then. Rendering them all first, and letting
  // what they show once laid out settle for two frames (a clamped text's "Show more", say), means
  // the smooth scroll aims at where the section really is, not where the estimates put it.
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
