import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { dressedToSwim } from '../figure/figure-spec';
import { composeScene, planScene } from '../scene';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];
const PAGE_WIDTH = 2550;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes of the white rounded rectangles on the page (the pool's coping and its water), in the order drawn. */
function roundedRects(body: string): Box[] {
  return [...body.matchAll(/<path d="(M[\d. ]+H[\d.]+Q[\d. ]+V[\d.]+Q[\d. ]+H[\d.]+Q[\d. ]+V[\d.]+Q[\d. ]+Z)" fill="#fff"/g)].map(([, outline]) => {
    const xs: number[] = [];
    const ys: number[] = [];
    for (const [, command, args] of outline!.matchAll(/([MHVQ])([^MHVQZ]+)/g)) {
      const numbers = args!.trim().split(/\s+/).map(Number);
      if (command === 'H') xs.push(...numbers);
      else if (command === 'V') ys.push(...numbers);
      else numbers.forEach((value, index) => (index % 2 === 0 ? xs : ys).push(value));
    }
    return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
  });
}

/**
 * The water drawn over a swimmer in the pool (pond.ts `waterBand`, clipped to the water): its wavy line's height and the
 * swimmer's box's sides, 20 beyond which the band starts and (rounded up to whole waves) ends.
 */
function waterLine(body: string): { y: number; left: number; right: number } | null {
  const band = /<g clip-path="url\(#pond-water\)"><path d="M([\d.]+) ([\d.]+) q[^"L]*L([\d.]+) /.exec(body);
  return band ? { y: Number(band[2]), left: Number(band[1]) + 20, right: Number(band[3]) - 20 } : null;
}

function page(description: string, ageGroup: AgeGroup = '6-8') {
  return composeScene(planScene({ characters: [], title: '', description, ageGroup }));
}

