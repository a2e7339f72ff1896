import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { planScene } from '../scene';
import { bigTree } from './climbing-tree';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('climbing a tree', () => {
  it.each(AGES)('a boy climbing a tree holds a bough over his head with both fists, up off the grass (%s)', (ageGroup) => {
    const page = scenePage('a boy climbing a tree', ageGroup);
    expect(page.verb).toBe('climbing-tree');
    // With no verb he stood waving on the grass beside a small tree.
    const fists = page.joins.filter((join) => join.what === 'fist-on-bough');
    expect(fists).toHaveLength(2);
    for (const fist of fists) expect(Math.abs(fist.thing.y - fist.figure.y)).toBeLessThan(40);
    const [left, right] = fists.map((fist) => fist.figure.x).sort((a, b) => a - b) as [number, number];
    expect(right - left).toBeGreaterThan(100);
    const foot = page.joins.find((join) => join.what === 'foot-off-ground')!;
    expect(foot.thing.y - foot.figure.y).toBeGreaterThan(200);
    expect(page.notDrawn).toEqual([]);
  });

  it.each(['a girl climbing a ladder', 'a goat climbing a mountain', 'kids playing in a treehouse'])('"%s" climbs no tree', (description) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb).not.toBe('climbing-tree');
  });

  // On four legs the cat stood beside the trees with nothing said undrawn: the verb is a person's.
  it('"a cat climbing a tree" is no tree climbing', () => {
    expect(planScene({ characters: [], title: '', description: 'a cat climbing a tree', ageGroup: '6-8' }).verb).not.toBe('climbing-tree');
  });

  // A stub under his foot left him hanging from a bar-like bough (judging 19): the foot stands on a branch that reaches
  // out past it to three leaves.
  it('grows a lower branch out under the climbing foot, reaching past it to its leaves', () => {
    const tree = { trunkX: 1000, groundY: 3000, trunkWidth: 300, boughY: 1200, boughReach: 800, canopyTop: 400, canopyHalf: 900 };
    const bare = bigTree(tree, 9, 'medium');
    const climbed = bigTree({ ...tree, step: { x: 1150, y: 2000 } }, 9, 'medium');
    expect(climbed.markup.length).toBeGreaterThan(bare.markup.length);
    expect(climbed.markup.match(/<path d="M[^"]*Q[^"]*Q[^"]*Z"/g)!.length - bare.markup.match(/<path d="M[^"]*Q[^"]*Q[^"]*Z"/g)!.length).toBeGreaterThanOrEqual(3);
  });
});
