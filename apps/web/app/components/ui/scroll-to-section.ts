import { prefersReducedMotion } from './use-reduced-motion';

/** Scrolls an in-page section into view; jumps instead of gliding for reduced-motion users. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  // Sections still at their stand-in height (app.css, render-near-screen) get their real one
  // first, so that the glide ends where the section really is.
  document.documentElement.setAttribute('data-laid-out-for-jumps', '');
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  // Keyboard and screen-reader users continue from the section they jumped to.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
