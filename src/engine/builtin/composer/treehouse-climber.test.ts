import { describe, expect, it } from 'vitest';
import { getComposedProp } from '../props/prop-library';
import { TREEHOUSE_FLOOR } from '../props/treehouse';
import { scenePage } from './testing/scene-page';

describe('a child climbing the treehouse ladder', () => {
  it.each(['3-5', '6-8', '9-12'] as const)('stands a foot on a rung instead of hanging between two (%s)', (ageGroup) => {
    const join = scenePage('kids playing in a treehouse', ageGroup).joins.find((entry) => entry.what === 'foot-on-rung');
    expect(join).toBeDefined();
    expect(Math.abs(join!.figure.y - join!.thing.y)).toBeLessThan(12);
  });

  it('ends the ladder at the platform\'s top, not sticking up past it beside the feet of a friend on the porch', () => {
    for (const detail of ['low', 'medium', 'high'] as const) expect(getComposedProp('treehouse')!.draw(detail).anchors.ladder![1]).toBe(TREEHOUSE_FLOOR);
  });
});
