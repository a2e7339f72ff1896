import { describe, expect, it } from 'vitest';
import { drawBipedBody, poseBiped } from './biped';
import { figurePose } from './draw-figure';
import type { FigureSpec } from './figure-context';
import { bounds } from './geometry';
import { FIGURE_KINDS } from './kinds';
import { createPartList, LAYER } from './part-list';
import type { PoseName } from './poses';

const dragon: FigureSpec = { kind: 'dragon', hair: null, hasBeard: false, outfit: null, accessories: [], prop: null };

/** The finger struts of the dragon's wings in a pose, grouped three to a wing as `batWing` draws them. */
function wingFingers(poseName: PoseName): Array<Array<{ x: number; y: number }[]>> {
  const kind = FIGURE_KINDS.dragon;
  const pose = figurePose(dragon, poseName);
  const list = createPartList();
  drawBipedBody({ list, kind, spec: dragon, pose, expression: 'happy', skeleton: poseBiped(kind.plan, pose, 10), detail: 'medium', linePx: 10, facing: 1 });
  // The wings are the only things behind the body drawn with strokes (a dragon's tail has none).
  const fingers = list.strokes.filter((stroke) => stroke.layer === LAYER.behind).map((stroke) => stroke.points);
  const wings: Array<Array<{ x: number; y: number }[]>> = [];
  for (let i = 0; i < fingers.length; i += 3) wings.push(fingers.slice(i, i + 3));
  return wings;
}

describe("a dragon's bat wings", () => {
  const front = wingFingers('standing');
  it('are two ribbed wings, three finger struts each, from the front', () => {
    expect(front.map((wing) => wing.length)).toEqual([3, 3]);
  });

  // Seen from the side (walking) or lying on the tummy (asleep), one plain flap read as a cape.
  it.each(['walking', 'sleeping', 'sitting', 'jumping'] as const)('are the same ribbed wing, about as big, %s', (poseName) => {
    const wings = wingFingers(poseName);
    expect(wings.length).toBeGreaterThan(0);
    const span = (wing: Array<{ x: number; y: number }[]>): number => {
      const box = bounds([[wing.flat()]]);
      return Math.hypot(box.width, box.height);
    };
    for (const wing of wings) {
      expect(wing).toHaveLength(3);
      expect(span(wing) / span(front[0]!)).toBeGreaterThan(0.75);
      expect(span(wing) / span(front[0]!)).toBeLessThan(1.33);
    }
  });
});
