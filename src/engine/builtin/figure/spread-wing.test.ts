import { describe, expect, it } from 'vitest';
import { drawFigure } from './draw-figure';
import type { FigureSpec } from './figure-context';
import { bounds, type Point } from './geometry';
import { batWing, spreadWing } from './spread-wing';

const owl: FigureSpec = { kind: 'owl', hair: null, hasBeard: false, outfit: null, accessories: [], prop: null };

describe('spread wings', () => {
  it('spreads an owl in flight wider than it is tall, its wings out to the sides', () => {
    // A scene draws its flyer in the jumping pose, then banks it.
    const flying = bounds([drawFigure(owl, { pose: 'jumping', cx: 1000, groundY: 2000, height: 600, linePx: 9, detail: 'medium' }).outline]);
    const standing = bounds([drawFigure(owl, { pose: 'standing', cx: 1000, groundY: 2000, height: 600, linePx: 9, detail: 'medium' }).outline]);
    expect(flying.width).toBeGreaterThan(flying.height * 1.3);
    expect(flying.width).toBeGreaterThan(standing.width * 2);
  });

  it('tucks the root of a spread wing in behind the shoulder, so no corner pokes out past the body', () => {
    const shoulder = { x: 1000, y: 1000 };
    for (const hand of [{ x: 1200, y: 980 }, { x: 800, y: 900 }]) {
      const reach = { x: hand.x - shoulder.x, y: hand.y - shoulder.y };
      const ring = spreadWing(shoulder, hand, 30).shape[0]!;
      const outward = (point: Point): number => (point.x - shoulder.x) * reach.x + (point.y - shoulder.y) * reach.y;
      const side = (point: Point): number => reach.x * (point.y - shoulder.y) - reach.y * (point.x - shoulder.x);
      // On both sides of the arm's line (leading and trailing edge), the root reaches in behind the shoulder.
      for (const edge of [ring.filter((point) => side(point) < 0), ring.filter((point) => side(point) > 0)]) {
        expect(Math.min(...edge.map(outward))).toBeLessThan(0);
      }
    }
  });
});

/** Whether segments ab and cd cross (touching at a shared end does not count). */
function crosses(a: Point, b: Point, c: Point, d: Point): boolean {
  const side = (p: Point, q: Point, r: Point): number => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}

describe('a bat wing', () => {
  // A dragon's barrel is about half again as long as it is deep; aloft, the wing rises higher.
  for (const [t, w] of [[44, 28], [44, 31], [60, 20]] as const) {
    it(`has an outline that never crosses itself (${t} by ${w})`, () => {
      const { outline } = batWing((x, y) => ({ x: x * t, y: y * w }));
      const edges = outline.map((point, i) => [point, outline[(i + 1) % outline.length]!] as const);
      for (let i = 0; i < edges.length; i++) {
        for (let j = i + 2; j < edges.length; j++) {
          if (i === 0 && j === edges.length - 1) continue;
          expect(crosses(edges[i]![0], edges[i]![1], edges[j]![0], edges[j]![1]), `edges ${i} and ${j}`).toBe(false);
        }
      }
    });
  }

  it('has finger struts that stay inside the skin, so they part it into panels rather than cut across its edge', () => {
    const { outline, fingers } = batWing((x, y) => ({ x: x * 44, y: y * 28 }));
    for (const [wrist, tip] of fingers) {
      for (let i = 0; i < outline.length; i++) {
        const a = outline[i]!;
        const b = outline[(i + 1) % outline.length]!;
        if (a === wrist || b === wrist) continue;
        expect(crosses(wrist!, tip!, a, b)).toBe(false);
      }
    }
  });
});
