import { describe, expect, it } from 'vitest';
import { scenePage } from '../testing/scene-page';

describe('a chase', () => {
  it.each([
    ['a cat chasing a mouse', 'cat', 'mouse'],
    ['a dog chasing a cat', 'dog', 'cat'],
    ['a fox chases a rabbit', 'fox', 'rabbit'],
  ])('runs "%s" the same way, the %s behind the %s', (description, chaser, chased) => {
    const page = scenePage(description, '3-5');
    const chase = page.joins.find((join) => join.what === `chasing-${chased}`)!;
    expect(chase.figure.x).toBeLessThan(chase.thing.x);
    for (const runner of [chaser, chased]) {
      const running = page.joins.find((join) => join.what === `running-${runner}`)!;
      expect(running.thing.x).toBeGreaterThan(running.figure.x);
    }
  });

  it('draws the mouse a cat chases as a small animal on all fours, not a storybook mouse stood up as tall as the cat', () => {
    const page = scenePage('a cat chasing a mouse', '3-5');
    const chase = page.joins.find((join) => join.what === 'chasing-mouse')!;
    const catTop = chase.figure.y;
    const mouseTop = chase.thing.y;
    const running = page.joins.find((join) => join.what === 'running-mouse')!;
    // On all fours its neck is about level with its hips; stood up, the neck is far above them.
    expect(Math.abs(running.thing.y - running.figure.y)).toBeLessThan(Math.abs(running.thing.x - running.figure.x));
    // Its top well below the cat's on the same ground: a fraction of its size.
    expect(mouseTop - catTop).toBeGreaterThan(150);
  });
});
