import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { createCharacterSpec } from '../character';
import { drawFigure } from '../figure/draw-figure';
import type { Detail } from '../motif-library';
import { composeScene, planScene } from '../scene';
import { drawnProp } from './testing/drawn-prop';
import { scenePage, type SceneJoin as Join } from './testing/scene-page';

const AGES: ReadonlyArray<[AgeGroup, Detail]> = [
  ['3-5', 'low'],
  ['6-8', 'medium'],
  ['9-12', 'high'],
];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box of the page's one drawn figure: every point of its outlines (all absolute M, L and Q). */
function figureBox(body: string): Box {
  const at = body.indexOf('<g fill-rule="evenodd"');
  expect(at).toBeGreaterThanOrEqual(0);
  let depth = 0;
  const end = [...body.slice(at).matchAll(/<g\b|<\/g>/g)].find((tag) => (depth += tag[0] === '</g>' ? -1 : 1) === 0)!.index!;
  const outlines = [...body.slice(at, at + end).matchAll(/ d="([^"]*)"/g)].map((match) => match[1]).join(' ');
  const points = [...outlines.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((match) => ({ x: Number(match[1]), y: Number(match[2]) }));
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

interface SceneFacts {
  notDrawn: string[];
  characters: Array<{ name: string }>;
}

const facts = (description: string): SceneFacts =>
  composeScene(planScene({ characters: [], title: '', description, ageGroup: '6-8' })).metadata as unknown as SceneFacts;

describe('a baby the words name', () => {
  it('draws "a mom reading to her baby" as a grown-up and a baby, nothing left out', () => {
    const scene = facts('a mom reading to her baby');
    expect(scene.notDrawn).toEqual([]);
    expect(scene.characters.map((character) => createCharacterSpec(character.name, character.name).figure?.kind)).toEqual(['adult', 'baby']);
  });

  it('reads to a baby with one book held up between them at every age, not dropped to the ground', () => {
    for (const [ageGroup] of AGES) {
      const joins = composeScene(planScene({ characters: [], title: '', description: 'a mom reading to her baby', ageGroup })).metadata.joins as Join[];
      // Each holds an outer edge of the one book (apart, the baby held none and was read to by nobody, judging 19).
      const hands = joins.filter((join) => join.what === 'shared-book-hand');
      expect(hands).toHaveLength(2);
      const book = joins.find((join) => join.what === 'shared-book')!.thing;
      const [mom, baby] = joins.filter((join) => join.what === 'shared-book').map((join) => join.figure).sort((p, q) => p.x - q.x);
      expect(book.x).toBeGreaterThan(mom!.x);
      expect(book.x).toBeLessThan(baby!.x);
      // Held up in the hands, not dropped below the baby's chin: the hands are below the book's top and the book's
      // top is above the hands' lower one (at 3-5 it lay on the ground under them).
      for (const hand of hands) expect(hand.figure.y).toBeGreaterThan(book.y);
      expect(book.y).toBeLessThan(Math.max(...hands.map((hand) => hand.figure.y)) - 40);
    }
    // A grown-up reading to a child shares the book too; a pet listening does not hold it.
    const child = composeScene(planScene({ characters: [], title: '', description: 'a grandpa reading to a boy', ageGroup: '9-12' })).metadata.joins as Join[];
    expect(child.filter((join) => join.what === 'shared-book-hand')).toHaveLength(2);
    const pet = composeScene(planScene({ characters: [], title: '', description: 'a girl reading to her cat', ageGroup: '6-8' })).metadata.joins as Join[];
    expect(pet.filter((join) => join.what === 'shared-book-hand')).toHaveLength(0);
  });

  it('sits a baby on the ground in a sleepsuit with one curl, well under half a grown-up standing', () => {
    const baby = createCharacterSpec('baby', 'baby').figure!;
    expect(baby).toMatchObject({ kind: 'baby', outfit: 'onesie', hair: 'tuft' });
    const place = { pose: 'standing' as const, cx: 500, groundY: 1000, linePx: 8, detail: 'medium' as const };
    // At the size a grown-up is drawn: the box of a seated baby is short and wide, arms out.
    const sat = drawFigure(baby, { ...place, height: 400 });
    expect(sat.box.height).toBeLessThan(sat.box.width * 1.3);
    expect(sat.box.y + sat.box.height).toBeCloseTo(1000, -1);
  });

  it('puts "a baby in a stroller" in the pram, asleep under its hood: one pram, no second baby sat beside it', () => {
    const scene = composeScene(planScene({ characters: [], title: '', description: 'a baby in a stroller', ageGroup: '6-8' })).metadata as unknown as SceneFacts & { matched: string[] };
    expect(scene.notDrawn).toEqual([]);
    expect(scene.matched).toContain('pram');
    expect(scene.characters).toEqual([]);
  });

  it.each(AGES)('lays "a baby with a rattle"\'s rattle on the grass beside it, where the sitting baby left no room for it (%s)', (ageGroup, detail) => {
    const page = scenePage('a baby with a rattle', ageGroup);
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toEqual(expect.arrayContaining(['baby', 'rattle']));
    const baby = figureBox(page.body);
    const rattle = drawnProp(page.body, 'rattle', detail)?.box ?? null;
    expect(rattle).not.toBeNull();
    // Clear of the baby, a hand's reach from it, and lying on the ground it sits on.
    const gap = Math.max(rattle!.x - (baby.x + baby.width), baby.x - (rattle!.x + rattle!.width));
    expect(gap).toBeGreaterThan(0);
    expect(gap).toBeLessThan(baby.width * 0.5);
    expect(Math.abs(rattle!.y + rattle!.height - (baby.y + baby.height))).toBeLessThan(baby.height * 0.1);
  });

  it('reads "a baby elephant" and "a kangaroo with a baby" as the animal\'s young, not a child', () => {
    expect(facts('a baby elephant').characters.map((character) => character.name)).toEqual(['elephant']);
    expect(facts('a kangaroo with a baby').characters.map((character) => character.name)).toEqual(['kangaroo']);
    expect(facts('a mother kangaroo with her baby').characters.map((character) => character.name)).toEqual(['kangaroo']);
  });

  // Any animal named anywhere made the baby its young, and the page drew only the animal.
  it.each([
    ['a baby and a puppy', ['baby', 'puppy']],
    ['a baby playing with a dog', ['baby', 'dog']],
    ['a dad and baby at the zoo with a lion', ['dad', 'baby', 'lion']],
  ])('keeps the baby in "%s", beside the animal', (description, names) => {
    expect(facts(description).characters.map((character) => character.name)).toEqual(names);
  });
});
