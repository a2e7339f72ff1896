import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { heldDome } from './held-dome';
import { photoLines } from './photo-lines';

const SIZE = 400;

/** A grey room, an orange-ish body at the left and a dark dome with a pale shell's rim, half on a black table. */
function helmetScene(): Uint8Array {
  const luminance = new Uint8Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      let value = 190;
      if (x < 180) value = 120;
      if (x > 300 && y > 200) value = 15;
      const distance = Math.hypot(x - 260, y - 300);
      if (distance < 90) value = distance > 80 && y < 300 ? 230 : 20;
      luminance[y * SIZE + x] = value;
    }
  }
  return luminance;
}

describe('heldDome', { timeout: 120_000 }, () => {
  it('finds a dark round dome standing partly on a dark table', () => {
    const dome = heldDome(helmetScene(), SIZE, SIZE);
    expect(dome).not.toBeNull();
    expect(Math.hypot(dome!.x - 260, dome!.y - 300)).toBeLessThan(8);
    expect(Math.abs(dome!.radius - 90)).toBeLessThan(8);
    // Its pale shell's crescent runs over the top half: the visor's rim is the circle inside it.
    expect(dome!.visor).not.toBeNull();
    expect(Math.hypot(dome!.visor!.x - 260, dome!.visor!.y - 300)).toBeLessThan(10);
    expect(Math.abs(dome!.visor!.radius - 80)).toBeLessThan(8);
  });

  it('finds none in a photo of flat blocks', () => {
    const luminance = new Uint8Array(SIZE * SIZE);
    for (let i = 0; i < luminance.length; i++) luminance[i] = (i % SIZE) < 200 ? 40 : 200;
    expect(heldDome(luminance, SIZE, SIZE)).toBeNull();
  });
});

describe('the astronaut photo page', { timeout: 120_000 }, () => {
  it('draws the helmet she holds as one round outline with its visor inside', async () => {
    // Round 13: the helmet was lost in the lumpy body (3-5), gone with the background (6-8, 9-12).
    const image = readFileSync(path.join(import.meta.dirname, 'testing', 'astronaut.jpg'));
    const lines = await photoLines(image, { ageGroup: '6-8', background: 'simplify' });
    // The helmet's shell in the photo at working size (1000 x 1000), and its visor's rim inside it.
    const scale = lines.width / 1000;
    const inkedShare = (cx: number, cy: number, radius: number) => {
      let inside = 0;
      let inked = 0;
      for (let k = 0; k < 360; k++) {
        const angle = (2 * Math.PI * k) / 360;
        const px = cx + radius * Math.cos(angle);
        const py = cy + radius * Math.sin(angle);
        if (Math.hypot(px - 770, py - 866) > 196 * 1.01) continue;
        const x = Math.round(scale * px);
        const y = Math.round(scale * py);
        if (x < 6 || y < 6 || x >= lines.width - 6 || y >= lines.height - 6) continue;
        inside++;
        let isNear = false;
        for (let dy = -6; dy <= 6; dy++) for (let dx = -6; dx <= 6; dx++) if (lines.data[(y + dy) * lines.width + x + dx]) isNear = true;
        if (isNear) inked++;
      }
      return inked / inside;
    };
    expect(inkedShare(770, 866, 196)).toBeGreaterThan(0.9);
    expect(inkedShare(750, 912, 210)).toBeGreaterThan(0.9);
    // The glass is one area to colour: its shine was a box and a speck on it.
    let inkOnGlass = 0;
    for (let y = 866 - 120; y <= 866 + 120; y++) {
      for (let x = 770 - 120; x <= 770 + 120; x++) if (Math.hypot(x - 770, y - 866) <= 120) inkOnGlass += lines.data[Math.round(scale * y) * lines.width + Math.round(scale * x)]!;
    }
    expect(inkOnGlass).toBe(0);
  });
});
