import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { createCharacterSpec } from '../character';
import { CONTENT } from '../drawing';
import { composeScene, planScene } from '../scene';
import { footingsOf, lawnEdge } from './lawn-edge';
import { rasterise } from './rasterise-markup';
import type { SceneJoin } from './testing/scene-page';

const art = { x: 100, y: 100, width: 2300, height: 3000 };

describe('lawn edge', () => {
  it("finds one footing per foot at the outline's lowest points", () => {
    const legs = [{ x: 0, y: 0 }, { x: 10, y: 100 }, { x: 30, y: 100 }, { x: 50, y: 40 }, { x: 200, y: 99 }, { x: 220, y: 100 }];
    expect(footingsOf(legs, 5, 40)).toEqual([{ left: 10, right: 30, y: 100 }, { left: 200, right: 220, y: 100 }]);
  });

  it('runs from frame to frame along the sole of every thing standing on it', () => {
    const footings = [{ left: 400, right: 700, y: 2800 }, { left: 1400, right: 2000, y: 2760 }];
    const { markup, points } = lawnEdge(footings, art, 10);
    expect(markup).toContain('fill="none"');
    // Both ends out past the frame, so the frame clips it: no open end on the paper.
    expect(Math.min(...points.map((point) => point.x))).toBeLessThan(art.x);
    expect(Math.max(...points.map((point) => point.x))).toBeGreaterThan(art.x + art.width);
    for (const footing of footings) {
      const under = points.filter((point) => point.x >= footing.left && point.x <= footing.right);
      expect(under.length).toBeGreaterThan(0);
      for (const point of under) expect(point.y).toBeCloseTo(footing.y, 5);
    }
    // Between the two it stays between their levels: no dip or hump of its own.
    for (const point of points.filter((point) => point.x > 700 && point.x < 1400)) {
      expect(point.y).toBeLessThanOrEqual(2800 + 1e-6);
      expect(point.y).toBeGreaterThanOrEqual(2760 - 1e-6);
    }
  });
});

describe('things on a lawn stand on its near edge', () => {
  const readers = [createCharacterSpec('Sparky', 'A brave little dragon who loves reading books'), createCharacterSpec('Hoot', 'A wise old owl wearing a graduation cap')];
  const compose = (description: string, ageGroup: AgeGroup, characters = [] as typeof readers) => composeScene(planScene({ characters, title: '', description, ageGroup }));
  const onEdge = (joins: unknown): Array<{ figure: { x: number; y: number }; thing: { x: number; y: number } }> =>
    (joins as SceneJoin[]).filter((join) => join.what === 'on-lawn-edge');

  it.each(['3-5', '6-8', '9-12'] as AgeGroup[])('the robot and its easel stand on the edge, which runs out to the frame on both sides (%s)', async (ageGroup) => {
    const { body, metadata } = compose('a robot painting a picture', ageGroup);
    const feet = onEdge(metadata.joins);
    // The robot's shoes and the easel's legs: two stretches of ground, each at its sole.
    expect(feet.length).toBeGreaterThanOrEqual(2);
    for (const { figure, thing } of feet) expect(Math.abs(figure.y - thing.y)).toBeLessThan(1);
    const { data, width } = await rasterise(body);
    const line = metadata.lineWidthPx as number;
    const isInkNear = (x: number, y: number): boolean => {
      for (let row = Math.round(y - line * 2); row <= Math.round(y + line * 2); row++) if (data[row * width + Math.round(x)]! < 128) return true;
      return false;
    };
    const [first, last] = [feet.reduce((a, b) => (a.figure.x < b.figure.x ? a : b)), feet.reduce((a, b) => (a.figure.x > b.figure.x ? a : b))];
    // Just inside the frame's sides (inside a 9-12 page's patterned band too), level with the outermost soles.
    expect(isInkNear(CONTENT.left + 100, first.thing.y)).toBe(true);
    expect(isInkNear(CONTENT.right - 100, last.thing.y)).toBe(true);
  });

  it('grounds a swing set, a bike and two readers, but not a dog in mid-jump (its shadow shows it off the ground)', () => {
    expect(onEdge(compose('a girl swinging in the park', '6-8').metadata.joins).length).toBeGreaterThanOrEqual(2);
    expect(onEdge(compose('a boy riding a bike in the park', '6-8').metadata.joins).length).toBeGreaterThanOrEqual(1);
    expect(onEdge(compose('Sparky and Hoot read a book together in the forest', '6-8', readers).metadata.joins).length).toBeGreaterThanOrEqual(2);
    expect(onEdge(compose('a dog jumping in the garden', '3-5').metadata.joins)).toEqual([]);
  });

  it.each(['3-5', '6-8', '9-12'] as AgeGroup[])("stands a treehouse's trunk and ladder on the edge, hidden between the ladder's rails, where it read as a rung too many (%s)", async (ageGroup) => {
    const { body, metadata } = compose('kids playing in a treehouse', ageGroup);
    const feet = onEdge(metadata.joins);
    expect(feet.length).toBeGreaterThanOrEqual(1);
    const level = Math.max(...feet.map((join) => join.thing.y));
    const ladder = (metadata.joins as Array<{ what: string; thing: { x: number } }>).find((join) => join.what === 'on-ladder')!;
    const { data, width } = await rasterise(body);
    const line = metadata.lineWidthPx as number;
    const isInkNear = (x: number): boolean => {
      for (let row = Math.round(level - line * 2); row <= Math.round(level + line * 2); row++) if (data[row * width + Math.round(x)]! < 128) return true;
      return false;
    };
    expect(isInkNear(CONTENT.left + 100)).toBe(true);
    expect(isInkNear(ladder.thing.x)).toBe(false);
  });

  it("covers the ground between a treehouse ladder's rails only where a lawn's near edge is drawn there", () => {
    const cover = /<rect [^>]*fill="#fff"\/>/;
    expect(compose('kids playing in a treehouse', '6-8').body).toMatch(cover);
    // Up on a hill or at night no edge is drawn: a cover there hid the ground that was.
    for (const description of ['kids playing in a treehouse on a hill', 'kids playing in a treehouse at night']) {
      const { body, metadata } = compose(description, '6-8');
      expect(onEdge(metadata.joins)).toEqual([]);
      expect(body).not.toMatch(cover);
    }
  });
});
