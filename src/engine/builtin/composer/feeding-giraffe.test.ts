import { describe, expect, it, vi } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { drawFigure } from '../figure/draw-figure';
import type { Detail } from '../motif-library';
import { planScene } from '../scene';
import { drawnProp } from './testing/drawn-prop';
import { scenePage } from './testing/scene-page';

// Every figure a page draws, with how it was placed and what was drawn, as the composer asks for it.
vi.mock('../figure/draw-figure', async (original) => {
  const figure = await original<{ drawFigure: typeof drawFigure }>();
  return { ...figure, drawFigure: vi.fn(figure.drawFigure) };
});

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];
const DETAIL: Record<AgeGroup, Detail> = { '3-5': 'low', '6-8': 'medium', '9-12': 'high' };

/**
 * The giraffe's lips where the page drew them: of its drawing's lines (open curves, not shapes), the one furthest ahead
 * (it faces left), from its front corner to its back one; and the top and height of the giraffe as drawn.
 */
function drawnLips(body: string, detail: Detail): { front: { x: number; y: number }; back: { x: number; y: number }; top: number; height: number } {
  const giraffe = drawnProp(body, 'bowing-giraffe', detail)!;
  const lines = giraffe.art.shapes.filter((shape) => shape.includes('fill="none"')).map((shape) => [...(/ d="([^"]*)"/.exec(shape)?.[1] ?? '').matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((match) => giraffe.onPage([Number(match[1]), Number(match[2])])));
  const lips = lines.reduce((best, line) => (line[0]!.x < best[0]!.x ? line : best));
  return { front: lips[0]!, back: lips[lips.length - 1]!, top: giraffe.box.y, height: giraffe.box.height };
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
    // The leaves held out ahead of the fist, their tip in the giraffe's mouth as drawn (not where the act meant it):
    // between the lips' corners, a third of the way back, and under them on the lower jaw, above its chin.
    expect(inHand.thing.x).toBeGreaterThan(inHand.figure.x);
    const { front, back, top, height } = drawnLips(page.body, DETAIL[ageGroup]);
    const along = (inHand.thing.x - front.x) / (back.x - front.x);
    expect(along).toBeGreaterThan(0.15);
    expect(along).toBeLessThan(0.5);
    const underLips = (inHand.thing.y - (front.y + back.y) / 2) / height;
    expect(underLips).toBeGreaterThan(0.015);
    expect(underLips).toBeLessThan(0.04);
    // Its mouth well down from the top of the giraffe: the head bowed to the keeper, not up at the top of its neck.
    expect(front.y - top).toBeGreaterThan(height * 0.25);
  });

  // Judging 21: the keeper's far arm was hidden (a shoulder stub only), and two leaves floated loose off the branch.
  it.each(AGES)('the keeper has both arms in sight and every leaf grows from the branch (%s)', (ageGroup) => {
    vi.mocked(drawFigure).mockClear();
    const { body } = scenePage('a zookeeper feeding a giraffe', ageGroup);
    const drawn = vi.mocked(drawFigure).mock.calls.map(([, placement], index) => ({ placement, figure: vi.mocked(drawFigure).mock.results[index]!.value as ReturnType<typeof drawFigure> }));
    const keeper = drawn.filter(({ placement, figure }) => placement.pose === 'reaching' && body.includes(figure.markup));
    expect(keeper).toHaveLength(1);
    expect(keeper[0]!.placement.hiddenArm).toBeUndefined();
    const num = '(-?[\\d.]+)';
    const bunch = new RegExp(`<path d="M${num} ${num}L${num} ${num}" fill="none" stroke-width="[\\d.]+"/>((?:<path d="M[^"]+" fill="none"/>)*)((?:<g transform="translate[^>]+><path[^>]+/>(?:<path[^>]+/>)?</g>)+)`).exec(body)!;
    const [fx, fy, sx, sy] = bunch.slice(1, 5).map(Number) as [number, number, number, number];
    const twigEnds = [...bunch[5]!.matchAll(new RegExp(`L${num} ${num}"`, 'g'))].map((match) => ({ x: Number(match[1]), y: Number(match[2]) }));
    const toStem = (point: { x: number; y: number }): number => {
      const t = Math.max(0, Math.min(1, ((point.x - fx) * (sx - fx) + (point.y - fy) * (sy - fy)) / ((sx - fx) ** 2 + (sy - fy) ** 2)));
      return Math.hypot(point.x - (fx + t * (sx - fx)), point.y - (fy + t * (sy - fy)));
    };
    const leaves = [...bunch[6]!.matchAll(new RegExp(`translate\\(${num} ${num}\\) rotate\\(${num}\\)"><path d="M${num} 0`, 'g'))];
    expect(leaves.length).toBeGreaterThanOrEqual(5);
    for (const [, x, y, turn, end] of leaves) {
      const radians = (Number(turn) * Math.PI) / 180;
      const ends = [1, -1].map((sign) => ({ x: Number(x) + Math.cos(radians) * Number(end) * sign, y: Number(y) + Math.sin(radians) * Number(end) * sign }));
      const near = ends.reduce((a, b) => (toStem(b) < toStem(a) ? b : a));
      const held = toStem(near) < 12 || twigEnds.some((twig) => Math.hypot(twig.x - near.x, twig.y - near.y) < 2);
      expect(held, `leaf at ${x} ${y}`).toBe(true);
    }
  });

  it.each(['a girl feeding the giraffes', 'a boy feeds a giraffe'])('"%s" feeds the giraffe leaves', (description) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb).toBe('feeding-giraffe');
  });

  it('keeps a farmer feeding chickens at his pail', () => {
    expect(planScene({ characters: [], title: '', description: 'a farmer feeding chickens', ageGroup: '6-8' }).verb).toBe('feeding');
  });
});
