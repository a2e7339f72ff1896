import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { settingByName } from '../settings';
import { castFromWords } from './cast';
import { lakeRipples } from './pond';
import { scenePage as pageOf } from './testing/scene-page';

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
    ['a family in a boat', 3],
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

  it('fills "a family" that names no one in it with a mother, a father and their child, and leaves "a family of ducks" ducks', () => {
    expect(castFromWords('a family in a boat', new Set()).map((character) => character.motif)).toEqual(['woman', 'man', 'child']);
    expect(castFromWords('a family of ducks', new Set()).map((character) => character.motif)).toEqual(['duck', 'duck', 'duck']);
  });

  it('keeps a boy sailing a pirate ship standing on its deck', () => {
    const { joins } = pageOf('a boy sailing a pirate ship');
    expect(joins.some((join) => join.what === 'feet-on-deck')).toBe(true);
  });
});

describe('fishing from a boat', () => {
  // Judging 23: grandpa held an oar, rowing, with no rod or line.
  it.each(AGES)('gives grandpa a rod held up out past the bow, its line down to a float on the open water, and no oar (%s)', (ageGroup) => {
    const { joins, matched } = pageOf('grandpa fishing from a rowboat', ageGroup);
    const seat = joins.find((join) => join.what === 'seat-in-boat')!;
    const line = joins.find((join) => join.what === 'line-in-water')!;
    expect(joins.some((join) => join.what === 'oar-in-hand')).toBe(false);
    expect(matched).toContain('fishing-pole');
    // The float ahead of the angler and below the gunwale, on the water.
    expect(line.thing.x).toBeGreaterThan(seat.thing.x + 400);
    expect(line.thing.y).toBeGreaterThan(seat.thing.y);
    const grip = joins.find((join) => join.what === 'rod-in-back-hand')!;
    expect(Math.hypot(grip.figure.x - grip.thing.x, grip.figure.y - grip.thing.y)).toBeLessThan(30);
  });

  it('seats the angler of "two kids fishing from a boat" in the bow, so the rod rises over no one', () => {
    const { joins } = pageOf('two kids fishing from a boat', '9-12');
    const seats = joins.filter((join) => join.what === 'seat-in-boat');
    const line = joins.find((join) => join.what === 'line-in-water')!;
    expect(seats).toHaveLength(2);
    for (const seat of seats) expect(line.figure.x).toBeGreaterThan(seat.thing.x);
  });

  it('keeps the rower of "a girl rowing a boat" at her oar, with no rod', () => {
    const { joins, matched } = pageOf('a girl rowing a boat');
    expect(joins.some((join) => join.what === 'oar-in-hand')).toBe(true);
    expect(matched).not.toContain('fishing-pole');
  });
});

describe('a lake', () => {
  it.each(AGES)('is a lake under a far shore of trees, not the sea with a lighthouse and a desert island (%s)', (ageGroup) => {
    const { setting, matched } = pageOf('a girl in a boat on the lake', ageGroup);
    expect(setting).toBe('lake');
    expect(matched).not.toContain('lighthouse');
    expect(matched).not.toContain('desert-island');
  });

  it('puts no blocky bird icon in the sky over the sea, only gulls', () => {
    expect(settingByName('ocean').sky).not.toContain('bird');
  });

  it('never pastes the water icon in the sky where the words name water that is not drawn', () => {
    expect(pageOf('a girl waving by the lake').matched).not.toContain('water-wave');
  });

  it('keeps its ripples and lily pads off the boat, so none is cut off under the hull', () => {
    const art = { x: 180, y: 440, width: 2190, height: 2680 };
    const boat = { x: 300, y: 2250, width: 1900, height: 300 };
    const markup = lakeRipples(art, 2200, 9, true, [boat]);
    const starts = [...markup.matchAll(/M([\d.]+) ([\d.]+)q/g)].map((match) => ({ x: Number(match[1]), y: Number(match[2]) }));
    expect(starts.length).toBeGreaterThan(4);
    for (const { x, y } of starts) expect(x + art.width * 0.07 < boat.x || x > boat.x + boat.width || y < boat.y || y > boat.y + boat.height).toBe(true);
    // Two pads in the open water below the boat, each a path with its notch.
    expect(markup.match(/A[\d.]+ [\d.]+ 0 1 0/g)?.length).toBe(2);
  });
});
