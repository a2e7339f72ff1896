import { describe, expect, it } from 'vitest';
import { dirtTrack, farMountains } from './far-country';

const art = { x: 180, y: 440, width: 2190, height: 2680 };

describe('the far country round a ridden dragon', () => {
  it('spreads its mountains across the whole page, their feet behind the hills below the horizon', () => {
    const { box } = farMountains(art, 1700, 8, 'high');
    expect(box.x).toBeLessThan(art.x);
    expect(box.x + box.width).toBeGreaterThan(art.x + art.width);
    expect(box.y + box.height).toBeGreaterThan(1700);
  });

  it('lays pebbles on the track only where no foot stands', () => {
    const everywhere = dirtTrack(art, 2900, 8, 'high', []).front.match(/<ellipse/g)?.length ?? 0;
    const beside = dirtTrack(art, 2900, 8, 'high', [{ x: art.x, y: 2800, width: art.width / 2, height: 200 }]).front.match(/<ellipse/g)?.length ?? 0;
    expect(everywhere).toBeGreaterThan(beside);
    expect(beside).toBeGreaterThan(0);
  });
});
