import { describe, expect, it } from 'vitest';
import { drawMotif } from '../drawing';
import { ICON_SEATS } from './compose-scene';
import { rasterise } from './rasterise-markup';

describe('a rider on a camel', () => {
  it('sits on the top of the hump, not low in front of it with the hump line behind the chest', async () => {
    const camel = drawMotif({ motif: 'camel', cx: 1275, bottom: 3000, size: 2000, linePx: 9, detail: 'medium', isFlipped: true })!;
    const image = await rasterise(camel.markup);
    const seat = ICON_SEATS.camel!;
    const x = Math.round(camel.box.x + camel.box.width * seat.x);
    // Down from the box's top at the seat's x, the first ink is the hump's top outline.
    let y = Math.round(camel.box.y);
    while (y < camel.box.y + camel.box.height && image.data[y * image.width + x]! > 128) y++;
    expect(Math.abs((y - camel.box.y) / camel.box.height - seat.y)).toBeLessThan(0.04);
  });
});
