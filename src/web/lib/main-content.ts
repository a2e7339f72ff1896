export const MAIN_CONTENT_ID = 'main-content';

/** Focuses the page's heading, or the main area when the page has none yet (a loading state). */
export function focusMainContent(): void {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  // Headings take focus only so a screen reader starts there; they stay out of the Tab order.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
