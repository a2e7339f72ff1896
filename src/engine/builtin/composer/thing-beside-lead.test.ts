import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import type { Detail } from '../motif-library';
import { getComposedProp } from '../props/prop-library';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];
const DETAILS: Detail[] = ['low', 'medium', 'high'];

describe('a lone lead with its thing', () => {
  // Flush with the frame's edge, the pot of gold and the treasure chest stood apart from the leprechaun and the octopus
  // "with" them (judging 19): now the thing's near edge reaches in behind the lead's box, standing on the same ground.
  it.each(AGES.flatMap((ageGroup) => [
    ['a leprechaun with a pot of gold', ageGroup],
    ['an octopus with a treasure chest', ageGroup],
    ['a pirate with a treasure chest', ageGroup],
    ['a witch with a cauldron', ageGroup],
  ]))('stands the thing of "%s" at the lead\'s side (%s)', (description, ageGroup) => {
    const join = scenePage(description, ageGroup as AgeGroup).joins.find((entry) => entry.what === 'thing-beside-lead');
    expect(join).toBeDefined();
    // Its near edge at the lead's box edge (tucked in behind it or just short of it), not across the page.
    expect(Math.abs(join!.thing.x - join!.figure.x)).toBeLessThan(2550 * 0.1);
    // On the ground with the lead: its foot near the lead's.
    expect(Math.abs(join!.thing.y - join!.figure.y)).toBeLessThan(3300 * 0.06);
  });

  // Tucked in behind the octopus, its tentacles hid the chest's near half (judging 19): the chest stands in front of the
  // octopus, drawn after its figure (whose parts are one group), and a pirate's chest still behind his legs.
  it.each(AGES.map((ageGroup, index) => [ageGroup, DETAILS[index]!]))('draws the chest in front of an octopus and behind a pirate (%s)', (ageGroup, detail) => {
    const figureAt = (body: string): number => body.indexOf('<g fill-rule="evenodd" stroke-linejoin="round" stroke-linecap="round">');
    const chestAt = (body: string): number => body.indexOf(`>${getComposedProp('treasure-chest')!.draw(detail).shapes[0]!}`);
    const octopus = scenePage('an octopus with a treasure chest', ageGroup).body;
    const pirate = scenePage('a pirate with a treasure chest', ageGroup).body;
    expect(figureAt(octopus)).toBeGreaterThan(0);
    expect(chestAt(octopus)).toBeGreaterThan(figureAt(octopus));
    expect(chestAt(pirate)).toBeGreaterThan(0);
    expect(chestAt(pirate)).toBeLessThan(figureAt(pirate));
  });

  it('leaves a thing the lead is not "with" where it was', () => {
    expect(scenePage('a leprechaun waving near a pot of gold').joins.some((entry) => entry.what === 'thing-beside-lead')).toBe(false);
  });
});
