import { describe, expect, it } from 'vitest';
import { scenePage } from '../testing/scene-page';

describe('a pet chewing', () => {
  it.each(['a puppy chewing a slipper', 'a dog chewing a bone'])('draws "%s" with the thing at its mouth, lying down', (description) => {
    const page = scenePage(description, '3-5');
    expect(page.notDrawn ?? []).toEqual([]);
    const chewed = page.joins.find((join) => join.what === 'chewed-at-mouth')!;
    // The thing's back end just behind the mouth and its top not far over it: at the mouth, not beside the pet.
    expect(chewed.thing.x).toBeLessThan(chewed.figure.x);
    expect(Math.abs(chewed.thing.y - chewed.figure.y)).toBeLessThan(300);
  });

  it('puts a puppy chewing a slipper indoors, on a rug', () => {
    const page = scenePage('a puppy chewing a slipper', '3-5');
    expect(page.matched).toEqual(expect.arrayContaining(['dog', 'slipper', 'rug']));
  });

  it('leaves a boy chewing gum standing: only a pet on four legs lies down to chew', () => {
    expect(scenePage('a boy chewing gum').joins.some((join) => join.what === 'chewed-at-mouth')).toBe(false);
  });
});
