const FOCUSABLE = 'a[href], button:not([disabled])';
// A removed item is usually gone within a refetch; after this, focus is left where it is.
const WAIT_MS = 10_000;

/**
 * Remembers where focus should go once `item` (a card in a list) is removed: the first control of the
 * item after it, else of the one before it, else the list's heading. Call the answer when the removal
 * has been asked for; it waits until the item has left the page, and does nothing if it never does.
 */
export function focusAfterRemoval(item: Element): () => void {
  const neighbours = [item.nextElementSibling, item.previousElementSibling];
  const heading = item.closest('[role="tabpanel"], section')?.querySelector<HTMLElement>('h1, h2');
  return () => {
    const startedAt = Date.now();
    const check = () => {
      if (item.isConnected) {
        if (Date.now() - startedAt < WAIT_MS) window.setTimeout(check, 50);
        return;
      }
      // Someone who has moved on (to the toast's Undo, say) keeps their place.
      if (document.activeElement && document.activeElement !== document.body) return;
      const next = neighbours
        .filter((neighbour) => neighbour?.isConnected)
        .map((neighbour) => neighbour?.querySelector<HTMLElement>(FOCUSABLE))
        .find((control) => control);
      if (next) {
        next.focus();
        return;
      }
      if (!heading?.isConnected) return;
      // Headings take focus only so a screen reader starts there; they stay out of the Tab order.
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    };
    check();
  };
}
