import { describe, expect, it } from 'vitest';
import { pathBounds, type Bounds } from '../path-bounds';
// The prop library first: the sleigh's figure drawing reaches back to it.
import { getComposedProp } from './prop-library';
import { reindeerTeam } from './sleigh';

function boundsOf(shapes: string[]): Bounds {
  const all = shapes.map((shape) => pathBounds(/ d="([^"]+)"/.exec(shape)![1]!)!);
  return { minX: Math.min(...all.map((b) => b.minX)), minY: Math.min(...all.map((b) => b.minY)), maxX: Math.max(...all.map((b) => b.maxX)), maxY: Math.max(...all.map((b) => b.maxY)) };
}

describe('the sleigh team', () => {
  it('runs each reindeer clear of the next, hooves never into the head behind', () => {
    expect(getComposedProp('sleigh')).toBeDefined();
    for (const detail of ['medium', 'high'] as const) {
      const team = reindeerTeam(detail).map(({ shapes }) => boundsOf(shapes));
      expect(team.length, detail).toBeGreaterThanOrEqual(2);
      // The leader is on the left (the prop is mirrored on the page): its hind hooves end before the next one's nose.
      for (let index = 0; index + 1 < team.length; index++) expect(team[index]!.maxX, detail).toBeLessThan(team[index + 1]!.minX);
    }
  });

  it('keeps the antlers inside the prop, so the composer places nothing over them (the moon sat on them)', () => {
    for (const detail of ['low', 'medium', 'high'] as const) {
      for (const { shapes } of reindeerTeam(detail)) expect(boundsOf(shapes).minY, detail).toBeGreaterThanOrEqual(0);
    }
  });

  it('leaves its reins to a driver, who holds them to a ring on each reindeer\'s harness', () => {
    const sleigh = getComposedProp('sleigh')!;
    for (const detail of ['low', 'medium', 'high'] as const) {
      const team = reindeerTeam(detail).length;
      const driven = sleigh.draw(detail, { isDriven: true });
      expect(driven.harnesses, detail).toHaveLength(team);
      // Alone it still has one rein to the sleigh's front from each harness; driven, none.
      expect(sleigh.draw(detail).shapes.length - driven.shapes.length, detail).toBe(team);
    }
  });

  it("starts the sleigh, its runners' front curl included, clear behind the nearest reindeer's hooves (round 14, 05)", () => {
    for (const detail of ['low', 'medium', 'high'] as const) {
      const team = reindeerTeam(detail);
      const nearest = boundsOf(team[team.length - 1]!.shapes);
      // The team comes first in the driven sleigh's shapes, each reindeer's own and its harness ring.
      const sleighShapes = getComposedProp('sleigh')!.draw(detail, { isDriven: true }).shapes.slice(team.reduce((count, { shapes }) => count + shapes.length + 1, 0));
      expect(boundsOf(sleighShapes.filter((shape) => / d="/.test(shape))).minX - nearest.maxX, detail).toBeGreaterThan(5);
    }
  });

  it('climbs steeply behind a team of two, so the ride is no thin band across the sky (round 13, 05)', () => {
    const art = getComposedProp('sleigh')!.draw('medium');
    expect(art.height / art.width).toBeGreaterThan(0.4);
  });
});
