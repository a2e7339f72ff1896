import { describe, expect, it } from 'vitest';
import { createCharacterSpec } from '../character';
import { drawFigure } from './draw-figure';

describe('an owl perched on a seat', () => {
  // Sat facing out with a person's knees coming at us, its knees were two balls stacked over the talons (round 15 and
  // after): its short legs hang straight down under the tummy as when it stands, talons on the seat's front edge.
  it('hangs its talons as far below the seat as when standing, with no knee between', () => {
    const hoot = createCharacterSpec('Hoot', 'A wise old owl wearing a graduation cap').figure!;
    const place = { cx: 500, groundY: 1000, height: 800, linePx: 10, detail: 'medium' } as const;
    const perched = drawFigure(hoot, { ...place, pose: 'perched' }).anchors;
    const standing = drawFigure(hoot, { ...place, pose: 'standing' }).anchors;
    const drop = (anchors: typeof perched): number => anchors.feet.front.y - anchors.seat.y;
    expect(Math.abs(drop(perched) - drop(standing))).toBeLessThan(800 * 0.005);
  });
});
