import { describe, expect, it } from 'vitest';
import type { Point } from '../figure/geometry';
import { matchMotifs } from '../word-matching';
import { chooseCurveDots, DOT_SILHOUETTES, dotSilhouetteFor, fitSilhouette, parseOutline } from './dot-silhouettes';

/** The page's picture box and the minimum gap the dot-to-dot page asks for at each age (dots, gap px). */
const BOX = { x: 250, y: 250, width: 2000, height: 2200 };
const AGES = [
  { age: '3-5', count: 19, max: 20, minGap: 70 },
  { age: '6-8', count: 42, max: 50, minGap: 54 },
  { age: '9-12', count: 80, max: 100, minGap: 41 },
] as const;
/** How far the joined picture may pass from the drawn outline, as a share of the picture's longer side. */
const MAX_STRAY = { '3-5': 0.08, '6-8': 0.02, '9-12': 0.008 } as const;

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / (length * length)));
  return Math.hypot(p.x - (a.x + t * (b.x - a.x)), p.y - (a.y + t * (b.y - a.y)));
}

function crosses(a: Point, b: Point, c: Point, d: Point): boolean {
  const side = (p: Point, q: Point, r: Point): number => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}

describe('dot-to-dot silhouettes', () => {
  it('have a picture for the things children ask for most, found from their everyday words', () => {
    expect(Object.keys(DOT_SILHOUETTES).length).toBeGreaterThanOrEqual(12);
    for (const words of ['elephant', 'cat', 'puppy', 'fish', 'butterfly', 'dinosaur', 'bunny', 'unicorn', 'star', 'heart', 'house', 'car', 'rocket', 'penguin', 'dragon', 'girl', 'boy', 'owl', 'robot', 'teddy bear', 'mouse', 'turtle', 'bird']) {
      const motif = matchMotifs(words)[0]?.motif;
      expect(motif && dotSilhouetteFor(motif), words).toBeTruthy();
    }
  });

  describe.each(Object.keys(DOT_SILHOUETTES))('%s', (name) => {
    const entry = DOT_SILHOUETTES[name]!;
    const fitted = fitSilhouette(entry, BOX);
    const side = Math.max(fitted.box.width, fitted.box.height);

    it('is a closed outline that never crosses itself, fitted inside its box', () => {
      const points = parseOutline(entry.outline);
      expect(points.length).toBeGreaterThanOrEqual(4);
      expect(points.every((point) => Number.isFinite(point.x) && Number.isFinite(point.y))).toBe(true);
      const curve = fitted.curve;
      for (const point of curve) {
        expect(point.x).toBeGreaterThanOrEqual(BOX.x - 1);
        expect(point.x).toBeLessThanOrEqual(BOX.x + BOX.width + 1);
        expect(point.y).toBeGreaterThanOrEqual(BOX.y - 1);
        expect(point.y).toBeLessThanOrEqual(BOX.y + BOX.height + 1);
      }
      // The sampled outline, thinned, as a polygon: no two of its edges cross.
      const thin = curve.filter((_, index) => index % 3 === 0);
      for (let i = 0; i < thin.length; i++) {
        for (let j = i + 2; j < thin.length; j++) {
          if (i === 0 && j === thin.length - 1) continue;
          expect(crosses(thin[i]!, thin[(i + 1) % thin.length]!, thin[j]!, thin[(j + 1) % thin.length]!), `edges ${i} and ${j}`).toBe(false);
        }
      }
    });

    it.each(AGES)('gets enough dots for $age, in order, and joined they keep the outline (tips and ears included)', ({ age, count, max, minGap }) => {
      const chosen = chooseCurveDots(fitted.curve, fitted.corners, count, minGap);
      expect(chosen.length).toBeGreaterThanOrEqual(Math.round(max * 0.6));
      expect(chosen.length).toBeLessThanOrEqual(max);
      expect(new Set(chosen).size).toBe(chosen.length);
      // Clockwise from dot 1: the indices rise once round the outline.
      let descents = 0;
      for (let index = 1; index < chosen.length; index++) if (chosen[index]! < chosen[index - 1]!) descents++;
      expect(descents).toBeLessThanOrEqual(1);
      const dots = chosen.map((index) => fitted.curve[index]!);
      let stray = 0;
      for (const point of fitted.curve) {
        const nearest = Math.min(...dots.map((dot, index) => distanceToSegment(point, dot, dots[(index + 1) % dots.length]!)));
        stray = Math.max(stray, nearest);
      }
      expect(stray / side).toBeLessThan(MAX_STRAY[age]);
    });
  });
});
