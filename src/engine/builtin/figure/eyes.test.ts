import { describe, expect, it } from 'vitest';
import { bounds } from './geometry';
import { drawEyes, type FaceGeometry } from './head';
import { createPartList } from './part-list';
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

function pupils(expression: Expression, isTurned: boolean): { centres: Array<{ x: number; y: number }>; strokes: number } {
  const list = createPartList();
  drawEyes(list, FACE, expression, isTurned, 10);
  const centres = list.parts.filter((part) => part.fill === 'black').map((part) => {
    const box = bounds([part.shape]);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });
  return { centres, strokes: list.strokes.length };
}

describe('eyes', () => {
  it.each([false, true])('look down at a book when reading, turned %s, round and open: no lid lowered onto the pupils (they read as sleepy)', (isTurned) => {
    const { centres, strokes } = pupils('reading', isTurned);
    expect(centres).toHaveLength(2);
    for (const centre of centres) expect(centre.y).toBeGreaterThan(480 + FACE.eyeRadius * 0.4);
    expect(strokes).toBe(0);
    // Facing out, each turns in towards the book held before the chest.
    if (!isTurned) for (const [index, centre] of centres.entries()) expect(Math.abs(centre.x - 500)).toBeLessThan(Math.abs(FACE.eyes[index]!.x - 500));
  });

  it('look up at the sky when gazing up, and rest low otherwise', () => {
    for (const eyeRadius of [40, 14]) {
      expect(pupilCentresY('gazingUp', eyeRadius).every((y) => y < 480)).toBe(true);
      expect(pupilCentresY('happy', eyeRadius).every((y) => y >= 480)).toBe(true);
    }
  });
});
