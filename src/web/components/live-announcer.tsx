import { useSyncExternalStore } from 'react';

// One polite live region for the whole app: a screen reader hears a route change or the end of a
// generation once, instead of every visual status text that changes while it runs.
let message = '';
let sequence = 0;
let clearTimer: number | undefined;
const listeners = new Set<() => void>();
// Long enough to be read; then the region is emptied, so reading the page later finds no stale news.
const CLEAR_AFTER_MS = 7000;

function setMessage(text: string): void {
  message = text;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Says `text` to screen readers once; the same text twice in a row is said twice. */
export function announce(text: string): void {
  sequence += 1;
  // A trailing non-breaking space on every other call makes a repeated text a new one for the reader.
  setMessage(sequence % 2 === 0 ? `${text}\u00a0` : text);
  window.clearTimeout(clearTimer);
  clearTimer = window.setTimeout(() => setMessage(''), CLEAR_AFTER_MS);
}

export function LiveAnnouncer() {
  const text = useSyncExternalStore(subscribe, () => message, () => '');
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="live-announcer">
      {text}
    </div>
  );
}