describe('a swimming pool', () => {
  // The boy swam in a reedy pond and the page said "Couldn't draw: pool".
  it.each(AGES)('swims a boy in a tiled pool, not a pond among reeds (%s)', (ageGroup) => {
    const { body, metadata } = page('a boy swimming in a pool', ageGroup);
    expect(metadata.notDrawn).toEqual([]);
    expect(metadata.verb).toBe('swimming');
    expect(metadata.matched).toContain('water-wave');
    expect(body).toBe(page('a boy swimming in a pool', ageGroup).body);
    // No bulrushes on the banks, as round the pond.
    expect((metadata.joins as Array<{ what: string }>).map((join) => join.what)).not.toContain('reeds-under-rim');
    // The coping: a border of tiles round the water, one white rounded rectangle inside the other, across the page.
    const [coping, water] = roundedRects(body);
    expect(water).toBeDefined();
    expect(water!.x).toBeGreaterThan(coping!.x);
    expect(water!.y).toBeGreaterThan(coping!.y);
    expect(water!.x + water!.width).toBeLessThan(coping!.x + coping!.width);
    expect(water!.y + water!.height).toBeLessThan(coping!.y + coping!.height);
    expect(water!.width).toBeGreaterThan(PAGE_WIDTH * 0.6);
    // The boy afloat in it: the water line drawn over his lower body runs across the pool's water, his middle over it.
    const swimmer = waterLine(body);
    expect(swimmer).not.toBeNull();
    expect(swimmer!.y).toBeGreaterThan(water!.y);
    expect(swimmer!.y).toBeLessThan(water!.y + water!.height);
    expect((swimmer!.left + swimmer!.right) / 2).toBeGreaterThan(water!.x + water!.width * 0.25);
    expect((swimmer!.left + swimmer!.right) / 2).toBeLessThan(water!.x + water!.width * 0.75);
  });

  // He lay turned on his side on top of the water line, fully dressed, his head over the pool's tiles (round 19).
  it.each(AGES)('swims a boy upright in the pool, his head above the water line and inside the pool, his hand over in a stroke (%s)', (ageGroup) => {
    const { joins } = scenePage('a boy swimming in a pool', ageGroup);
    const chin = joins.find((join) => join.what === 'chin-above-water')!;
    expect(chin.figure.y).toBeLessThan(chin.thing.y);
    const [topLeft, bottomRight] = joins.filter((join) => join.what === 'head-in-pool');
    expect(topLeft!.figure.x).toBeGreaterThan(topLeft!.thing.x);
    expect(topLeft!.figure.y).toBeGreaterThan(topLeft!.thing.y);
    expect(bottomRight!.figure.x).toBeLessThan(bottomRight!.thing.x);
    expect(bottomRight!.figure.y).toBeLessThan(bottomRight!.thing.y);
    const hand = joins.find((join) => join.what === 'hand-over-water')!;
    expect(hand.figure.y).toBeLessThan(hand.thing.y);
  });

  // In a pond he lay on his side along the water (judging 19): he swims upright there too, his chin over the water line.
  it.each(AGES)('swims a boy upright in a pond, his chin above the water line and his hand over in a stroke (%s)', (ageGroup) => {
    const { joins } = scenePage('a boy swimming in a pond', ageGroup);
    const chin = joins.find((join) => join.what === 'chin-above-water')!;
    expect(chin.figure.y).toBeLessThan(chin.thing.y);
    const hand = joins.find((join) => join.what === 'hand-over-water')!;
    expect(hand.figure.y).toBeLessThan(hand.thing.y);
  });

  // In a T-shirt in the pool he read as fully dressed (judging 19).
  it('dresses a swimmer in everyday clothes in trunks or a swimsuit with goggles, keeping clothes the words name', () => {
    const boy = dressedToSwim({ kind: 'child', hair: 'short', hasBeard: false, outfit: 'tee-pants', accessories: [], prop: null }, 'a boy');
    expect(boy).toMatchObject({ outfit: 'swim-trunks', accessories: ['swim-goggles'] });
    const girl = dressedToSwim({ kind: 'child', hair: 'short', hasBeard: false, outfit: 'dress', accessories: ['bow'], prop: null }, 'a girl');
    expect(girl).toMatchObject({ outfit: 'swimsuit', accessories: ['bow'] });
    const pirate = dressedToSwim({ kind: 'child', hair: 'short', hasBeard: false, outfit: 'pirate', accessories: [], prop: null }, 'a pirate');
    expect(pirate.outfit).toBe('pirate');
  });

  // With no verb the girl stood on a meadow and the pool went undrawn.
  it.each(AGES)('swims a girl "at the pool" in the tiled pool (%s)', (ageGroup) => {
    const { metadata } = page('a girl at the pool', ageGroup);
    expect(metadata.verb).toBe('swimming');
    expect(metadata.matched).toContain('water-wave');
    expect(metadata.notDrawn).toEqual([]);
  });

  // The duck's waterfall pond was framed in tiles; the boy and the girl swam in a tiled pool (review MUST-FIX 12).
  it('draws no tiled pool for a pool of water, of mud or a pool table', () => {
    const tiled = page('a duck swimming in a pool by the waterfall').body.length;
    expect(page('a duck swimming in a pool of water by the waterfall').body.length).toBeGreaterThan(tiled * 1.2);
    for (const description of ['a boy at the pool table', 'a girl in a pool of mud']) {
      expect(page(description).metadata.verb).not.toBe('swimming');
      expect(page(description).metadata.matched).not.toContain('water-wave');
    }
  });

  it('keeps a group or a creature at the pool on the meadow, saying the pool was not drawn', () => {
    expect(page('kids at the pool').metadata.notDrawn).toEqual(['pool']);
    expect(page('a dog in the pool').metadata.notDrawn).toEqual(['pool']);
  });
});

describe('floating in space', () => {
  // Sweep 3: "floating" read as swimming, so the astronaut swam as a speck in a pond among reeds under the planets.
  it.each(AGES)('drifts the astronaut large among the stars, with no pond (%s)', (ageGroup) => {
    const floating = scenePage('an astronaut floating in space', ageGroup);
    expect(floating.matched).not.toContain('water-wave');
    expect(floating.figures).toBe(1);
    expect(floating.lead).toBeGreaterThan(0.25);
  });
});
