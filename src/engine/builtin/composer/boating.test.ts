import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { composeScene, planScene } from '../scene';

interface Join {
  what: string;
  figure: { x: number; y: number };
  thing: { x: number; y: number };
}

function pageOf(description: string, ageGroup: AgeGroup = '6-8'): { matched: string[]; setting: string; joins: Join[]; figures: number } {
  const { metadata } = composeScene(planScene({ characters: [], title: '', description, ageGroup }));
  return { matched: metadata.matched as string[], setting: metadata.setting as string, joins: metadata.joins as Join[], figures: metadata.figures as number };
}

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('someone in a boat', () => {
  it.each(AGES)('seats a girl in a boat on the lake inside its hull, her hips just under the gunwale, an oar in her hand (%s)', (ageGroup) => {
    const { joins, matched } = pageOf('a girl in a boat on the lake', ageGroup);
    const seat = joins.find((join) => join.what === 'seat-in-boat')!;
    // Standing in the water she had no seat join at all; sat on the rim her hips were over it.
    expect(seat.figure.y).toBeGreaterThan(seat.thing.y);
    expect(seat.figure.y - seat.thing.y).toBeLessThan(80);
    expect(Math.abs(seat.figure.x - seat.thing.x)).toBeLessThan(60);
    expect(joins.some((join) => join.what === 'oar-in-hand')).toBe(true);
    expect(matched).toContain('rowing-boat');
  });

  it.each([
    ['a boy rowing a boat', 1],
    ['a bear sailing a boat', 1],
    ['two kids in a canoe on the river', 2],
    ['three kids in a boat', 3],
  ] as const)('seats everyone in "%s" in the boat', (description, count) => {
    const { joins, figures } = pageOf(description);
    const seats = joins.filter((join) => join.what === 'seat-in-boat');
    expect(seats.length).toBeGreaterThanOrEqual(count);
    expect(seats.length).toBe(Math.min(figures, 4));
    for (const seat of seats) expect(seat.figure.y).toBeGreaterThan(seat.thing.y);
  });

  it('gives a boat that is sailed a sail and no oar, and one that is rowed an oar', () => {
    expect(pageOf('a bear sailing a boat').joins.some((join) => join.what === 'oar-in-hand')).toBe(false);
    expect(pageOf('a boy rowing a boat').joins.some((join) => join.what === 'oar-in-hand')).toBe(true);
  });

  it('keeps a boy sailing a pirate ship standing on its deck', () => {
    const { joins } = pageOf('a boy sailing a pirate ship');
    expect(joins.some((join) => join.what === 'feet-on-deck')).toBe(true);
  });
});

describe('a lake', () => {
  it.each(AGES)('is a lake under a far shore of trees, not the sea with a lighthouse and a desert island (%s)', (ageGroup) => {
    const { setting, matched } = pageOf('a girl in a boat on the lake', ageGroup);
    expect(setting).toBe('lake');
    expect(matched).not.toContain('lighthouse');
    expect(matched).not.toContain('desert-island');
  });

  it('never pastes the water icon in the sky where the words name water that is not drawn', () => {
    expect(pageOf('a girl waving by the lake').matched).not.toContain('water-wave');
  });
});
