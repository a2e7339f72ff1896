import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { riverBridge } from './river-bridge';

const art = { x: 180, y: 440, width: 2190, height: 2680 };
const placement = { art, cx: art.x + art.width / 2, parapetTop: 1500, deckY: 1990, footY: 2500, linePx: 10, detail: 'medium' as const };

describe('a bridge over a river', () => {
  it('runs past both sides of the page, so no end of it is cut off flat', () => {
    const [face] = riverBridge(placement).boxes;
    expect(face!.x).toBeLessThan(art.x);
    expect(face!.x + face!.width).toBeGreaterThan(art.x + art.width);
  });

  it('lands the angler’s float on the river in front of the bridge, inside its banks', () => {
    const bridge = riverBridge(placement);
    expect(bridge.float.y).toBeGreaterThan(placement.footY);
    expect(Math.abs(bridge.float.x - placement.cx)).toBeLessThan(bridge.archHalf);
  });

  it('carries the river out from under the arch to the foot of the page', () => {
    const river = riverBridge(placement).boxes.slice(1);
    const lowest = river.at(-1)!;
    expect(lowest.y + lowest.height).toBeGreaterThanOrEqual(art.y + art.height - 1);
    expect(river[0]!.y).toBeLessThanOrEqual(placement.footY);
  });

  it.each(['low', 'medium', 'high'] as const)('keeps the bank\'s line out of its stones, which lie in the water beside it (%s)', (detail) => {
    const { river } = riverBridge({ ...placement, detail });
    const stones = [...river.matchAll(/<ellipse cx="([\d.]+)" cy="([\d.]+)" rx="([\d.]+)" ry="([\d.]+)"[^>]*\/>/g)];
    expect(stones.length).toBeGreaterThan(0);
    // Drawn without its stones, the river has no line where a stone lies: on the bank's line they were beads on a string.
    let behind = river;
    for (const [markup] of stones) behind = behind.replace(markup, '');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2550" height="3300">${behind}</svg>`;
    const { pixels, width } = new Resvg(svg, { background: '#ffffff' }).render();
    for (const [, cx, cy, rx, ry] of stones) {
      let ink = 0;
      for (let y = Number(cy) - Number(ry) * 0.8; y < Number(cy) + Number(ry) * 0.8; y++) {
        for (let x = Number(cx) - Number(rx) * 0.8; x < Number(cx) + Number(rx) * 0.8; x++) if (pixels[(Math.round(y) * width + Math.round(x)) * 4 + 1]! < 128) ink++;
      }
      expect(ink).toBe(0);
    }
  });

  it('stands the bulrushes on the bank with their heads well below the bridge, not hanging from its foot', () => {
    const { river } = riverBridge(placement);
    const heads = [...river.matchAll(/<rect x="[\d.]+" y="([\d.]+)"/g)].map((match) => Number(match[1]));
    expect(heads.length).toBeGreaterThan(0);
    expect(Math.min(...heads)).toBeGreaterThan(placement.footY + art.height * 0.03);
  });
});
