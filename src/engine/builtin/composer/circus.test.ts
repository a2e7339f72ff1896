import { describe, expect, it } from 'vitest';
import { composeScene, planScene } from '../scene';
import { getComposedProp } from '../props/prop-library';
import { scenePage, type SceneJoin } from './testing/scene-page';

describe('the circus', () => {
  it.each(['3-5', '6-8', '9-12'] as const)('stands an elephant before the big top, whole and large (%s)', (ageGroup) => {
    const page = scenePage('an elephant at the circus', ageGroup);
    // On a meadow with no tent the page said "Couldn't draw: circus".
    expect(page.matched).toContain('big-top');
    expect(page.notDrawn).toEqual([]);
    expect(page.lead).toBeGreaterThan(0.35);
    expect(page.cut).toBe(0);
  });

  it('draws the big top for a circus tent too', () => {
    expect(scenePage('a lion in front of the circus tent').matched).toContain('big-top');
  });

  it.each([['3-5', 'low'], ['6-8', 'medium'], ['9-12', 'high']] as const)('stands the elephant up on a drum as its act, a drawn elephant, not the blocky icon (%s)', (ageGroup, detail) => {
    // Round 16: the Fluent elephant was a flat-topped slab standing outside the tent, "no circus act".
    const { body, metadata } = composeScene(planScene({ characters: [], title: '', description: 'an elephant at the circus', ageGroup }));
    expect(getComposedProp('standing-elephant')!.draw(detail).shapes.every((shape) => body.includes(shape))).toBe(true);
    const drum = (metadata.joins as SceneJoin[]).find((join) => join.what === 'feet-on-drum');
    expect(drum).toBeDefined();
    // The feet on the drum's round top, up off the grass.
    expect(Math.abs(drum!.figure.y - drum!.thing.y)).toBeLessThan(5);
  });

  it('leaves a child at the circus on the ground', () => {
    const { metadata } = composeScene(planScene({ characters: [], title: '', description: 'a girl at the circus', ageGroup: '6-8' }));
    expect((metadata.joins as Array<{ what: string }>).some((join) => join.what === 'feet-on-drum')).toBe(false);
  });
});
