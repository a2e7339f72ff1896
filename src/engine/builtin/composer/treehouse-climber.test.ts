import { describe, expect, it } from 'vitest';
import { composeScene, planScene } from '../scene';
import { getComposedProp } from '../props/prop-library';
import { TREEHOUSE_FLOOR } from '../props/treehouse';

interface Join {
  what: string;
  figure: { x: number; y: number };
  thing: { x: number; y: number };
}

describe('a child climbing the treehouse ladder', () => {
  it.each(['3-5', '6-8', '9-12'] as const)('stands a foot on a rung instead of hanging between two (%s)', (ageGroup) => {
    const { metadata } = composeScene(planScene({ characters: [], title: '', description: 'kids playing in a treehouse', ageGroup }));
    const join = (metadata.joins as Join[]).find((entry) => entry.what === 'foot-on-rung');
    expect(join).toBeDefined();
    expect(Math.abs(join!.figure.y - join!.thing.y)).toBeLessThan(12);
  });

  it('ends the ladder at the platform\'s top, not sticking up past it beside the feet of a friend on the porch', () => {
    for (const detail of ['low', 'medium', 'high'] as const) expect(getComposedProp('treehouse')!.draw(detail).anchors.ladder![1]).toBe(TREEHOUSE_FLOOR);
  });
});
