import { describe, expect, it } from 'vitest';
import { createCharacterSpec } from '../character';
import { drawFigure } from '../figure/draw-figure';
import { composeScene, planScene } from '../scene';

/** People parents name that the figure table dresses: the words, who is named, and what they wear. */
const NAMED_PEOPLE: Array<{ words: string; who: string; outfit: string; accessories: string[]; undrawn?: string[]; things?: string[]; cast?: string[] }> = [
  // A shirt and trousers under a sun hat read as a child in a hat: the hat, neckerchief, waistcoat and star say cowboy.
  { words: 'a cowboy riding a horse', who: 'cowboy', outfit: 'cowboy', accessories: ['cowboy-hat', 'bandana'] },
  { words: 'a cowgirl with her horse', who: 'cowgirl', outfit: 'cowboy', accessories: ['cowboy-hat', 'bandana'] },
  // A clown is the ruff, the round nose, the pointed hat and the pom-pom buttons together.
  { words: 'a clown juggling balls', who: 'clown', outfit: 'clown', accessories: ['party-hat', 'clown-nose', 'ruff'] },
  // Cinderella is a princess in her gown and crown, dancing in the ballroom of the ball (no football).
  { words: 'Cinderella at the ball', who: 'cinderella', outfit: 'gown', accessories: ['crown'], things: ['ballroom'] },
  // What they wear is drawn on them: the gown is no football, the sword is the one in the knight's fist.
  { words: 'a princess in her ball gown', who: 'princess', outfit: 'gown', accessories: ['crown'] },
  { words: 'a knight with a sword', who: 'knight', outfit: 'armour', accessories: ['knight-helmet', 'sword', 'shield'] },
  // Little Red Riding Hood is a girl in her hooded cape, not a ride and not "Couldn't draw: hood"; her basket is in her hands.
  { words: 'little red riding hood and the wolf', who: 'riding hood', outfit: 'dress', accessories: ['hood', 'cape'], things: ['basket'] },
  // A musician in a bow tie holds the trumpet; a dentist in a lab coat holds a big tooth.
  { words: 'a musician with a trumpet', who: 'musician', outfit: 'shirt-pants', accessories: ['bow-tie'], things: ['trumpet'] },
  { words: 'a dentist', who: 'dentist', outfit: 'lab-coat', accessories: ['glasses'], things: ['tooth'] },
  // A mail carrier in a cap with a satchel, a letter in hand and a postbox beside.
  { words: 'a mail carrier delivering letters', who: 'mail carrier', outfit: 'shirt-pants', accessories: ['cap', 'mail-bag'], things: ['envelope', 'postbox'] },
  // A bearded leprechaun in a buckled hat, his pot heaped with gold coins beside him (a honey pot was drawn, or nothing).
  { words: 'a leprechaun with a pot of gold', who: 'leprechaun', outfit: 'leprechaun', accessories: ['leprechaun-hat', 'bow-tie'], things: ['pot-of-gold'] },
  // A scarecrow up on its pole in a straw hat and a patched shirt.
  { words: 'a scarecrow in a field', who: 'scarecrow', outfit: 'scarecrow', accessories: ['sun-hat', 'scarecrow-pole'] },
  // An elf and a gnome in their tall pointed hats, where each was the elf icon, a bust filling the page (sweep 3).
  { words: 'an elf in the forest', who: 'elf', outfit: 'shirt-pants', accessories: ['pointed-hat'] },
  { words: 'a gnome in the garden', who: 'gnome', outfit: 'overalls', accessories: ['pointed-hat'] },
  // One Goldilocks (not three: her name is no plural) in a dress, with curls, and the three bears.
  { words: 'goldilocks and the three bears', who: 'goldilocks', outfit: 'dress', accessories: [], cast: ['goldilocks', 'bears', 'bears 2', 'bears 3'] },
];

