import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { composeScene, planScene } from '../scene';
import { longestThinWhiteRun, whiteRegions } from '../white-regions';
import { namedPlanet, planet, planetKind } from './space';

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
