/**
 * The book's page order with a removed page put back: behind the pages that stood before it and are
 * still there. Others may have been removed or added since; those keep their places.
 * `current` is the order now (the page back at the end, or not there yet), `before` the order it was taken from.
 */
export function restoredPageOrder(current: string[], sceneId: string, before: string[]): string[] {
  const others = current.filter((id) => id !== sceneId);
  const stoodBefore = new Set(before.slice(0, Math.max(0, before.indexOf(sceneId))));
  let place = 0;
  others.forEach((id, index) => {
    if (stoodBefore.has(id)) place = index + 1;
  });
  return [...others.slice(0, place), sceneId, ...others.slice(place)];
}
