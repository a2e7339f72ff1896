import { describe, expect, it } from 'vitest';
import { rasterise } from './composer/rasterise-markup';
import { getMotif, motifMarkup } from './motif-library';
import { getComposedProp } from './props/prop-library';
import { SETTINGS, DEFAULT_SETTING } from './settings';
import { MOTIF_SYNONYMS } from './synonyms';
import { whiteRegions } from './white-regions';

describe('motif library', () => {
  it('can draw every motif the synonym table and the settings name, as an icon or a composed prop', () => {
    const named = new Set([
      ...Object.values(MOTIF_SYNONYMS),
      ...[...SETTINGS, DEFAULT_SETTING].flatMap((setting) => [...setting.backdrop, ...setting.sky, ...setting.scatter]),
    ]);
    const missing = [...named].filter((name) => getMotif(name) === null && getComposedProp(name) === undefined);
    expect(missing).toEqual([]);
  });

  it('turns flat colour art into outlines: no colour, no gradient, only white areas and black marks', () => {
    for (const name of ['dragon', 'unicorn', 'owl', 'rainbow', 'castle']) {
      const markup = motifMarkup(getMotif(name)!, { lineWidth: 0.3, detail: 'high' });
      const fills = [...markup.matchAll(/fill="([^"]+)"/g)].map((match) => match[1]);
      expect(fills.every((fill) => fill === '#000' || fill === 'none')).toBe(true);
      expect(markup).not.toMatch(/url\(|gradient|opacity|stroke="#(?!000)/i);
    }
  });

  it('keeps small dark marks such as eyes solid black', () => {
    const markup = motifMarkup(getMotif('owl')!, { lineWidth: 0.2, detail: 'medium' });
    expect(markup).toContain('fill="#000"');
  });

  // The composer floats these up off the grass and beside a cake: stood down, a balloon read as fallen.
  it('says a balloon floats and a cake does not', () => {
    expect(getMotif('balloon')!.isFloating).toBe(true);
    expect(getMotif('birthday-cake')!.isFloating).toBe(false);
  });

  it('leaves a palette\'s blob of black paint white to colour, not a solid hole', () => {
    expect(motifMarkup(getMotif('artist-palette')!, { lineWidth: 0.2, detail: 'medium' })).not.toContain('fill="#000"');
  });

  it('leaves out small shapes at low detail, so young children get larger regions', () => {
    for (const name of ['dragon', 'astronaut', 'princess']) {
      const motif = getMotif(name)!;
      const low = motifMarkup(motif, { lineWidth: 0.3, detail: 'low' }).split('<').length;
      const high = motifMarkup(motif, { lineWidth: 0.3, detail: 'high' }).split('<').length;
      expect(low).toBeLessThan(high);
    }
  });

  // Round 19: the dolphin's belly shine was a loop across its flipper, with a speck where they crossed.
  it('draws the dolphin as its body, its mouth and its belly beside the flipper, with no loop or speck across them', async () => {
    const markup = motifMarkup(getMotif('dolphin')!, { lineWidth: 0.25, detail: 'low' });
    const image = await rasterise(`<g transform="translate(475 850) scale(50)" fill="#fff" stroke="#000" stroke-width="0.25" stroke-linejoin="round">${markup}</g>`);
    const inside = whiteRegions(image).filter((region) => region.x > 0);
    expect(inside).toHaveLength(3);
    expect(Math.min(...inside.map((region) => region.thickness))).toBeGreaterThan(40);
  });

  // Round 20: "a walrus" drew the seal with no tusks, "a toucan" the parrot with its short hooked beak.
  it.each([
    ['walrus', 'seal', /^<path d="M6\.9 16\.6H10\.4V17\.9/],
    ['toucan', 'parrot', /^<path d="M8\.9 3\.9C4\.8 3\.5 1\.1 5\.6\.3 11\.2/],
  ])('draws the %s as the %s with what makes it one, at every detail', (name, kin, part) => {
    for (const detail of ['low', 'medium', 'high'] as const) {
      const kinMarkup = motifMarkup(getMotif(kin)!, { lineWidth: 0.25, detail });
      const markup = motifMarkup(getMotif(name)!, { lineWidth: 0.25, detail });
      expect(markup.startsWith(kinMarkup), detail).toBe(true);
      expect(markup.slice(kinMarkup.length), detail).toMatch(part);
    }
  });

  it('returns null for icons it cannot outline or that do not exist', () => {
    expect(getMotif('no-such-icon')).toBeNull();
  });
});
