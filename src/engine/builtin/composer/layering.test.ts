import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { CONTENT, drawMotif, type Box } from '../drawing';
import { drawComposedProp, getComposedProp } from '../props/prop-library';
import { composeScene, planScene } from '../scene';
import { BICYCLE_WHEELS, wheelDiscs } from './bicycle-parts';
import { drawnProp } from './testing/drawn-prop';
import type { SceneJoin as Join } from './testing/scene-page';

const WIDTH = 1200;
const HEIGHT = 1400;

/** Black pixels inside `region` once `body` is drawn on white. */
function inkIn(body: string, region: Box): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;
  const { pixels } = new Resvg(svg, { background: '#ffffff' }).render();
  let ink = 0;
  for (let y = Math.round(region.y); y < region.y + region.height; y++) {
    for (let x = Math.round(region.x); x < region.x + region.width; x++) if (pixels[(y * WIDTH + x) * 4 + 1]! < 128) ink++;
  }
  return ink;
}

/** Black stripes behind everything: whatever a thing in front leaves open shows them. */
function stripesBehind(): string {
  const rows = Array.from({ length: HEIGHT / 30 }, (_, index) => `M0 ${index * 30 + 10}H${WIDTH}`).join('');
  return `<path d="${rows}" stroke="#000" stroke-width="6" fill="none"/>`;
}

describe('things in front hide what is behind them', () => {
  const treehouse = drawComposedProp(getComposedProp('treehouse')!, { cx: WIDTH / 2, bottom: HEIGHT - 20, size: HEIGHT - 60, linePx: 8, detail: 'medium' });
  const unit = treehouse.box.width / 100;
  const at = (x: number, y: number, width: number, height: number): Box => ({ x: treehouse.box.x + x * unit, y: treehouse.box.y + y * unit, width: width * unit, height: height * unit });

  it("hides the treehouse ladder's top behind the platform's plank, so no rail runs across it", () => {
    expect(inkIn(treehouse.markup, at(4, 89.6, 92, 3.8))).toBe(0);
  });

  it("keeps the treehouse's brace off the swing's rope", () => {
    // Just right of the right rope, from under the platform down to the seat.
    expect(inkIn(treehouse.markup, at(28.6, 96, 2.2, 28))).toBe(0);
  });

  it("fills the bicycle's wheels, so a path or a hill behind does not run through them", () => {
    const bike = drawMotif({ motif: 'bicycle', cx: WIDTH / 2, bottom: HEIGHT - 100, size: 1000, linePx: 8, detail: 'medium', isFlipped: true })!;
    const { x, y, width, height } = bike.box;
    const cx = x + width * BICYCLE_WHEELS.centres[1];
    const cy = y + height * BICYCLE_WHEELS.y;
    // The front wheel's hole below and behind its fork.
    const hole: Box = { x: cx - width * 0.08, y: cy + width * 0.025, width: width * 0.04, height: width * 0.04 };
    expect(inkIn(stripesBehind() + bike.markup, hole)).toBeGreaterThan(0);
    expect(inkIn(stripesBehind() + wheelDiscs(bike.box) + bike.markup, hole)).toBe(0);
  });
});

