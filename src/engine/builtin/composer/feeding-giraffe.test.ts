import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import type { Detail } from '../motif-library';
import { planScene } from '../scene';
import { drawnProp } from './testing/drawn-prop';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];
const DETAIL: Record<AgeGroup, Detail> = { '3-5': 'low', '6-8': 'medium', '9-12': 'high' };

/** The giraffe's muzzle where the page drew it: the point of its drawing's outlines furthest ahead (it faces left). */
function drawnMuzzle(body: string, detail: Detail): { muzzle: { x: number; y: number }; top: number; height: number } {
  const giraffe = drawnProp(body, 'bowing-giraffe', detail)!;
  const points = giraffe.art.shapes.flatMap((shape) => [...(/ d="([^"]*)"/.exec(shape)?.[1] ?? '').matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((match) => [Number(match[1]), Number(match[2])] as const));
  const ahead = points.reduce((best, point) => (point[0] < best[0] ? point : best));
  return { muzzle: giraffe.onPage(ahead), top: giraffe.box.y, height: giraffe.box.height };
}

describe('feeding a giraffe', () => {
  // The giraffe icon stood small beside the keeper, its head at his chest, while he held a bucket: no food reached it
  // (judging 20).
  it.each(AGES)('the keeper holds leaves up and the giraffe bows its head down to eat them (%s)', (ageGroup) => {
    const page = scenePage('a zookeeper feeding a giraffe', ageGroup);
    expect(page.verb).toBe('feeding-giraffe');
    expect(page.notDrawn).toEqual([]);
    expect(page.figures).toBe(2);
    const inHand = page.joins.find((join) => join.what === 'leaves-in-hand')!;
    // The leaves held out ahead of the fist, their tip at the giraffe's muzzle as drawn (not where the act meant it).
    expect(inHand.thing.x).toBeGreaterThan(inHand.figure.x);
    const { muzzle, top, height } = drawnMuzzle(page.body, DETAIL[ageGroup]);
    expect(Math.hypot(muzzle.x - inHand.thing.x, muzzle.y - inHand.thing.y)).toBeLessThan(height * 0.07);
    // Its muzzle well down from the top of the giraffe: the head bowed to the keeper, not up at the top of its neck.
    expect(muzzle.y - top).toBeGreaterThan(height * 0.25);
  });

  it.each(['a girl feeding the giraffes', 'a boy feeds a giraffe'])('"%s" feeds the giraffe leaves', (description) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb).toBe('feeding-giraffe');
  });

  it('keeps a farmer feeding chickens at his pail', () => {
    expect(planScene({ characters: [], title: '', description: 'a farmer feeding chickens', ageGroup: '6-8' }).verb).toBe('feeding');
  });
});
