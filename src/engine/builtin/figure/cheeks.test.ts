import { describe, expect, it } from 'vitest';
import { cheekSpots, FACE_WINDOW, type FaceGeometry } from './head';

// Nova's face as the flying page draws it (9-12): big eyes, a helmet's visor round the face.
const rx = 228;
const ry = 243;
const face = (shift: number): FaceGeometry => ({
  centre: { x: 0, y: 0 },
  rx,
  ry,
  shift,
  eyes: shift > 0 ? [{ x: shift + 0.35 * rx, y: 0.02 * ry }, { x: shift - 0.35 * rx, y: 0.02 * ry }] : [{ x: -0.38 * rx, y: 0.02 * ry }, { x: 0.38 * rx, y: 0.02 * ry }],
  eyeRadius: 57,
  lensRadius: null,
  isLensTheEye: false,
  mouth: { x: shift, y: 0.45 * ry },
});
const lowness = (p: { x: number; y: number }, tilt: number): number => p.x * Math.sin((tilt * Math.PI) / 180) + p.y * Math.cos((tilt * Math.PI) / 180);

describe('cheeks', () => {
  it('sit inside the face, below the eyes and beside the mouth, however the head is tilted or turned', () => {
    for (const shift of [0, rx * 0.26]) {
      for (const isInHelmet of [false, true]) {
        for (let tilt = -90; tilt <= 90; tilt += 6) {
          const f = face(shift);
          for (const cheek of cheekSpots(f, tilt, 9, isInHelmet)) {
            const window = isInHelmet ? { x: shift * FACE_WINDOW.shift, y: FACE_WINDOW.y * ry, rx: rx * FACE_WINDOW.rx, ry: ry * FACE_WINDOW.ry } : { x: 0, y: 0, rx, ry };
            for (const [dx, dy] of [[cheek.rx, 0], [-cheek.rx, 0], [0, cheek.ry], [0, -cheek.ry]] as const) {
              expect(((cheek.centre.x + dx - window.x) / window.rx) ** 2 + ((cheek.centre.y + dy - window.y) / window.ry) ** 2).toBeLessThan(1);
            }
            for (const eye of f.eyes) expect(cheek.centre.y - cheek.ry).toBeGreaterThan(eye.y + f.eyeRadius * 0.5);
            expect(Math.abs(cheek.centre.x - f.mouth.x)).toBeGreaterThan(rx * 0.22 + cheek.rx);
            // Tilted far over, the cheek must not be the face's lowest mark, where it reads as a gaping mouth.
            expect(lowness(cheek.centre, tilt)).toBeLessThanOrEqual(lowness(f.mouth, tilt) + rx * 0.2 + 1e-6);
          }
        }
      }
    }
  });

  it('are both drawn on an upright face in a helmet, and only the upper one on a flyer tipped over', () => {
    expect(cheekSpots(face(0), 0, 9, true)).toHaveLength(2);
    const tipped = cheekSpots(face(0), 48, 9, true);
    expect(tipped).toHaveLength(1);
    // Turned clockwise, the face's left side is the upper one on the page.
    expect(tipped[0]!.centre.x).toBeLessThan(0);
  });
});