describe("a ship's hull at the water line", () => {
  it('has no plank seam where the waves drawn over it would leave slivers of plank', () => {
    for (const detail of ['low', 'medium', 'high'] as const) {
      const art = getComposedProp('pirate-ship')!.draw(detail);
      const water = art.anchors.water![1];
      // Level open lines across the hull: the seams.
      const seams = [...art.shapes.join('').matchAll(/M([\d.]+) ([\d.]+) L([\d.]+) ([\d.]+)" fill="none"/g)].filter((match) => match[2] === match[4] && Number(match[3]) - Number(match[1]) > 20).map((match) => Number(match[2]));
      // The waves rise and fall about three units about the water line.
      for (const y of seams) expect(Math.abs(y - water)).toBeGreaterThan(5.5);
    }
  });
});

describe('a swing set in the park', () => {
  it('hides the hills behind its frame, so they no longer run between its legs into the ropes', () => {
    const { body } = composeScene(planScene({ characters: [], title: '', description: 'a girl swinging in the park', ageGroup: '6-8' }));
    const frame = drawnProp(body, 'swing-frame', 'medium');
    expect(frame).not.toBeNull();
    const { box: { x, y }, scale } = frame!;
    // Under the beam between the swinger's head and the right A-frame, where the hills' lines crossed.
    for (const [left, top, width, height] of [[62, 13, 14, 6]] as const) {
      const region: Box = { x: x + left * scale, y: y + top * scale, width: width * scale, height: height * scale };
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2550" height="3300">${body}</svg>`;
      const { pixels } = new Resvg(svg, { background: '#ffffff' }).render();
      let ink = 0;
      for (let row = Math.round(region.y); row < region.y + region.height; row++) for (let column = Math.round(region.x); column < region.x + region.width; column++) if (pixels[(row * 2550 + column) * 4 + 1]! < 128) ink++;
      expect(ink).toBe(0);
    }
  });
});

describe('a kicker in front of the goal', () => {
  it.each(['6-8', '9-12'] as const)("stands with the goal whole beside him, its near post past his hand, not behind his body (%s)", (ageGroup) => {
    const { metadata } = composeScene(planScene({ characters: [], title: '', description: 'a boy playing soccer in the stadium', ageGroup }));
    const join = (metadata.joins as Array<{ what: string; figure: { x: number }; thing: { x: number } }>).find((entry) => entry.what === 'post-beside-kicker');
    expect(join).toBeDefined();
    // Behind him, the goal was half hidden and its net ran into his neck (round 11).
    expect(join!.thing.x).toBeGreaterThan(join!.figure.x);
  });
});

/** The page's pixels, 2550 × 3300, RGBA. */
function pagePixels(body: string): Uint8Array {
  return new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="2550" height="3300">${body}</svg>`, { background: '#ffffff' }).render().pixels;
}

/**
 * Whether each pixel of `region` is white that nothing closes off from the region's edge: outside every drawn shape, or
 * in a gap open to the outside (between antler tines). A white pixel it does not reach is inside something drawn.
 */
function openWhite(pixels: Uint8Array, region: Box): (x: number, y: number) => boolean {
  const [left, top, width, height] = [Math.round(region.x), Math.round(region.y), Math.round(region.width), Math.round(region.height)];
  const isWhite = (x: number, y: number): boolean => pixels[(y * 2550 + x) * 4 + 1]! >= 128;
  const reached = new Uint8Array(width * height);
  const queue: number[] = [];
  const visit = (x: number, y: number): void => {
    if (x < 0 || y < 0 || x >= width || y >= height || reached[y * width + x] || !isWhite(left + x, top + y)) return;
    reached[y * width + x] = 1;
    queue.push(y * width + x);
  };
  for (let x = 0; x < width; x++) {
    visit(x, 0);
    visit(x, height - 1);
  }
  for (let y = 0; y < height; y++) {
    visit(0, y);
    visit(width - 1, y);
  }
  while (queue.length > 0) {
    const at = queue.pop()!;
    const [x, y] = [at % width, Math.floor(at / width)];
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) visit(x + dx, y + dy);
  }
  return (x, y) => reached[(y - top) * width + (x - left)] === 1;
}

describe("Santa's reins", () => {
  it.each(['3-5', '6-8', '9-12'] as const)('pass behind the reindeer, never over an antler, a tail or a back (round 14, 05; %s)', (ageGroup) => {
    const { body, metadata } = composeScene(planScene({ characters: [], title: '', description: 'Santa in his sleigh with reindeer at night', ageGroup }));
    const joins = metadata.joins as Join[];
    const hitch = joins.find((join) => join.what === 'rein-over-sleigh')!.thing;
    const ends = joins.filter((join) => join.what === 'reins-in-hand' || join.what === 'rein-from-reindeer').map((join) => join.figure);
    // The reins in red: every curve that starts at the fist or at a harness ring.
    const red = body.replace(/<path d="M([\d.-]+) ([\d.-]+) Q[^"]*" fill="none" stroke="#000"/g, (path, x: string, y: string) => (ends.some((end) => Math.hypot(end.x - Number(x), end.y - Number(y)) < 1) ? path.replace('stroke="#000"', 'stroke="#f00"') : path));
    expect(red).not.toBe(body);
    const without = pagePixels(red.replace(/stroke="#f00"/g, 'stroke="none"'));
    const withReins = pagePixels(red);
    // Ahead of the hitch, the team: red showing inside any reindeer is a rein drawn over it.
    const team: Box = { x: hitch.x, y: CONTENT.top, width: CONTENT.right - hitch.x, height: 3300 / 2 };
    const isOpen = openWhite(without, team);
    let over = 0;
    let shown = 0;
    for (let y = team.y; y < team.y + team.height; y++) {
      for (let x = Math.round(team.x); x < team.x + team.width; x++) {
        const at = (y * 2550 + x) * 4;
        if (withReins[at]! < 200 || withReins[at + 1]! > 80) continue;
        shown++;
        if (!isOpen(x, y)) over++;
      }
    }
    // The reins still show between the reindeer.
    expect(shown).toBeGreaterThan(500);
    expect(over).toBeLessThan(40);
  });
});

describe("a ship's jib", () => {
  it.each(['low', 'medium', 'high'] as const)('is set behind the square sails: not one of its lines crosses them (round 14, 18; %s)', (detail) => {
    const art = getComposedProp('pirate-ship')!.draw(detail);
    // The jib: the sail whose corner is the bowsprit's end.
    const jib = art.shapes.findIndex((shape) => shape.includes('134 98.5') && shape.includes('Z'));
    expect(jib).toBeGreaterThanOrEqual(0);
    const scale = 8;
    const drawn = (shapes: string[]): string => `<g transform="scale(${scale})" fill="#fff" stroke="#000" stroke-width="0.6">${shapes.join('')}</g>`;
    const withoutJib = art.shapes.filter((_, index) => index !== jib);
    // The foremast's two square sails, yards included (sailing-ship.ts), a little in from their edges.
    for (const [left, top, right, bottom] of [[87, 34, 109, 52], [86, 54, 107, 72]] as const) {
      const region: Box = { x: left * scale, y: top * scale, width: (right - left) * scale, height: (bottom - top) * scale };
      expect(inkIn(drawn(art.shapes), region), `${left},${top}`).toBe(inkIn(drawn(withoutJib), region));
    }
  });
});

describe('the near bulrushes of a swimmers\' pond', () => {
  it.each(['3-5', '6-8', '9-12'] as const)('stand wholly under the near rim, so it runs across none of their tips (round 14, 09; %s)', (ageGroup) => {
    const { metadata } = composeScene(planScene({ characters: [], title: '', description: 'three ducks swimming in a pond', ageGroup }));
    const reeds = (metadata.joins as Array<{ what: string; figure: { y: number }; thing: { y: number } }>).filter((join) => join.what === 'reeds-under-rim');
    expect(reeds).toHaveLength(2);
    // Their tops (the thing is the rim at the clump's outer side, where it is highest) a few lines under it.
    for (const { figure, thing } of reeds) expect(figure.y - thing.y).toBeGreaterThanOrEqual(metadata.lineWidthPx as number);
  });
});
