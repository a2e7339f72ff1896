import { describe, expect, it } from 'vitest';
import { bounds, containsPoint, grow } from './geometry';
import { drawEyes, type FaceGeometry } from './head';
import { createPartList, MIN_WHITE_PX } from './part-list';
import type { Expression } from './poses';

const FACE: FaceGeometry = { centre: { x: 500, y: 500 }, rx: 200, ry: 180, shift: 0, eyes: [{ x: 430, y: 480 }, { x: 570, y: 480 }], eyeRadius: 40, lensRadius: null, isLensTheEye: false, mouth: { x: 500, y: 600 } };

function pupilCentresY(expression: Expression, eyeRadius = FACE.eyeRadius): number[] {
  const list = createPartList();
  drawEyes(list, { ...FACE, eyeRadius }, expression, false, 10);
  return list.parts.filter((part) => part.fill === 'black').map((part) => {
    const box = bounds([part.shape]);
    return box.y + box.height / 2;
  });
}

describe('eyes', () => {
  it("keep an owl's rings round its closed lids asleep, so the lids do not reach out to the beak (round 12)", () => {
    for (const hasEyeRings of [false, true]) {
      const list = createPartList();
      drawEyes(list, { ...FACE, hasEyeRings }, 'sleeping', false, 10);
      expect(list.strokes).toHaveLength(2);
      expect(list.parts).toHaveLength(hasEyeRings ? 2 : 0);
      for (const [index, stroke] of list.strokes.entries()) {
        const box = bounds([[stroke.points]]);
        const reach = Math.max(FACE.eyes[index]!.x - box.x, box.x + box.width - FACE.eyes[index]!.x);
        if (hasEyeRings) expect(reach).toBeLessThan(FACE.eyeRadius * 0.82);
      }
    }
  });

  it.each([false, true])('look down at a book when reading, turned %s: pupils pressed into the rim towards it under lids lowered clear of them', (isTurned) => {
    const list = createPartList();
    drawEyes(list, FACE, 'reading', isTurned, 10);
    const pupilBoxes = list.parts.filter((part) => part.fill === 'black').map((part) => bounds([part.shape]));
    expect(pupilBoxes).toHaveLength(2);
    // One lowered lid on each eye: without them, pupils on the lower rim still read as looking at the viewer (round 10).
    expect(list.strokes).toHaveLength(2);
    for (const [index, pupil] of pupilBoxes.entries()) {
      const centre = { x: pupil.x + pupil.width / 2, y: pupil.y + pupil.height / 2 };
      expect(centre.y).toBeGreaterThan(480 + FACE.eyeRadius * (isTurned ? 0.2 : 0.35));
      // Turned, ahead towards the book; facing out, in a little towards the book before the chest.
      if (isTurned) expect(centre.x - FACE.eyes[index]!.x).toBeGreaterThan(FACE.eyeRadius * 0.2);
      else expect(Math.abs(centre.x - 500)).toBeLessThan(Math.abs(FACE.eyes[index]!.x - 500));
      // The lid lies over the top of the eye, clear above the pupil (resting on it, it read as sleepy).
      const lid = list.strokes.find((stroke) => Math.abs(stroke.points[0]!.x - FACE.eyes[index]!.x) < FACE.eyeRadius * 1.2)!;
      const lidLowest = Math.max(...lid.points.map((point) => point.y));
      expect(lidLowest).toBeLessThan(480);
      expect(lidLowest).toBeLessThan(pupil.y - 4);
      // Facing out, lowered most of the way to the middle: a third of the way down the gaze read only faintly (round 11).
      if (!isTurned) expect(lidLowest).toBeGreaterThan(480 - FACE.eyeRadius * 0.27);
    }
  });

  it.each([false, true])('keep each pupil inside its eye outline, resting on the rim, turned %s', (isTurned) => {
    for (const expression of ['happy', 'gazingUp'] as const) {
      const list = createPartList();
      drawEyes(list, FACE, expression, isTurned, 10);
      const whites = list.parts.filter((part) => part.fill === 'white');
      const pupils = list.parts.filter((part) => part.fill === 'black');
      expect(pupils).toHaveLength(2);
      // Set on the rim's lowest point, a pupil off the eye's middle stuck out through the curving rim (the 3-5 dog's "spilled").
      for (const pupil of pupils) expect(whites.some((white) => pupil.shape[0]!.every((point) => containsPoint(grow(white.shape, 1), point))), expression).toBe(true);
    }
  });

  it('leave white wide enough to colour between a big eye’s pupil and its rim, not a sliver inked into the outline', () => {
    const list = createPartList();
    drawEyes(list, { ...FACE, eyeRadius: 100 }, 'happy', false, 9);
    const whites = list.parts.filter((part) => part.fill === 'white');
    for (const pupil of list.parts.filter((part) => part.fill === 'black')) {
      expect(whites.some((white) => pupil.shape[0]!.every((point) => containsPoint(grow(white.shape, -(9 / 2 + MIN_WHITE_PX)), point)))).toBe(true);
    }
  });

  it('look up at the sky when gazing up, and rest low otherwise', () => {
    for (const eyeRadius of [40, 14]) {
      expect(pupilCentresY('gazingUp', eyeRadius).every((y) => y < 480)).toBe(true);
      expect(pupilCentresY('happy', eyeRadius).every((y) => y >= 480)).toBe(true);
    }
  });
});
