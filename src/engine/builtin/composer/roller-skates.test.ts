import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('roller skating', () => {
  it.each(AGES)('a girl roller skating glides on wheels on the ground, the other skate out behind (%s)', (ageGroup) => {
    const page = scenePage('a girl roller skating', ageGroup);
    expect(page.verb).toBe('roller-skating');
    // With no verb she stood waving on the grass and the page said "Couldn't draw: roller".
    const onGround = page.joins.find((join) => join.what === 'wheels-on-ground')!;
    expect(Math.abs(onGround.thing.y - onGround.figure.y)).toBeLessThan(30);
    const behind = page.joins.find((join) => join.what === 'leg-out-behind')!;
    expect(behind.thing.x).toBeLessThan(behind.figure.x);
    expect(behind.thing.y).toBeLessThan(behind.figure.y - 40);
    expect(page.notDrawn).toEqual([]);
  });

  // She skated on the meadow's grass (judging 19): the standing skate's wheels are on a paved path, well inside its far edge.
  it.each(AGES)('a girl roller skating skates on a path across the page (%s)', (ageGroup) => {
    const onPath = scenePage('a girl roller skating', ageGroup).joins.find((join) => join.what === 'wheels-on-path')!;
    expect(onPath.figure.y).toBeGreaterThan(onPath.thing.y + 40);
  });

  // A path laid over the street hid its lane marks and kerb: on a paved ground she skates on the road itself.
  it.each(AGES)('a girl roller skating down the street skates on the road, no path over it (%s)', (ageGroup) => {
    const page = scenePage('a girl roller skating down the street', ageGroup);
    expect(page.verb).toBe('roller-skating');
    expect(page.joins.map((join) => join.what)).toContain('wheels-on-ground');
    expect(page.joins.map((join) => join.what)).not.toContain('wheels-on-path');
  });
});
