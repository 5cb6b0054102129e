import { FIXED_LABELS } from '@/lib/constants';

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Instant for visitors who ask for less motion; also sets the address's #id and moves focus. */
export function scrollToSection(id: string): void {
  if (!id) {
    console.log(FIXED_LABELS.emptyNavigationTarget);
    return;
  }
  const target = document.getElementById(id);
  if (!target) return;
  // Blocks below the fold stand at estimated heights until near (render-when-near in _design.scss):
  // rendering them all and waiting two frames lets the scroll aim where the section really is.
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
