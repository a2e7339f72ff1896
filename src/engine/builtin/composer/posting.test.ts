import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { planScene } from '../scene';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('posting a letter', () => {
  // He stood facing us holding the envelope up like a sign, a small postbox far off whose slot read as an "X", and
  // delivered nothing (judging 19).
  it.each(AGES)('a mail carrier delivering letters posts one into the slot of a pillar box beside him (%s)', (ageGroup) => {
    const page = scenePage('a mail carrier delivering letters', ageGroup);
    expect(page.verb).toBe('posting');
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toEqual(expect.arrayContaining(['pillar-box', 'envelope', 'postbox']));
    const inHand = page.joins.find((join) => join.what === 'letter-in-hand')!;
    const inSlot = page.joins.find((join) => join.what === 'letter-in-slot')!;
    // The letter's middle just ahead of the fist, at its height.
    expect(inHand.thing.x - inHand.figure.x).toBeGreaterThan(0);
    expect(Math.abs(inHand.thing.y - inHand.figure.y)).toBeLessThan(120);
    // Its lower edge on the slot's middle line, the slot below the fist and ahead of it.
    expect(Math.abs(inSlot.figure.x - inSlot.thing.x)).toBeLessThan(2);
    expect(Math.abs(inSlot.figure.y - inSlot.thing.y)).toBeLessThan(2);
    expect(inSlot.thing.y).toBeGreaterThan(inHand.figure.y);
    expect(inSlot.thing.x).toBeGreaterThan(inHand.figure.x);
    // At the carrier's hand height, not a box at his feet nor one over his head.
    expect(inSlot.thing.y).toBeLessThan(3300 * 0.75);
  });

  it.each(['a boy posting a letter', 'a girl mailing a letter', 'a postman delivering the mail'])('"%s" is posting', (description) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb).toBe('posting');
  });

  it.each(['a mail carrier', 'a girl writing a letter', 'a pizza delivery'])('"%s" is no posting', (description) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb).not.toBe('posting');
  });
});
