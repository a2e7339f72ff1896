import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from '../builtin-engine';
import { blackBlots, cropImage } from '../white-regions';
import type { SceneJoin } from '../composer/testing/scene-page';

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

describe("a scarecrow's pole in the ground", () => {
  // Judging 19: the pole's rounded end stood on the path and floated. It goes down into a tuft of the page's grass.
  it.each(['3-5', '6-8', '9-12'] as const)('ends in a tuft of grass standing over its foot (%s)', async (ageGroup) => {
    const page = await engine.scene({ characters: [], title: '', description: 'a scarecrow in a field', ageGroup });
    const joins = (page.metadata as unknown as { joins: SceneJoin[] }).joins;
    const pole = joins.find((join) => join.what === 'pole-in-grass');
    expect(pole).toBeDefined();
    // Centred on the pole, its blades rising well above the pole's foot.
    expect(Math.abs(pole!.thing.x - pole!.figure.x)).toBeLessThan(5);
    expect(pole!.figure.y - pole!.thing.y).toBeGreaterThan(60);
  });
});
