import { prefersReducedMotion } from './use-reduced-motion';

/** Scrolls an in-page section into view; jumps instead of gliding for reduced-motion users. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  // Sections off screen skip layout until they come near it (app.css); estimated heights would send
  // the jump to the wrong place, so everything is laid out for real from now on.
  document.documentElement.setAttribute('data-sections-laid-out', '');
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  // Keyboard and screen-reader users continue from the section they jumped to.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
