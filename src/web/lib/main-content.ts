export const MAIN_CONTENT_ID = 'main-content';

/**
 * The page's shown heading. While a lazy page loads, React keeps the previous page in the DOM but hidden,
 * so the first h1 may be the old page's: only a heading that takes up space counts.
 */
export function visibleHeading(main: HTMLElement): HTMLElement | null {
  return [...main.querySelectorAll<HTMLElement>('h1')].find((heading) => heading.getClientRects().length > 0) ?? null;
}

/** Focuses the page's heading, or the main area when the page has none yet (a loading state). */
export function focusMainContent(): void {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  const target = visibleHeading(main) ?? main;
  // Headings take focus only so a screen reader starts there; they stay out of the Tab order.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
