import { describe, expect, it } from 'vitest';
import { createCharacterSpec } from '../character';
import { drawFigure } from '../figure/draw-figure';
import { composeScene, planScene } from '../scene';

/** People parents name that the figure table dresses: the words, who is named, and what they wear. */
const NAMED_PEOPLE: Array<{ words: string; who: string; outfit: string; accessories: string[]; undrawn?: string[] }> = [
  // A shirt and trousers under a sun hat read as a child in a hat: the hat, neckerchief, waistcoat and star say cowboy.
  { words: 'a cowboy riding a horse', who: 'cowboy', outfit: 'cowboy', accessories: ['cowboy-hat', 'bandana'] },
  { words: 'a cowgirl with her horse', who: 'cowgirl', outfit: 'cowboy', accessories: ['cowboy-hat', 'bandana'] },
  // A clown is the ruff, the round nose, the pointed hat and the pom-pom buttons together.
  { words: 'a clown juggling balls', who: 'clown', outfit: 'clown', accessories: ['party-hat', 'clown-nose', 'ruff'] },
  // Cinderella is a princess in her gown and crown, dancing in the ballroom of the ball (no football).
  { words: 'Cinderella at the ball', who: 'cinderella', outfit: 'gown', accessories: ['crown'] },
  // What they wear is drawn on them: the gown is no football, the sword is the one in the knight's fist.
  { words: 'a princess in her ball gown', who: 'princess', outfit: 'gown', accessories: ['crown'] },
  { words: 'a knight with a sword', who: 'knight', outfit: 'armour', accessories: ['knight-helmet', 'sword', 'shield'] },
  // Little Red Riding Hood is a girl in her hooded cape, not a ride and not "Couldn't draw: hood".
  { words: 'little red riding hood and the wolf', who: 'riding hood', outfit: 'dress', accessories: ['hood', 'cape'] },
];

describe('people the words name', () => {
  it.each(NAMED_PEOPLE)('draws $words as a dressed figure, not "Couldn\'t draw"', ({ words, who, outfit, accessories, undrawn = [] }) => {
    const metadata = composeScene(planScene({ characters: [], title: '', description: words, ageGroup: '6-8' })).metadata as unknown as {
      notDrawn: string[];
      characters: Array<{ name: string }>;
    };
    expect(metadata.notDrawn).toEqual(undrawn);
    expect(metadata.characters.map((character) => character.name)).toContain(who);
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
});
