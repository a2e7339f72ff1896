import { describe, expect, it } from 'vitest';
import { bendOf } from './hug-arm';
import { scenePage, type ScenePage } from './testing/scene-page';

const pageOf = (description: string): ScenePage => scenePage(description, '3-5');

function bodyOf(description: string): string {
  return pageOf(description).body;
}

describe('two hugging', () => {
  it('keeps long ears straight up instead of leaning the two bunnies in, where their inner ears crossed in a knot', () => {
    expect(bodyOf('two bunnies hugging in the meadow')).not.toMatch(/rotate\(-?5 /);
  });

  it('turns two hugging creatures to face each other, the right one’s arm over the left one’s shoulder', () => {
    const joins = pageOf('two bunnies hugging in the meadow').joins;
    const [left, right] = joins.filter((join) => join.what === 'hug-turned');
    // Each face sits off its body's middle towards the other.
    expect(left!.figure.x).toBeGreaterThan(left!.thing.x);
    expect(right!.figure.x).toBeLessThan(right!.thing.x);
    const hug = joins.find((join) => join.what === 'hug')!;
    expect(hug.figure.x).toBeLessThan(right!.thing.x);
  });

  it.each(['two bunnies hugging in the meadow', 'a girl hugging a bear'])('hugs with two arms, each from its own body round to the other one’s back: %s', (description) => {
    const joins = pageOf(description).joins;
    const [left, right] = joins.filter((join) => join.what === 'hug-turned');
    const arms = joins.filter((join) => join.what === 'hug-arm');
    // Round 8's judges found one loose arm attached to neither shoulder, its hand on the other's chest.
    expect(arms).toHaveLength(2);
    const [fromLeft, fromRight] = arms[0]!.figure.x < arms[1]!.figure.x ? [arms[0]!, arms[1]!] : [arms[1]!, arms[0]!];
    // Each leaves its own body on the side facing the other and ends past the other's middle, at its back.
    expect(fromLeft.figure.x).toBeGreaterThan(left!.thing.x);
    expect(fromLeft.thing.x).toBeGreaterThan(right!.thing.x);
    expect(fromRight.figure.x).toBeLessThan(right!.thing.x);
    expect(fromRight.thing.x).toBeLessThan(left!.thing.x);
    // One high over the shoulder, one low round the waist, so they do not lie on each other.
    expect(Math.abs(fromLeft.thing.y - fromRight.thing.y)).toBeGreaterThan(100);
  });

  it('bends each hug arm at the elbow from its own shoulder, not a straight strap across both bodies', () => {
    const joins = pageOf('two bunnies hugging in the meadow').joins;
    const arms = joins.filter((join) => join.what === 'hug-arm');
    expect(arms).toHaveLength(2);
    for (const arm of arms) {
      const elbow = joins.find((join) => join.what === 'hug-elbow' && join.thing.x === arm.thing.x && join.thing.y === arm.thing.y)!;
      // Round 10's judges saw two straight tubes crossing like straps.
      expect(bendOf(arm.figure, elbow.figure, arm.thing)).toBeGreaterThan(80);
    }
  });

  it.each(['two bunnies hugging in the meadow', 'a bear hugging a bunny'])('stands the right one a step behind the left one, not side by side: %s', (description) => {
    const joins = pageOf(description).joins;
    const [left, right] = joins.filter((join) => join.what === 'hug-turned');
    // Round 13: side by side, the bunnies stood apart and the hug read as arm in arm. Further back is further up the page.
    expect(left!.thing.y - right!.thing.y).toBeGreaterThan(40);
  });

  it('keeps the left one’s head, in front, off the right one’s near eye', () => {
    const joins = pageOf('two bunnies hugging in the meadow').joins;
    const heads = joins.find((join) => join.what === 'hug-heads')!;
    // Round 10: one bunny's head covered half of the other one's eye.
    expect(heads.figure.x).toBeGreaterThan(heads.thing.x + 20);
  });

  it('tells two of a creature apart: the second wears a bow, four-legged ones and children stay as they are', () => {
    const descriptions = (description: string): string[] => (pageOf(description).plan as { characters: Array<{ description: string }> }).characters.map((character) => character.description);
    expect(descriptions('two bunnies hugging in the meadow')).toEqual(['bunny', 'bunny with a bow']);
    expect(descriptions('two cows in a field').every((description) => !description.includes('bow'))).toBe(true);
  });

  it('still leans children in to each other, head to head', () => {
    expect(bodyOf('two kids hugging in the park')).toMatch(/rotate\(5 /);
  });
});
