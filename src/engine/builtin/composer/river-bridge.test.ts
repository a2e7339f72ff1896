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
});
