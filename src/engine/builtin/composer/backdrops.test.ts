import { describe, expect, it } from 'vitest';
import { boxesOverlap, type Box } from '../drawing';
import { createRandom } from '../random';
import { DEFAULT_SETTING, settingByName } from '../settings';
import { sceneStyle } from './age-style';
import { scenePage } from './testing/scene-page';
import { drawGrassDressing, drawGround, drawSetting, fillEmptyCells, type BackdropContext, type FigureBoxes, type Layers } from './backdrops';

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

describe('far fields behind a dragon', () => {
  /** The far layer of a 9-12 farm with these figures: hills with ploughed patches. */
  function farLayer(figures: FigureBoxes[]): string {
    const layers: Layers = { far: [], horizon: [], ground: [], scatter: [], main: [], front: [], occupied: [], drawn: [] };
    const context: BackdropContext = { backdrop: 'outdoor', art, horizonY, setting: settingByName('farm'), style: sceneStyle({ ageGroup: '9-12', detailShift: 0, lineShift: 0 }), isNight: false, words: 'a boy riding a dragon on a farm', random: createRandom(7), isRemoved: () => false };
    drawGround(layers, context);
    drawSetting(layers, context, figures.map((figure) => figure.box), [], figures);
    return layers.far.join('');
  }
  const furrows = (markup: string): number => (markup.match(/h\d/g) ?? []).length;
  const dragon: Box = { x: art.x, y: horizonY - 900, width: art.width, height: 1800 };

  it('ploughs the far hills when nothing flies in front of them', () => {
    expect(furrows(farLayer([]))).toBeGreaterThan(20);
  });

  it('leaves the hills behind spread wings unploughed, so wing and hill do not tangle', () => {
    expect(furrows(farLayer([{ box: dragon, head: { x: dragon.x + 1600, y: dragon.y, width: 400, height: 400 }, hasWings: true }]))).toBe(0);
  });

  it('still ploughs behind a figure without wings', () => {
    expect(furrows(farLayer([{ box: dragon, head: { x: dragon.x + 1600, y: dragon.y, width: 400, height: 400 }, hasWings: false }]))).toBeGreaterThan(20);
  });
});

