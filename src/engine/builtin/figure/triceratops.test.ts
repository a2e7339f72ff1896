import { describe, expect, it } from 'vitest';
import { createCharacterSpec } from '../character';
import { drawFigure } from './draw-figure';
import { containsPoint } from './geometry';

describe('a triceratops', () => {
  const spec = createCharacterSpec('triceratops', 'triceratops').figure!;
  const drawn = drawFigure(spec, { pose: 'standing', cx: 500, groundY: 1000, height: 600, linePx: 8, detail: 'medium' });
  /** How many separate stretches of the figure a level line at `y` crosses. */
  const runsAt = (y: number): number => {
    let runs = 0;
    let isInside = false;
    for (let x = drawn.box.x - 4; x < drawn.box.x + drawn.box.width + 4; x += 2) {
      const isHere = containsPoint(drawn.outline, { x, y });
      if (isHere && !isInside) runs++;
      isInside = isHere;
    }
    return runs;
  };

  it('stands on four legs, its fore and hind pairs apart on the ground', () => {
    expect(spec.kind).toBe('triceratops');
    const ground = drawn.box.y + drawn.box.height;
    expect(ground).toBeCloseTo(1000, 0);
    // Just over the ground the line crosses the fore legs and the hind legs, not one block of body or two feet.
    expect(runsAt(ground - 10)).toBe(2);
  });

  it('has its frill rising over the back of its head, behind the face', () => {
    const { headBox } = drawn;
    const face = drawn.anchors.face;
    const ahead = Math.sign(face.x - (headBox.x + headBox.width / 2));
    // Over the head's top and back from the brow horns: a plain head (a dog's) has only sky there.
    const y = headBox.y - headBox.height * 0.15;
    const back = ahead > 0 ? headBox.x : headBox.x + headBox.width;
    const behindFace = Array.from({ length: 20 }, (_, i) => ({ x: back + ((face.x - back) * i) / 20, y }));
    expect(behindFace.filter((point) => Math.abs(point.x - face.x) > headBox.width * 0.25).some((point) => containsPoint(drawn.outline, point))).toBe(true);
  });

  it('rims its frill with a bony plate and ribs for older children, not a flat disc', () => {
    // Judging 18: the frill was one flat disc behind the head. The plate and its five ribs are drawn from 6-8 up.
    const paths = (detail: 'low' | 'medium'): number => (drawFigure(spec, { pose: 'standing', cx: 500, groundY: 1000, height: 600, linePx: 8, detail }).markup.match(/<path/g) ?? []).length;
    expect(paths('medium') - paths('low')).toBeGreaterThanOrEqual(6);
  });
});
