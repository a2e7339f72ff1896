import { describe, expect, it } from 'vitest';
import { composeScene, planScene } from '../scene';
import { getComposedProp } from '../props/prop-library';
import { scenePage } from './testing/scene-page';

describe('the desert', () => {
  it.each(['3-5', '6-8', '9-12'] as const)('stands a camel on dunes among cacti, not on a lawn or a beach (%s)', (ageGroup) => {
    const page = scenePage('a camel in the desert', ageGroup);
    // On a meadow's lawn the page said "Couldn't draw: desert"; sand alone drew the beach's sea and shells.
    expect(page.setting).toBe('desert');
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toContain('saguaro-cactus');
    expect(page.matched).not.toEqual(expect.arrayContaining(['sea']));
    expect(page.matched).not.toContain('spiral-shell');
    expect(page.matched).not.toContain('grass');
    // Stepped aside for a cactus, the camel is still the page's subject, whole in the frame.
    expect(page.lead).toBeGreaterThan(0.4);
    expect(page.cut).toBe(0);
  });

  it('chooses the desert for a camel with no place named, and the beach for a desert island', () => {
    expect(scenePage('a boy riding a camel').setting).toBe('desert');
    expect(scenePage('a pirate on a desert island').setting).toBe('beach');
    // "Dune" and "cactus" took a dune buggy and a potted cactus to the desert; a zoo's camel stood among cacti.
    expect(scenePage('a dune buggy on the beach').setting).toBe('beach');
    expect(scenePage('a cactus in a pot on the windowsill').setting).not.toBe('desert');
    expect(scenePage('a camel at the zoo').matched).not.toContain('saguaro-cactus');
  });

  it.each([['3-5', 'low'], ['6-8', 'medium'], ['9-12', 'high']] as const)('draws the camel side on with its hump, long legs and a blanket, not the blocky icon (%s)', (ageGroup, detail) => {
    // Round 16: the Fluent camel was "built from blocks", a roof-eave hump over one slab of body and legs.
    const { body } = composeScene(planScene({ characters: [], title: '', description: 'a camel in the desert', ageGroup }));
    const camel = getComposedProp('standing-camel')!.draw(detail);
    expect(camel.shapes.every((shape) => body.includes(shape))).toBe(true);
    expect(camel.width).toBeGreaterThan(camel.height);
  });
});
