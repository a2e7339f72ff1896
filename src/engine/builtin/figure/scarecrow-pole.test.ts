import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from '../builtin-engine';
import { blackBlots, cropImage } from '../white-regions';

const engine = createBuiltinEngine();

describe("a scarecrow's pole", () => {
  // At 9-12, where the lines are thin enough that only ink run together lies this far from white.
  it('shows no black wedges between his legs where it runs down behind them', async () => {
    const page = await engine.scene({ characters: [], title: '', description: 'a scarecrow in a field', ageGroup: '9-12' });
    const { data, info } = await sharp(page.png).greyscale().raw().toBuffer({ resolveWithObject: true });
    // His legs and boots, in the middle of the page's lower half.
    const legs = cropImage({ data, width: info.width, height: info.height }, 950, 1700, 650, 1000);
    // Judging 19: the pole's edges and the legs' inner outlines ran together at 9-12 into wedges of 250 px² this far from white.
    expect(blackBlots(legs, 10).filter((blot) => blot.area > 5)).toEqual([]);
  });
});
