import { describe, expect, it } from 'vitest';
import { boxesOverlap, type Box } from '../drawing';
import { createRandom } from '../random';
import { DEFAULT_SETTING } from '../settings';
import { sceneStyle } from './age-style';
import { drawSetting, type BackdropContext, type FigureBoxes, type Layers } from './backdrops';

const art: Box = { x: 150, y: 150, width: 2250, height: 3000 };
const horizonY = art.y + art.height * 0.42;

function farThings(figure: FigureBoxes): Box[] {
  const layers: Layers = { far: [], horizon: [], ground: [], scatter: [], main: [], front: [], occupied: [], drawn: [] };
  const context: BackdropContext = { backdrop: 'outdoor', art, horizonY, setting: DEFAULT_SETTING, style: sceneStyle({ ageGroup: '6-8', detailShift: 0, lineShift: 0 }), isNight: false, words: 'a robot painting a picture', random: createRandom(7), isRemoved: () => false };
  drawSetting(layers, context, [figure.box], [], [figure]);
  return layers.occupied;
}

describe('far things behind the subject', () => {
  // A figure on the left with its head just over the horizon, where the landmark tree stands.
  const box: Box = { x: art.x + 80, y: horizonY - 300, width: 700, height: 1800 };
  const head: Box = { x: box.x + 60, y: box.y + 100, width: 580, height: 520 };

  it('keeps a far tree’s crown off a figure’s head (no tree as an afro)', () => {
    const things = farThings({ box, head, hasWings: false });
    expect(things.length).toBeGreaterThan(0);
    expect(things.filter((thing) => boxesOverlap(thing, head, 0))).toEqual([]);
  });

  it('keeps far trees out from behind a winged figure’s spread wings', () => {
    const wide: Box = { x: art.x + 100, y: horizonY - 500, width: art.width - 200, height: 1600 };
    const things = farThings({ box: wide, head: { x: wide.x + wide.width - 500, y: wide.y + 300, width: 400, height: 400 }, hasWings: true });
    expect(things.filter((thing) => boxesOverlap(thing, { ...wide, height: wide.height * 0.5 }, 0))).toEqual([]);
  });
});
