import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from '../builtin/builtin-engine';
import { pageToSvg } from './page-svg';

async function inkOf(png: Buffer): Promise<Uint8Array> {
  const { data } = await sharp(png).flatten({ background: '#ffffff' }).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return Uint8Array.from(data, (value) => (value < 128 ? 1 : 0));
}

describe('page as SVG', () => {
  it('is plain black vectors at print size that render back to the same page', async () => {
    const page = await createBuiltinEngine().scene({ characters: [], title: 'Picnic & <Friends>', description: 'a dragon having a picnic in the park', ageGroup: '6-8' });
    const svg = await pageToSvg(page.png, 'Picnic & <Friends>');
    expect(svg).toMatch(/^<\?xml/);
    expect(svg).toContain('width="8.5in" height="11in" viewBox="0 0 2550 3300"');
    expect(svg).toContain('<title>Picnic &#38; &#60;Friends&#62;</title>');
    expect(svg).not.toMatch(/<image|base64|<text/);
    const colours = new Set([...svg.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map((match) => match[1]));
    expect([...colours]).toEqual(['#000000']);

    const rendered = new Resvg(svg, { fitTo: { mode: 'width', value: 2550 }, background: '#ffffff' }).render();
    const back = await inkOf(await sharp(rendered.pixels, { raw: { width: rendered.width, height: rendered.height, channels: 4 } }).png().toBuffer());
    const original = await inkOf(page.png);
    expect(back.length).toBe(original.length);
    let inkPixels = 0;
    let differing = 0;
    for (let i = 0; i < original.length; i++) {
      inkPixels += original[i]!;
      if (original[i] !== back[i]) differing++;
    }
    // Only edge pixels may flip where a curve passes through them: a small share of the ink.
    expect(inkPixels).toBeGreaterThan(50_000);
    expect(differing / inkPixels).toBeLessThan(0.08);
  });
});