describe('people the words name', () => {
  it('stands a scarecrow up on its pole: arms out level past its shoulders, boots off the ground, the pole down to it', () => {
    const scarecrow = createCharacterSpec('scarecrow', 'scarecrow').figure!;
    const drawn = drawFigure(scarecrow, { pose: 'standing', cx: 500, groundY: 1000, height: 800, linePx: 8, detail: 'medium' });
    expect(drawn.box.width).toBeGreaterThan(drawn.box.height * 0.6);
    const feet = Math.max(drawn.anchors.feet.back.y, drawn.anchors.feet.front.y);
    const pole = drawn.accessoryBoxes['scarecrow-pole']!;
    expect(pole.y + pole.height).toBeGreaterThan(feet + 60);
    expect(drawn.box.y + drawn.box.height).toBeCloseTo(pole.y + pole.height, 0);
  });
  it.each(NAMED_PEOPLE)('draws $words as a dressed figure, not "Couldn\'t draw"', ({ words, who, outfit, accessories, undrawn = [], things = [], cast }) => {
    const metadata = composeScene(planScene({ characters: [], title: '', description: words, ageGroup: '6-8' })).metadata as unknown as {
      notDrawn: string[];
      matched: string[];
      characters: Array<{ name: string }>;
    };
    expect(metadata.notDrawn).toEqual(undrawn);
    expect(metadata.characters.map((character) => character.name)).toContain(who);
    if (cast) expect(metadata.characters.map((character) => character.name)).toEqual(cast);
    expect(metadata.matched).toEqual(expect.arrayContaining(things));
    const figure = createCharacterSpec(who, who).figure;
    expect(figure?.outfit).toBe(outfit);
    expect(figure?.accessories).toEqual(expect.arrayContaining(accessories));
    const drawn = drawFigure(figure!, { pose: 'standing', cx: 500, groundY: 1000, height: 800, linePx: 8, detail: 'medium' });
    for (const accessory of accessories) expect(drawn.accessoryBoxes[accessory], accessory).toBeDefined();
  });

  it('draws no second crown, sword, wand, shield or stethoscope lying beside the figure that wears or holds one', () => {
    for (const [words, motif] of [['a princess with a crown', 'crown'], ['a pirate with a sword', 'crossed-swords'], ['a wizard with a wand', 'magic-wand'], ['a knight with a shield', 'shield'], ['a doctor with a stethoscope', 'stethoscope']] as const) {
      const metadata = composeScene(planScene({ characters: [], title: '', description: words, ageGroup: '6-8' })).metadata;
      expect(metadata.matched, words).not.toContain(motif);
      expect(metadata.notDrawn, words).toEqual([]);
    }
    // Held by no one, the thing the words name is still drawn.
    expect(composeScene(planScene({ characters: [], title: '', description: 'a girl with a sword', ageGroup: '6-8' })).metadata.matched).toContain('crossed-swords');
  });

  // Her page was an open meadow (judging 22): she meets the wolf in the woods, trees of both kinds round them.
  it.each(['6-8', '9-12'] as const)('meets Little Red Riding Hood and the wolf in the forest (%s)', (ageGroup) => {
    const { metadata } = composeScene(planScene({ characters: [], title: '', description: 'Little Red Riding Hood and the wolf', ageGroup }));
    expect(metadata.setting).toBe('forest');
    expect(metadata.matched).toEqual(expect.arrayContaining(['evergreen-tree', 'deciduous-tree', 'wolf', 'basket']));
  });

  // Her way through the woods is a path winding in between the trees; a forest the words walk no path through has none.
  it.each(['6-8', '9-12'] as const)('lays the path through the woods under Red Riding Hood\'s feet (%s)', (ageGroup) => {
    const { metadata } = composeScene(planScene({ characters: [], title: '', description: 'Little Red Riding Hood and the wolf', ageGroup }));
    expect(metadata.matched).toContain('path');
    expect(composeScene(planScene({ characters: [], title: '', description: 'a bear in the forest', ageGroup })).metadata.matched).not.toContain('path');
  });

  it.each(['a girl riding a horse', 'a boy in a hood'])('leaves "%s" out of the forest', (words) => {
    expect(composeScene(planScene({ characters: [], title: '', description: words, ageGroup: '6-8' })).metadata.setting).not.toBe('forest');
  });
});
