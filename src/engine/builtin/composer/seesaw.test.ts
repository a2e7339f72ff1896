import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('seesaw', () => {
  // The two kids stood apart on the grass and the page said it could not draw the seesaw (judging 23).
  it.each(AGES.flatMap((age) => ['two kids on a seesaw', 'a girl and her brother on the seesaw', 'kids playing on a see-saw'].map((words) => [words, age] as const)))('%s sits a rider on each end, one up, one down, each holding its handle (%s)', (words, ageGroup) => {
    const page = scenePage(words, ageGroup);
    expect(page.verb).toBe('seesaw');
    expect(page.matched).toContain('seesaw');
    expect(page.notDrawn).toEqual([]);
    const up = page.joins.find((join) => join.what === 'seat-on-plank-up')!;
    const down = page.joins.find((join) => join.what === 'seat-on-plank-down')!;
    for (const seat of [up, down]) expect(Math.abs(seat.figure.y - seat.thing.y)).toBeLessThan(2);
    // One end well up, the other down, the riders facing each other across the pivot.
    expect(down.figure.y - up.figure.y).toBeGreaterThan(200);
    expect(up.figure.x).toBeLessThan(down.figure.x);
    // Each fist over the plank, up on its handle: clear of the plank, not lying on it.
    for (const side of ['up', 'down']) {
      const fist = page.joins.find((join) => join.what === `fist-on-handle-${side}`)!;
      expect(fist.thing.y - fist.figure.y).toBeGreaterThan(60);
    }
    expect(page.cut).toBe(0);
  });

  it('a third child waits behind the pivot between the riders', () => {
    const page = scenePage('kids playing on a see-saw');
    expect(page.figures).toBe(3);
    const up = page.joins.find((join) => join.what === 'seat-on-plank-up')!;
    const down = page.joins.find((join) => join.what === 'seat-on-plank-down')!;
    const waiting = page.joins.find((join) => join.what === 'waiting-behind')!;
    expect(waiting.figure.x).toBeGreaterThan(up.figure.x);
    expect(waiting.figure.x).toBeLessThan(down.figure.x);
  });
});
