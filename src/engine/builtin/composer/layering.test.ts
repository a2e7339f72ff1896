import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { drawMotif, type Box } from '../drawing';
import { drawComposedProp, getComposedProp } from '../props/prop-library';
import { BICYCLE_WHEELS, wheelDiscs } from './bicycle-parts';

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
