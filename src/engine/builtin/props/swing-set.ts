import type { Detail } from '../motif-library';
import type { ComposedProp, PropArt } from './composed-prop';
import { bar, line, polygon, rect } from './prop-shapes';

/**
 * An A-frame swing set: two legs each side, the top beam, and swings hanging on ropes. With its hook left free
 * for a swinger's own swing it hangs no other: a swing swung forward reaches where a second would hang, and
 * the two seats and their ropes would cross.
 */
function swingSetArt(detail: Detail, isFirstFree: boolean): PropArt {
  // Each A-frame braced a third of the way down, the narrow wedge above the brace filled: the hills' lines behind
  // ran on through it in slivers between the legs.
  const braceY = 40;
  const legX = (foot: number, top: number): number => foot + ((top - foot) * (100 - braceY)) / 92;
  const shapes: string[] = [];
  for (const [outer, inner, top] of [[4, 28, 16], [96, 72, 84]] as const) shapes.push(polygon([[top, 8], [legX(outer, top), braceY], [legX(inner, top), braceY]]));
  shapes.push(bar([4, 100], [16, 8], 5), bar([28, 100], [16, 8], 5), bar([96, 100], [84, 8], 5), bar([72, 100], [84, 8], 5));
  for (const [outer, inner, top] of [[4, 28, 16], [96, 72, 84]] as const) shapes.push(bar([legX(outer, top), braceY], [legX(inner, top), braceY], 4));
  const all = isFirstFree ? [34] : detail === 'low' ? [50] : [36, 64];
  const swings = isFirstFree ? [] : all;
  for (const x of swings) shapes.push(line([x - 7, 10], [x - 7, 70]), line([x + 7, 10], [x + 7, 70]));
  shapes.push(rect(6, 3, 88, 8, 3));
  for (const x of swings) shapes.push(rect(x - 10, 68, 20, 7, 2.5));
  // `top` is the hook of the first swing, `seat` where its seat hangs at rest.
  return { width: 100, height: 100, shapes, anchors: { seat: [all[0]!, 68], top: [all[0]!, 10] } };
}

export const swingSet: ComposedProp = {
  name: 'swing-set',
  words: ['swing', 'swing set', 'swingset', 'swings'],
  kind: 'thing',
  size: 'large',
  stands: 'ground',
  draw: (detail) => swingSetArt(detail, false),
};

/** The swing set with its first hook free: a swinger's swing is drawn swung out from there (see drawSwinger in compose-scene.ts). */
export const swingFrame: ComposedProp = {
  name: 'swing-frame',
  words: [],
  kind: 'thing',
  size: 'large',
  stands: 'ground',
  includes: ['swing-set'],
  draw: (detail) => swingSetArt(detail, true),
};
