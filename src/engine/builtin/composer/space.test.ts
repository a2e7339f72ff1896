import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { composeScene, planScene } from '../scene';
import { longestThinWhiteRun, whiteRegions } from '../white-regions';
import { namedPlanet, planet, planetKind, starfield } from './space';

// Every planet a page draws, with its kind, as the scene composer asks for it.
vi.mock('./space', async (original) => {
  const space = await original<{ planet: typeof planet }>();
  return { ...space, planet: vi.fn(space.planet) };
});

/** Shapes and lines drawn: each is an area or a border to colour. */
const shapes = (markup: string): number => (markup.match(/<(path|circle|ellipse)\b/g) ?? []).length;
/** Open lines only (bands, gaps, rims), not the outlined shapes. */
const lines = (markup: string): number => (markup.match(/fill="none"/g) ?? []).length;

describe('planets', () => {
  const kinds = [0, 1, 2, 3].map(planetKind);

  it('give older children more to colour on every kind than a plain circle with a few stripes', () => {
    for (const kind of kinds) expect(shapes(planet(1000, 1000, 300, kind, 8, 'high').markup), kind).toBeGreaterThan(shapes(planet(1000, 1000, 300, kind, 8, 'medium').markup));
  });

  it('are five different kinds on a 9-12 page of five planets, never two of the same', () => {
    vi.mocked(planet).mockClear();
    const { body } = composeScene(planScene({ characters: [], title: '', description: 'an astronaut flying past the planets', ageGroup: '9-12' }));
    // A planet is first drawn at the page's corner to measure it, then where it goes; "the planets" also draw
    // Saturn in place of their icon, its ring one path with a hole.
    const placed = vi.mocked(planet).mock.calls.filter(([cx, cy]) => cx !== 0 || cy !== 0).map((call) => call[3]);
    const kinds = [...placed, ...(body.match(/Z" fill-rule="evenodd" fill="#fff"/g) ?? []).map(() => 'ringed')];
    expect(kinds).toHaveLength(5);
    expect(new Set(kinds).size).toBe(5);
  });

  it.each([105, 260])('leave no sliver or speck on any kind at 9-12, from the smallest a page draws to the largest (radius %i px)', async (r) => {
    for (const kind of [0, 1, 2, 3, 4].map(planetKind)) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="1400"><rect width="1400" height="1400" fill="#fff"/>${planet(700, 700, r, kind, 6, 'high').markup}</svg>`;
      const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
      const crumbs = whiteRegions({ data, width: info.width, height: info.height })// A pixel or two of white where antialiased lines cross is no region.
        .filter((region) => region.area >= 20 && (region.thickness < 12 || region.area < 200));
      expect(crumbs, kind).toEqual([]);
    }
  });

  it('split a ring into two bands only where each stays wide enough to colour', () => {
    const ringed = (r: number): string => planet(1000, 1000, r, 'ringed', 8, 'high').markup;
    expect(lines(ringed(300)) - lines(ringed(60))).toBeGreaterThanOrEqual(2);
  });

  it.each(['medium', 'high'] as const)('cross a ringed planet with its ring leaving no sliver beside or on the body (%s)', async (detail) => {
    // Saturn as the words name it, tipped, at a page's size: round 10 saw thin slivers where the icon's ring crossed it.
    const saturn = namedPlanet('ringed-planet', 600, 900, 560, 8, detail)!;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1000"><rect width="1200" height="1000" fill="#fff"/>${saturn.markup}</svg>`;
    const { data, info } = await sharp(Buffer.from(svg)).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
    expect(longestThinWhiteRun(data, info.width, info.height, 5)).toBeLessThan(24);
  });
});

describe('the starfield', () => {
  /** Stars of a page by their points: a five-pointed star's path has 10 corners, a twinkle's 8. */
  const starsOf = (markup: string, corners: number): number => [...markup.matchAll(/<path d="M([^"]*)Z"/g)].filter(([, d]) => d!.split('L').length === corners).length;

  it('keeps its stars off what it is told is blocked', () => {
    const area = { x: 0, y: 0, width: 2000, height: 2000 };
    const random = (): number => 0.5;
    const open = starfield(area, [], 25, 60, 6, random);
    const halved = starfield(area, [], 25, 60, 6, random, { isBlocked: (box) => box.x < 1000 });
    expect(halved.placed).toBeLessThan(open.placed * 0.7);
  });

  it('varies its stars with twinkles only when asked, whether or not anything is blocked', () => {
    const area = { x: 0, y: 0, width: 2000, height: 2000 };
    const random = (): number => 0.5;
    expect(starsOf(starfield(area, [], 25, 60, 6, random).markup, 8)).toBe(0);
    expect(starsOf(starfield(area, [], 25, 60, 6, random, { isBlocked: () => false }).markup, 8)).toBe(0);
    expect(starsOf(starfield(area, [], 25, 60, 6, random, { hasTwinkles: true }).markup, 8)).toBeGreaterThan(0);
  });

  it('fills the space round a flyer on the slant for 9-12, keeping off its outline rather than its box (round 15, 33)', () => {
    const starsOn = (ageGroup: '6-8' | '9-12'): { five: number; twinkles: number } => {
      const { body } = composeScene(planScene({ characters: [], title: '', description: 'an astronaut flying past the planets', ageGroup }));
      return { five: starsOf(body, 10), twinkles: starsOf(body, 8) };
    };
    const older = starsOn('9-12');
    // Round 15's page had identical stars, all out by the frame's edges and the planets.
    expect(older.five + older.twinkles).toBeGreaterThan(30);
    expect(older.twinkles).toBeGreaterThan(8);
    expect(starsOn('6-8').twinkles).toBe(0);
  });
});
