/** The line under a scene preview naming what the words asked for that the page does not show. */
export function notDrawnMessage(notDrawn: readonly string[]): string | null {
  if (notDrawn.length === 0) return null;
  return `Couldn't draw: ${notDrawn.join(', ')} — ${notDrawn.length === 1 ? 'try another word' : 'try other words'}`;
}
