/**
 * Photo pages (issue 12) for the gallery: each test photo beside its page, every age group with the
 * background simplified and 6-8 with it kept, so the before and after are looked at together. The page is
 * also written at full size, since the pair shows it at a third of its print resolution.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { AgeGroup } from '../src/shared/constants';
import type { Engine } from '../src/engine/types';

const PHOTO_DIR = new URL('../src/engine/photo/testing/', import.meta.url);
const PAIR_HEIGHT = 1100;
const RUNS: Array<{ ageGroup: AgeGroup; background: 'keep' | 'simplify' }> = [
  { ageGroup: '3-5', background: 'simplify' },
  { ageGroup: '6-8', background: 'simplify' },
  { ageGroup: '9-12', background: 'simplify' },
  { ageGroup: '6-8', background: 'keep' },
];

export async function renderPhotoGallery(engine: Engine, outDir: string): Promise<void> {
  for (const file of readdirSync(PHOTO_DIR).filter((name) => /\.(jpe?g|png)$/i.test(name))) {
    const image = readFileSync(new URL(file, PHOTO_DIR));
    const name = file.replace(/\.[^.]+$/, '');
    const before = await sharp(image).rotate().resize({ height: PAIR_HEIGHT }).png().toBuffer({ resolveWithObject: true });
    for (const run of RUNS) {
      const page = await engine.photoPage({ image, title: '', ...run });
      const after = await sharp(page.png).resize({ height: PAIR_HEIGHT }).png().toBuffer({ resolveWithObject: true });
      const gap = 40;
      const pair = await sharp({ create: { width: before.info.width + gap + after.info.width, height: PAIR_HEIGHT, channels: 3, background: '#ffffff' } })
        .composite([
          { input: before.data, left: 0, top: 0 },
          { input: after.data, left: before.info.width + gap, top: 0 },
        ])
        .png()
        .toBuffer();
      const out = join(outDir, `photo-${name}-${run.ageGroup}-${run.background}`);
      writeFileSync(`${out}.png`, pair);
      writeFileSync(`${out}-page.png`, page.png);
      console.log(`${out}.png: photo beside its page (full page: ${out}-page.png)`);
    }
  }
}
