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

describe('eyes', () => {
  it('look up at the sky when gazing up, and rest low otherwise', () => {
    for (const eyeRadius of [40, 14]) {
      expect(pupilCentresY('gazingUp', eyeRadius).every((y) => y < 480)).toBe(true);
      expect(pupilCentresY('happy', eyeRadius).every((y) => y >= 480)).toBe(true);
    }
  });
});
