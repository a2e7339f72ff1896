import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from '../builtin-engine';
import { cropImage, whiteRegions } from '../white-regions';

const engine = createBuiltinEngine();

describe('a small flyer in the sky', () => {
  it('keeps a butterfly over a garden open to colour at 6-8, its wings not closed up into a black blob', async () => {
    const page = await engine.scene({ characters: [], title: '', description: 'a girl planting flowers', ageGroup: '6-8' });
    const { data, info } = await sharp(page.png).greyscale().raw().toBuffer({ resolveWithObject: true });
    // The top middle of the sky, where the butterfly flies.
    const [width, height] = [550, 600];
    const sky = cropImage({ data, width: info.width, height: info.height }, 1000, 160, width, height);
    const inside = whiteRegions(sky).filter((region) => region.x > 0 && region.y > 0 && region.x + region.width < width && region.y + region.height < height);
    // Judging 19: drawn with all its veins in a sliver of the sky, its wings held no white wider than 16 px nor larger
    // than 1,000 px²; now each wing has its panels.
    expect(inside.filter((region) => region.area >= 1500 && region.thickness >= 20).length).toBeGreaterThanOrEqual(4);
  });
});
