import { prefersReducedMotion } from '../../components/use-reduced-motion';

/**
 * Brings the site footer (contact details) into view and moves keyboard focus to it, so the next
 * Tab continues from the footer's first link. The footer is not focusable by default; tabindex -1
 * makes it a programmatic focus target without adding a tab stop.
 */
export function scrollToFooter(): void {
  const footer = document.getElementById('footer');
  if (!footer) return;
  if (!footer.hasAttribute('tabindex')) footer.setAttribute('tabindex', '-1');
  footer.focus({ preventScroll: true });
  footer.scrollIntoView({ behavior: prefersReducedMotion() ? 'instant' : 'smooth', block: 'start' });
}
