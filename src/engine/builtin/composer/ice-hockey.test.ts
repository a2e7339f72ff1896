import { describe, expect, it, vi } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { drawFigure } from '../figure/draw-figure';
import { planScene } from '../scene';
import { hockeyStick } from './hockey-rink';
import { scenePage, type SceneJoin as Join } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

// Every figure and every hockey stick drawn for this file's pages, to find the ones a page kept.
vi.mock('../figure/draw-figure', async (original) => {
  const figure = await original<{ drawFigure: typeof drawFigure }>();
  return { ...figure, drawFigure: vi.fn(figure.drawFigure) };
});
vi.mock('./hockey-rink', async (original) => {
  const rink = await original<{ hockeyStick: typeof hockeyStick }>();
  return { ...rink, hockeyStick: vi.fn(rink.hockeyStick) };
});

type Point = Join['figure'];

/** The results of a mocked drawing function whose markup is in the page's drawing. */
function drawnOnPage<T extends { markup: string }>(results: Array<{ value: unknown }>, body: string): T[] {
  return results.map((result) => result.value as T).filter((drawn) => drawn && body.includes(drawn.markup));
}

/** How far a point is from a stick's shaft as drawn: the line down the middle of its first outline, top to heel. */
function offShaft(point: Point, stickMarkup: string): number {
  const corners = [...(/ d="M([^A]*)A/.exec(stickMarkup)?.[1] ?? '').matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((match) => ({ x: Number(match[1]), y: Number(match[2]) }));
  const [topLeft, heelLeft, heelRight, topRight] = corners as [Point, Point, Point, Point];
  const from = { x: (topLeft.x + topRight.x) / 2, y: (topLeft.y + topRight.y) / 2 };
  const to = { x: (heelLeft.x + heelRight.x) / 2, y: (heelLeft.y + heelRight.y) / 2 };
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const along = Math.max(0, Math.min(1, ((point.x - from.x) * (to.x - from.x) + (point.y - from.y) * (to.y - from.y)) / length ** 2));
  return Math.hypot(point.x - from.x - along * (to.x - from.x), point.y - from.y - along * (to.y - from.y));
}

/** The lowest edge of a stick's blade as drawn: its second outline's lowest point. */
function bladeBottom(stickMarkup: string): number {
  const blade = [...stickMarkup.matchAll(/ d="([^"]*)"/g)][1]?.[1] ?? '';
  return Math.max(...[...blade.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((match) => Number(match[2])));
}

/** Whether two sticks' shafts, each from its fist to its blade, cross, or pass within a shaft's width of each other. */
function isCrossing(a: Join, b: Join): boolean {
  const side = (p: Join['figure'], q: Join['figure'], r: Join['figure']): number => (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
  const isProper = side(a.figure, a.thing, b.figure) * side(a.figure, a.thing, b.thing) < 0 && side(b.figure, b.thing, a.figure) * side(b.figure, b.thing, a.thing) < 0;
  const distance = (p: Join['figure'], from: Join['figure'], to: Join['figure']): number => {
    const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
    const along = Math.max(0, Math.min(1, ((p.x - from.x) * (to.x - from.x) + (p.y - from.y) * (to.y - from.y)) / length ** 2));
    return Math.hypot(p.x - from.x - along * (to.x - from.x), p.y - from.y - along * (to.y - from.y));
  };
  return isProper || Math.min(distance(a.thing, b.figure, b.thing), distance(b.thing, a.figure, a.thing)) < 40;
}

describe('ice hockey', () => {
  it.each(AGES)('a boy playing ice hockey skates with his stick blade on the ice and the puck at it (%s)', (ageGroup) => {
    // As "playing" he stood waving, the stick and the puck lying on the snow beside him.
    const { body, joins, matched, verb } = scenePage('a boy playing ice hockey', ageGroup);
    expect(verb).toBe('ice-hockey');
    const blade = joins.find((join) => join.what === 'blade-on-ice')!;
    const skate = joins.find((join) => join.what === 'skate-on-ice')!;
    // The blade as drawn lies on the ice his skates stand on (the standing skate's blade as drawn), ahead of them.
    const [stick] = drawnOnPage<ReturnType<typeof hockeyStick>>(vi.mocked(hockeyStick).mock.results, body);
    expect(Math.abs(bladeBottom(stick!.markup) - skate.figure.y)).toBeLessThan(8);
    expect(Math.abs(skate.figure.y - skate.thing.y)).toBeLessThan(12);
    expect(blade.figure.x).toBeGreaterThan(skate.figure.x + 200);
    // The puck is just off the blade's toe, on the same ice.
    const puck = joins.find((join) => join.what === 'puck-at-blade')!;
    expect(puck.thing.x - puck.figure.x).toBeGreaterThan(0);
    expect(puck.thing.x - puck.figure.x).toBeLessThan(300);
    expect(Math.abs(puck.thing.y - blade.thing.y)).toBeLessThan(30);
    expect(matched).toEqual(expect.arrayContaining(['ice-hockey', 'soccer-goal']));
  });

  // Two were drawn: a third hid behind the others or crossed their sticks (judging 20).
  it.each(AGES)('kids playing ice hockey are three players, each with a stick, no two sticks crossed (%s)', (ageGroup) => {
    const { joins, figures, verb } = scenePage('kids playing ice hockey', ageGroup);
    expect(verb).toBe('ice-hockey');
    expect(figures).toBe(3);
    expect(joins.some((join) => join.what === 'puck-at-blade')).toBe(true);
    const sticks = joins.filter((join) => join.what === 'stick-shaft');
    expect(sticks).toHaveLength(3);
    for (const [index, stick] of sticks.entries()) for (const other of sticks.slice(index + 1)) expect(isCrossing(stick, other)).toBe(false);
  });

  it.each(AGES)('a skater with a hockey stick plays hockey, the stick drawn in both his hands, where it found no room beside him and was lost (%s)', (ageGroup) => {
    const { body, verb } = scenePage('a boy ice skating with a hockey stick', ageGroup);
    expect(verb).toBe('ice-hockey');
    const [stick] = drawnOnPage<ReturnType<typeof hockeyStick>>(vi.mocked(hockeyStick).mock.results, body);
    const [skater] = drawnOnPage<ReturnType<typeof drawFigure>>(vi.mocked(drawFigure).mock.results, body);
    expect(stick).toBeDefined();
    expect(skater).toBeDefined();
    // Each hand (the wrist's end of the arm) on the shaft as drawn, within a fist's width of its middle line.
    const { hands } = skater!.anchors;
    for (const hand of [hands.back, hands.front]) expect(offShaft(hand, stick!.markup)).toBeLessThan(skater!.box.height * 0.05);
  });

  it('leaves hockey on the grass to field hockey, with no skates', () => {
    expect(planScene({ characters: [], title: '', description: 'a girl playing hockey on the grass', ageGroup: '6-8' }).verb).not.toBe('ice-hockey');
    expect(planScene({ characters: [], title: '', description: 'kids playing field hockey', ageGroup: '6-8' }).verb).not.toBe('ice-hockey');
  });
});
