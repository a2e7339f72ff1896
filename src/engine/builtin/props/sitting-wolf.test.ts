import { describe, expect, it } from 'vitest';
import { createCharacterSpec } from '../character';
import { sceneStyle } from '../composer/age-style';
import { drawBeing } from '../composer/figures';
import { scenePage } from '../composer/testing/scene-page';
import { sittingWolf } from './sitting-wolf';

describe('a sitting wolf', () => {
  // The wolf icon was a head with no body on the grass beside Little Red Riding Hood (judging 21).
  it('draws the wolf whole beside Little Red Riding Hood, with her basket', () => {
    const page = scenePage('Little Red Riding Hood and the wolf');
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toEqual(expect.arrayContaining(['wolf', 'basket']));
    // Sat up on its haunch, taller than wide, where the icon's head was as wide as it was tall.
    const wolf = drawBeing(createCharacterSpec('wolf', 'wolf'), { pose: 'standing', cx: 1000, groundY: 2000, height: 800, facing: -1, style: sceneStyle({ ageGroup: '6-8', detailShift: 0, lineShift: 0 }) });
    expect(wolf.box.height).toBeGreaterThan(wolf.box.width * 1.1);
  });

  it('has a body under its head: the drawing is taller than wide, its paws on the ground line', () => {
    const art = sittingWolf.draw('medium');
    expect(art.height).toBeGreaterThan(art.width);
    expect(art.shapes.some((shape) => shape.includes('cy="114"'))).toBe(true);
  });

  it('still howls with its head thrown back, sat on its rock, when the words say it howls', () => {
    const page = scenePage('a wolf howling at the moon');
    expect(page.joins.some((join) => join.what.includes('howl') || join.what.includes('moon'))).toBe(true);
  });
});
