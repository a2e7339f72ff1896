import { describe, expect, it } from 'vitest';
import { scenePage } from './testing/scene-page';

describe('eating', () => {
  // Held in both hands at the chest, the apple was only held: judging 21 saw no one eating it.
  it.each([
    ['a boy eating an apple', '3-5'],
    ['a boy eating an apple', '6-8'],
    ['a boy eating an apple', '9-12'],
    ['a girl eating ice cream', '3-5'],
    ['a girl eating ice cream', '6-8'],
    ['a girl eating ice cream', '9-12'],
  ] as const)('raises the snack to the open mouth for "%s" (%s)', (description, ageGroup) => {
    const join = scenePage(description, ageGroup).joins.find((each) => each.what === 'snack-at-mouth');
    expect(join).toBeDefined();
    const { figure: mouth, thing: snack } = join!;
    // The snack's middle beside the mouth, no lower than a little under it: at the chest it was 600 px below.
    expect(Math.hypot(snack.x - mouth.x, snack.y - mouth.y)).toBeLessThan(220);
    expect(snack.y - mouth.y).toBeLessThan(120);
    // In the near fist: the fist's middle within its own half-width of the snack's edge, so the two touch, not a
    // snack floating at the mouth with the arm elsewhere (review 16).
    const grip = scenePage(description, ageGroup).joins.find((each) => each.what === 'fist-at-snack')!;
    expect(Math.hypot(grip.figure.x - grip.thing.x, grip.figure.y - grip.thing.y)).toBeLessThan(100);
  });

  // A whole birthday cake with lit candles was held at the mouth like an apple (review 16): it is held, not bitten.
  it('holds a whole cake rather than raising it to the mouth', () => {
    const { joins } = scenePage('a boy eating a cake');
    expect(joins.some((each) => each.what === 'snack-at-mouth')).toBe(false);
    expect(joins.some((each) => each.what.startsWith('held'))).toBe(true);
  });

  // The boy bit the verb's own red apple, the bowl of cereal he named small on the grass by his feet (review 16).
  it.each(['3-5', '6-8', '9-12'] as const)('holds the named bowl of cereal, not the default apple (%s)', (ageGroup) => {
    const { matched, joins } = scenePage('a boy eating cereal', ageGroup);
    expect(matched).toContain('cereal-bowl');
    expect(matched).not.toContain('red-apple');
    expect(joins.some((each) => each.what.startsWith('held'))).toBe(true);
  });

  // Under a paw raised to the mouth the pot floated off to the side of the chin with no arm to it (judging 21).
  it('holds a pot of honey at the chest in both paws, eaten from rather than bitten', () => {
    const { joins } = scenePage('a bear eating honey');
    expect(joins.some((each) => each.what === 'snack-at-mouth')).toBe(false);
    const held = joins.find((each) => each.what === 'held-below-face')!;
    expect(Math.abs(held.thing.x - held.figure.x)).toBeLessThan(40);
  });
});
