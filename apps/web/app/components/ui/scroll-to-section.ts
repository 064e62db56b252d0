import { renderWholePage } from './render-whole-page';
import { prefersReducedMotion } from './use-reduced-motion';

/** Scrolls an in-page section into view; jumps instead of gliding for reduced-motion users. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  renderWholePage();
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  // Keyboard and screen-reader users continue from the section they jumped to.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