describe('a day sky', () => {
  it('has a few clouds, not a carpet of the same cloud, with gulls between them', () => {
    for (const ageGroup of ['6-8', '9-12'] as const) {
      const layers: Layers = { far: [], horizon: [], ground: [], scatter: [], main: [], front: [], occupied: [], drawn: [] };
      const context: BackdropContext = { backdrop: 'outdoor', art, horizonY, setting: settingByName('farm'), style: sceneStyle({ ageGroup, detailShift: 0, lineShift: 0 }), isNight: false, words: 'cows in a field', random: createRandom(3), isRemoved: () => false };
      const cow: Box = { x: art.x + 300, y: horizonY + 600, width: 900, height: 700 };
      drawGround(layers, context);
      drawSetting(layers, context, [cow], [], []);
      fillEmptyCells(layers, context, [cow]);
      expect(layers.drawn.filter((motif) => motif === 'cloud').length, ageGroup).toBeLessThanOrEqual(4);
      expect(layers.horizon.length, ageGroup).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('a night sky over flying icons', () => {
  // A star sat on a flying firefly's feelers and a cloud on a toucan's head: the box kept clear was cut to its middle,
  // as for a turned flyer, whose box is much larger than it is.
  it('keeps its moon and stars off the whole box of an icon flying in it, top middle too', () => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      const layers: Layers = { far: [], horizon: [], ground: [], scatter: [], main: [], front: [], occupied: [], drawn: [] };
      const context: BackdropContext = { backdrop: 'sky', art, horizonY, setting: DEFAULT_SETTING, style: sceneStyle({ ageGroup, detailShift: 0, lineShift: 0 }), isNight: true, words: 'three fireflies at night', random: createRandom(4), isRemoved: () => false };
      const fireflies: Box[] = [0.05, 0.36, 0.67].map((share, index) => ({ x: art.x + art.width * share, y: art.y + art.height * (index === 1 ? 0.06 : 0.14), width: art.width * 0.28, height: art.height * 0.24 }));
      drawSetting(layers, context, fireflies, [], fireflies.map((box) => ({ box, head: { ...box, height: box.height * 0.4 }, hasWings: false, isIcon: true })));
      expect(layers.drawn, ageGroup).toContain('star');
      expect(layers.occupied.filter((thing) => fireflies.some((box) => boxesOverlap(thing, box, 0))), ageGroup).toEqual([]);
    }
  });
});

describe('a garden', () => {
  it('grows beds of tall flowers up the lawn towards the figure, not a strip of small ones along the bottom', () => {
    const layers: Layers = { far: [], horizon: [], ground: [], scatter: [], main: [], front: [], occupied: [], drawn: [] };
    const context: BackdropContext = { backdrop: 'outdoor', art, horizonY, setting: DEFAULT_SETTING, style: sceneStyle({ ageGroup: '3-5', detailShift: 0, lineShift: 0 }), isNight: false, words: 'a dog jumping in the garden', random: createRandom(5), isRemoved: () => false };
    const dog: Box = { x: art.x + 100, y: art.y + art.height * 0.25, width: art.width - 200, height: art.height * 0.45 };
    drawGrassDressing(layers, context, [dog]);
    const beds = layers.occupied.filter((box) => box.width > art.width * 0.3);
    expect(beds.length).toBeGreaterThanOrEqual(2);
    expect(Math.min(...beds.map((box) => box.y))).toBeLessThan(art.y + art.height * 0.78);
  });
});

describe('a farm’s barn', () => {
  it('stands on this side of the hills’ crest, drawn over the ground, so the crest does not cut through its doors', () => {
    const layers: Layers = { far: [], horizon: [], ground: [], scatter: [], main: [], front: [], occupied: [], drawn: [] };
    const context: BackdropContext = { backdrop: 'outdoor', art, horizonY, setting: settingByName('farm'), style: sceneStyle({ ageGroup: '9-12', detailShift: 0, lineShift: 0 }), isNight: false, words: 'a farmer on the farm', random: createRandom(2), isRemoved: () => false };
    drawGround(layers, context);
    const groundBefore = layers.ground.length;
    drawSetting(layers, context, [], [], []);
    expect(layers.drawn).toContain('barn');
    expect(layers.ground.length).toBe(groundBefore + 1);
  });
});

describe('the ground’s crest', () => {
  it('is known where the ground is drawn, so a path can come over it rather than end square on the grass below', () => {
    const layers: Layers = { far: [], horizon: [], ground: [], scatter: [], main: [], front: [], occupied: [], drawn: [] };
    const context: BackdropContext = { backdrop: 'outdoor', art, horizonY, setting: settingByName('park'), style: sceneStyle({ ageGroup: '9-12', detailShift: 0, lineShift: 0 }), isNight: false, words: 'a boy in the park', random: createRandom(4), isRemoved: () => false };
    drawGround(layers, context);
    const ys = [0.1, 0.3, 0.5, 0.7, 0.9].map((share) => context.groundEdge!(art.x + art.width * share));
    for (const y of ys) expect(Math.abs(y - horizonY)).toBeLessThan(art.height * 0.06);
    // It rolls: not one level line.
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(art.height * 0.005);
  });
});

describe('small flyers by age', () => {
  /** The motifs a park drawn round a small figure uses, at an age, its sun and clouds left out so the sky has room for flyers. */
  function parkMotifs(ageGroup: '3-5' | '6-8'): string[] {
    const layers: Layers = { far: [], horizon: [], ground: [], scatter: [], main: [], front: [], occupied: [], drawn: [] };
    const context: BackdropContext = { backdrop: 'outdoor', art, horizonY, setting: settingByName('park'), style: sceneStyle({ ageGroup, detailShift: 0, lineShift: 0 }), isNight: false, words: 'a dog jumping in the garden', random: createRandom(3), isRemoved: (motif) => motif === 'sun' || motif === 'cloud' };
    drawSetting(layers, context, [{ x: art.x + 700, y: horizonY, width: 800, height: 1200 }], []);
    return layers.drawn;
  }

  it('leaves butterflies and bees out of the youngest’s pages, where their wing veins close up black', () => {
    expect(parkMotifs('6-8')).toContain('butterfly');
    expect(parkMotifs('3-5').filter((motif) => /butterfly|bee|beetle/.test(motif))).toEqual([]);
  });
});

describe('a far tree and a kite', () => {
  it('keeps the tree from under the kite when it also moves off the flyer’s head', () => {
    // "a girl flying a kite on a hill" at 3-5: the girl on the left, the kite up on the right.
    const kite: Box = { x: 1518, y: 432, width: 545, height: 559 };
    const girl: Box = { x: 391, y: 914, width: 736, height: 1490 };
    const layers: Layers = { far: [], horizon: [], ground: [], scatter: [], main: [], front: [], occupied: [], drawn: [] };
    const context: BackdropContext = { backdrop: 'outdoor', art, horizonY: 1650, setting: DEFAULT_SETTING, style: sceneStyle({ ageGroup: '3-5', detailShift: 0, lineShift: 0 }), isNight: false, words: 'a girl flying a kite on a hill', random: createRandom(7), isRemoved: () => false };
    drawSetting(layers, context, [kite, girl], ['kite'], [{ box: girl, head: { x: girl.x + 60, y: girl.y, width: 600, height: 560 }, hasWings: false }]);
    expect(layers.occupied.filter((box) => boxesOverlap(box, kite, 0))).toEqual([]);
  });
});

describe('a snowy sky for the youngest', () => {
  it('has big falling flakes between the clouds, not a bare band over the figures', () => {
    const layers: Layers = { far: [], horizon: [], ground: [], scatter: [], main: [], front: [], occupied: [], drawn: [] };
    const context: BackdropContext = { backdrop: 'outdoor', art, horizonY, setting: settingByName('snow'), style: sceneStyle({ ageGroup: '3-5', detailShift: 0, lineShift: 0 }), isNight: false, words: 'a penguin builds a snowman in the snow', random: createRandom(4), isRemoved: () => false };
    const figure: Box = { x: art.x + 100, y: horizonY - 400, width: 1000, height: 1900 };
    drawSetting(layers, context, [figure], [], [{ box: figure, head: { ...figure, height: 600 }, hasWings: false }]);
    expect(layers.drawn.filter((motif) => motif === 'falling-snowflake').length).toBeGreaterThanOrEqual(2);
    // The icon's thin-branched flake is not used: its channels close up under the youngest's thick lines.
    expect(layers.drawn).not.toContain('snowflake');
  });
});

describe('a library’s reading lamp', () => {
  it('stands over the floor boards, so its foot shows in front of the bookcase instead of on its books', () => {
    const layers: Layers = { far: [], horizon: [], ground: [], scatter: [], main: [], front: [], occupied: [], drawn: [] };
    const context: BackdropContext = { backdrop: 'room', art, horizonY, setting: DEFAULT_SETTING, style: sceneStyle({ ageGroup: '9-12', detailShift: 0, lineShift: 0 }), isNight: false, words: 'a dragon reading a book in the library', random: createRandom(7), isRemoved: () => false };
    drawSetting(layers, context, [], []);
    // The lamp is the one piece with an ellipse (its round foot).
    expect(layers.scatter.filter((markup) => markup.includes('<ellipse'))).toHaveLength(1);
    expect(layers.horizon.filter((markup) => markup.includes('<ellipse'))).toEqual([]);
  });
});

describe('a beach', () => {
  // Round 14 (01): behind the sand were far hills, the sea only the thin strip of a shore wave under a palm on a hill.
  it.each(['3-5', '6-8', '9-12'] as const)('has the open sea behind it, a level horizon over rows of waves, and no far hills (%s)', (ageGroup) => {
    const layers: Layers = { far: [], horizon: [], ground: [], scatter: [], main: [], front: [], occupied: [], drawn: [] };
    const context: BackdropContext = { backdrop: 'outdoor', art, horizonY, setting: settingByName('beach'), style: sceneStyle({ ageGroup, detailShift: 0, lineShift: 0 }), isNight: false, words: 'a girl riding a horse on the beach', random: createRandom(7), isRemoved: () => false };
    drawGround(layers, context);
    const horizon = layers.far.filter((markup) => /^<path d="M[\d.-]+ ([\d.]+)H[\d.]+"/.test(markup));
    expect(horizon).toHaveLength(1);
    const seaTop = Number(/^<path d="M[\d.-]+ ([\d.]+)H/.exec(horizon[0]!)![1]);
    expect(horizonY - seaTop).toBeGreaterThan(art.height * 0.06);
    const waves = layers.far.filter((markup) => markup.includes(' q40 -36 80 0'));
    expect(waves.length).toBeGreaterThanOrEqual(1);
    // Everything behind the sand is sea: no hill outlines among it.
    expect(layers.far.length).toBe(1 + waves.length);
  });
});

describe('a whole-sky page', () => {
  /** What a sky page draws round a flyer spread across its middle (the owl of round 11), by age. */
  function skyRound(ageGroup: '3-5' | '6-8', setting = DEFAULT_SETTING): { layers: Layers; flyer: Box } {
    const sky: Box = { x: art.x, y: art.y + art.height * 0.2, width: art.width, height: art.height * 0.45 };
    const flyer: Box = { x: sky.x + 300, y: sky.y, width: sky.width - 600, height: sky.height };
    const layers: Layers = { far: [], horizon: [], ground: [], scatter: [], main: [], front: [], occupied: [], drawn: [] };
    const context: BackdropContext = { backdrop: 'sky', art, horizonY: art.y + art.height * 0.86, setting, style: sceneStyle({ ageGroup, detailShift: 0, lineShift: 0 }), isNight: false, words: 'an owl flying in the sky', random: createRandom(7), isRemoved: () => false };
    drawSetting(layers, context, [sky], [], [{ box: sky, head: { x: flyer.x + flyer.width / 2 - 300, y: flyer.y, width: 600, height: 500 }, hasWings: true }]);
    return { layers, flyer };
  }

  it('has a few gulls flying together in open sky clear of the flyer for 6-8, besides the sun and clouds', () => {
    const { layers, flyer } = skyRound('6-8');
    expect(layers.drawn).toContain('bird');
    expect(layers.drawn).toContain('cloud');
    const flock = layers.occupied[layers.drawn.indexOf('bird')]!;
    expect(boxesOverlap(flock, flyer, 0)).toBe(false);
    // The clouds keep clear of the flock.
    const clouds = layers.occupied.filter((_, index) => layers.drawn[index] === 'cloud');
    expect(clouds.filter((cloud) => boxesOverlap(cloud, flock, 0))).toEqual([]);
    // And a farm on the land below.
    expect(layers.drawn).toContain('barn');
  });

  it('rounds off the ends of its cloud bank on the horizon, inside the frame, the front row inside the back', () => {
    // Round 14 (29): ended in straight up-and-down lines short of the frame, the bank read as a hedge boxed in.
    const banks = skyRound('6-8').layers.far.filter((markup) => /^<path d="M[\d.]+ [\d.]+A/.test(markup));
    expect(banks).toHaveLength(2);
    const starts = banks.map((markup) => Number(/^<path d="M([\d.]+)/.exec(markup)![1]));
    expect(starts[0]).toBeGreaterThan(art.x);
    expect(starts[1]! - starts[0]!).toBeGreaterThan(art.width * 0.05);
    // Each end is a curve down to the land, not a vertical line.
    for (const markup of banks) expect(markup).not.toMatch(/L[\d.]+ [\d.]+Z/);
  });

  it('puts no barn on a city seen from up in the sky', () => {
    expect(skyRound('6-8', settingByName('city')).layers.drawn).not.toContain('barn');
  });

  it('leaves the youngest’s sky to its big clouds and sun', () => {
    expect(skyRound('3-5').layers.drawn).not.toContain('bird');
    expect(skyRound('3-5').layers.drawn).not.toContain('barn');
  });
});

describe('a night sky over far hills', () => {
  // Stars sat on the far hills, as if on the ground (judging 21).
  it('keeps every star above the far hills’ crest', () => {
    for (const description of ['wolves howling at the moon', 'a cow jumping over the moon']) {
      const { body } = scenePage(description, '9-12');
      // Each far hill's path rises from past the art's left edge to where its bumps meet; a bump crests at most 4 % of
      // the art above that.
      const bumpEnds = [...body.matchAll(/d="M-?[\d.]+ [\d.]+L-?[\d.]+ ([\d.]+) Q/g)].map((match) => Number(match[1]));
      const crest = Math.min(...bumpEnds) - art.height * 0.04;
      const starPaths = body.match(/d="M[^"QCA]*Z"/g)?.filter((d) => (d.match(/L/g) ?? []).length === 9) ?? [];
      const starBottoms = starPaths.map((d) => Math.max(...[...d.matchAll(/[-\d.]+ ([-\d.]+)/g)].map((match) => Number(match[1]))));
      expect(bumpEnds.length, description).toBeGreaterThan(0);
      expect(starBottoms.length, description).toBeGreaterThan(5);
      expect(Math.max(...starBottoms), description).toBeLessThan(crest);
    }
  });
});
