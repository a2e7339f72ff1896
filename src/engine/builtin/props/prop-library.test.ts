import { describe, expect, it } from 'vitest';
import { PAGE_HEIGHT_PX, PAGE_WIDTH_PX } from '../../../shared/constants';
import { sceneArt } from '../composer/backdrops';
import { rasterise } from '../composer/rasterise-markup';
import { getMotif, type Detail } from '../motif-library';
import { PLACED_MOTIFS } from '../synonyms';
import { whiteSlivers } from '../white-regions';
import { matchMotifs } from '../word-matching';
import { COMPOSED_PROPS, drawComposedProp, getComposedProp } from './prop-library';
import { circle } from './prop-shapes';

/** Line width and detail of each age group, and the size each size class is drawn at in scenes, px. */
const AGES: Array<{ linePx: number; detail: Detail }> = [
  { linePx: 14, detail: 'low' },
  { linePx: 9, detail: 'medium' },
  { linePx: 6, detail: 'high' },
];
const SIZES = { small: 420, medium: 720, large: 1250 } as const;

describe('composed props', () => {
  it('build a snowman of three balls stacked smaller upwards, each resting on the one below', () => {
    const balls = getComposedProp('stacked-snowman')!
      .draw('low')
      .shapes.slice(0, 3)
      .map((shape) => shape.match(/<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"/)!.slice(1).map(Number) as [number, number, number]);
    for (let index = 1; index < balls.length; index++) {
      const [, below, belowR] = balls[index - 1]!;
      const [, above, aboveR] = balls[index]!;
      expect(aboveR).toBeLessThan(belowR);
      expect(above).toBeLessThan(below);
      // Overlapping a little: stacked, not floating apart or sunk into each other.
      expect(below - above).toBeLessThan(belowR + aboveR);
      expect(below - above).toBeGreaterThan((belowR + aboveR) * 0.75);
    }
  });

  it('give a snowman two stick arms, one out from each side of its middle ball, and buttons at every age', () => {
    for (const detail of ['low', 'medium', 'high'] as const) {
      const { shapes } = getComposedProp('stacked-snowman')!.draw(detail);
      const [middleX, middleY, middleR] = shapes[1]!.match(/<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"/)!.slice(1).map(Number) as [number, number, number];
      const sticks = shapes.filter((shape) => shape.startsWith('<path')).map((shape) => [...shape.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((match) => ({ x: Number(match[1]), y: Number(match[2]) })));
      const reachesOut = (side: number) => sticks.some((points) => points.some((point) => side * (point.x - middleX) > middleR * 1.5 && Math.abs(point.y - middleY) < middleR));
      expect(reachesOut(-1), detail).toBe(true);
      expect(reachesOut(1), detail).toBe(true);
      const buttons = shapes.filter((shape) => /<circle cx="50" cy="(64|78)"/.test(shape));
      expect(buttons, detail).toHaveLength(2);
    }
  });

  it('brace a swing set’s A-frames with the wedge above the brace filled, so no far line runs between the legs there', () => {
    for (const name of ['swing-set', 'swing-frame']) {
      const shapes = getComposedProp(name)!.draw('medium').shapes;
      // Drawn first, under the legs: the wedge from each A's apex down to its brace.
      expect(shapes[0]).toMatch(/^<path d="M16 8 L/);
      expect(shapes[1]).toMatch(/^<path d="M84 8 L/);
    }
  });

  it('stream a kite’s tail down and away from the kite, its bows apart along it, never curling back up', () => {
    const art = getComposedProp('flown-kite')!.draw('medium');
    const tail = art.shapes.find((shape) => shape.includes('fill="none"') && shape.includes(' C'))!;
    const ys = [...tail.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((match) => Number(match[2]));
    for (let index = 1; index < ys.length; index++) expect(ys[index]).toBeGreaterThanOrEqual(ys[index - 1]!);
    const knots = art.shapes.filter((shape) => shape.startsWith('<circle')).map((shape) => shape.match(/cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"/)!.slice(1).map(Number));
    expect(knots).toHaveLength(2);
    const [[ax, ay], [bx, by]] = knots as [[number, number], [number, number]];
    // Each bow reaches 13 units out to a side: two such bows apart do not touch.
    expect(Math.hypot(bx - ax, by - ay)).toBeGreaterThan(2 * 13 + 6);
    expect(Math.min(ay, by)).toBeGreaterThan(ys[0]!);
  });

  it('draw a held test tube as one upright tube, far taller than wide', () => {
    const art = getComposedProp('held-test-tube')!.draw('high');
    expect(art.height).toBeGreaterThan(art.width * 2.5);
  });

  it('draw a palm tree as a slim trunk under fronds reaching out past both sides, not a mushroom of semicircles', () => {
    expect(sceneArt('palm-tree')).toBe('palm');
    const art = getComposedProp('palm')!.draw('medium');
    const trunk = art.shapes[0]!;
    const xs = [...trunk.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((match) => Number(match[1]));
    // Round 13: the icon's crown was a mushroom of semicircles with coconuts stuck on the trunk's top.
    expect(Math.max(...xs) - Math.min(...xs)).toBeLessThan(art.width * 0.25);
    expect(art.shapes.filter((shape) => shape.includes(' Q') && shape.endsWith('Z"/>')).length).toBeGreaterThanOrEqual(6);
  });

  it('draw a snowy mountain whose slopes run down to its foot, with no upright walls', () => {
    expect(sceneArt('snow-capped-mountain')).toBe('snowy-mountain');
    const art = getComposedProp('snowy-mountain')!.draw('medium');
    const peak = art.shapes.find((shape) => shape.startsWith('<path d="M') && !shape.includes('fill="none"'))!;
    const numbers = [...peak.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((match) => [Number(match[1]), Number(match[2])]);
    const feet = numbers.filter(([, y]) => y! > art.height - 8);
    expect(feet.length).toBeGreaterThan(0);
    expect(Math.min(...numbers.map(([, y]) => y!))).toBeLessThan(art.height * 0.5);
    expect(numbers.filter(([, y]) => y! > art.height * 0.5 && y! < art.height - 8)).toEqual([]);
  });

  it('have unique names that no Fluent icon has, and are found by their words', () => {
    const names = COMPOSED_PROPS.map((prop) => prop.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => getMotif(name) !== null)).toEqual([]);
    for (const prop of COMPOSED_PROPS) {
      for (const words of prop.words) {
        const text = `a ${words} here`;
        // A word the other words must place, as bare "crane" on a building site, is tested where they place it.
        const placed = PLACED_MOTIFS[prop.name];
        if (placed && placed.where.test(text) && !placed.unless.test(text)) continue;
        expect(matchMotifs(text).map((match) => match.motif), words).toContain(prop.name);
      }
    }
  });

  it('draw what the words name instead of a wrong icon', () => {
    const motifsOf = (text: string): string[] => matchMotifs(text).map((match) => match.motif);
    expect(motifsOf('a flag')).toEqual(['flag']);
    expect(motifsOf('a pirate ship')).toEqual(['pirate-ship']);
    expect(motifsOf('a knight')).toEqual([]);
    expect(motifsOf('a submarine')).toEqual(['submarine']);
    expect(motifsOf('a trampoline')).toEqual([]);
    expect(motifsOf('a swing and a slide')).toEqual(['swing-set', 'slide']);
  });

  it('give the anchors where figures meet them, on the page', () => {
    const seat = drawComposedProp(getComposedProp('swing-set')!, { cx: 1000, bottom: 2000, size: 1000, linePx: 9, detail: 'medium' }).anchors.seat!;
    expect(seat.y).toBeGreaterThan(1000);
    expect(seat.y).toBeLessThan(2000);
    const flipped = drawComposedProp(getComposedProp('swing-set')!, { cx: 1000, bottom: 2000, size: 1000, linePx: 9, detail: 'medium', isFlipped: true }).anchors.seat!;
    expect(flipped.x + seat.x).toBeCloseTo(2000, 0);
    for (const name of ['sleigh', 'throne', 'picnic']) expect(getComposedProp(name)!.draw('low').anchors.seat, name).toBeDefined();
    for (const name of ['stage', 'pirate-ship', 'treehouse']) expect(getComposedProp(name)!.draw('low').anchors.stand, name).toBeDefined();
    expect(getComposedProp('soccer-goal')!.draw('low').anchors.goalMouth).toBeDefined();
    // A ship's deck is above its water line, so whoever stands on it stands above the sea.
    for (const name of ['pirate-ship', 'sailing-ship']) {
      const { stand, water } = getComposedProp(name)!.draw('high').anchors;
      expect(stand![1], name).toBeLessThan(water![1]);
    }
  });

  it("runs a ship's rigging clear of its sails (round 13, 18: lines across the sails showed in the gaps between them at random)", () => {
    // The square sails' areas as drawn in sailing-ship.ts: the mainmast's three and the foremast's two, yards included.
    const sails = [
      { left: 50, right: 82, top: 17.5, bottom: 47 },
      { left: 47, right: 85, top: 43.5, bottom: 77 },
      { left: 45, right: 87, top: 73.5, bottom: 106 },
      { left: 87, right: 109, top: 33.5, bottom: 56 },
      { left: 86, right: 110, top: 53.5, bottom: 76 },
    ];
    for (const detail of ['low', 'medium', 'high'] as const) {
      const markup = getComposedProp('pirate-ship')!.draw(detail).shapes.join('');
      const sloping = [...markup.matchAll(/M([\d.]+) ([\d.]+) L([\d.]+) ([\d.]+)" fill="none"/g)]
        .map((match) => match.slice(1, 5).map(Number) as [number, number, number, number])
        .filter(([x0, y0, x1, y1]) => Math.abs(x1 - x0) > 1 && Math.abs(y1 - y0) > 1);
      expect(sloping.length, detail).toBeGreaterThan(0);
      for (const [x0, y0, x1, y1] of sloping) {
        for (let step = 1; step < 20; step++) {
          const [x, y] = [x0 + ((x1 - x0) * step) / 20, y0 + ((y1 - y0) * step) / 20];
          expect(sails.some((sail) => x > sail.left && x < sail.right && y > sail.top && y < sail.bottom), `${detail} ${x0},${y0} to ${x1},${y1}`).toBe(false);
        }
      }
    }
  });

  it('give older children many more areas on the big stand-ins than younger ones get', () => {
    // Round 5: 9-12 vehicles, sails and trees were big blank areas; tread lugs, shutters, cloths and leaf clumps fill them.
    for (const name of ['farm-tractor', 'fire-truck', 'pirate-ship', 'leafy-tree']) {
      const prop = getComposedProp(name)!;
      expect(prop.draw('high').shapes.length, name).toBeGreaterThanOrEqual(prop.draw('low').shapes.length + 6);
    }
  });

  it.each(AGES)('leave no white slivers between outlines at $linePx px lines', async ({ linePx, detail }) => {
    // Each prop at the size scenes draw it, laid out in rows on one page, with room between them.
    const parts: string[] = [];
    let x = 40;
    let rowBottom = 40;
    let rowHeight = 0;
    const pages: string[][] = [parts];
    for (const prop of COMPOSED_PROPS) {
      const art = prop.draw(detail);
      const size = prop.stands === 'set' ? 900 : SIZES[prop.size];
      const width = (size * art.width) / Math.max(art.width, art.height);
      const height = (size * art.height) / Math.max(art.width, art.height);
      if (x + width > PAGE_WIDTH_PX - 40) {
        x = 40;
        rowBottom += rowHeight + 60;
        rowHeight = 0;
      }
      if (rowBottom + height > PAGE_HEIGHT_PX - 40) {
        pages.push([]);
        rowBottom = 40;
      }
      rowHeight = Math.max(rowHeight, height);
      pages[pages.length - 1]!.push(drawComposedProp(prop, { cx: x + width / 2, bottom: rowBottom + height, size, linePx, detail }).markup);
      // Wide enough apart that one prop's parts reaching past its box (a stage's pelmet) never nearly touch the next.
      x += width + 120;
    }
    for (const markup of pages) {
      // A region the test page's top edge cuts (a branch's leaves reaching above its box in the first row) is this
      // layout's, not the prop's: no scene draws a prop's top against the page's edge.
      const slivers = whiteSlivers(await rasterise(markup.join(''))).filter((sliver) => sliver.y > 0);
      expect(slivers).toEqual([]);
    }
  }, 60_000);
});

describe('a farm tractor', () => {
  it('draws its tyre over the lugs’ inner halves, so they are treads and not blocks floating round the tyre', () => {
    const shapes = getComposedProp('farm-tractor')!.draw('high').shapes;
    const tyre = shapes.indexOf(circle(116, 92, 30));
    expect(tyre).toBeGreaterThan(0);
    // Just before the tyre: a lug (a closed shape), not the hood's trim line.
    expect(shapes[tyre - 1]).toMatch(/^<path(?![^>]*fill="none")/);
  });

  it.each(['low', 'medium', 'high'] as const)('sets the rear fender inside the cab’s side at %s detail, not out past its back edge', (detail) => {
    const shapes = getComposedProp('farm-tractor')!.draw(detail).shapes;
    // The back end of the fender's outer arc, and the cab's side: the box level with the fender's top.
    const fenderBack = Number(/A36 36 0 0 1 ([\d.]+) /.exec(shapes.find((one) => /A36 36 0 0 1/.test(one))!)![1]);
    const side = shapes.map((one) => /^<rect x="([\d.]+)" y="56" width="([\d.]+)"/.exec(one)).find((match) => match)!;
    // Ending inside the arc, the side's back edge cut across the fender (round 17, page 24).
    expect(Number(side[1]) + Number(side[2])).toBeGreaterThan(fenderBack + 2);
  });
});
