import { describe, expect, it } from 'vitest';
import { createCharacterSpec } from '../character';
import { drawFigure } from './draw-figure';

describe('a thing held up in one hand', () => {
  it('is held by its lower edge above the hand, clear of the head, so the forearm shows under it', () => {
    // Round 13: centred on a hand raised beside the helmet, a star hid the whole forearm, and a hand came out of it.
    const nova = createCharacterSpec('Nova', 'A curious astronaut exploring the stars').figure!;
    const drawn = drawFigure({ ...nova, prop: 'star' }, { pose: 'examining', cx: 600, groundY: 1000, height: 700, linePx: 10, detail: 'medium' });
    const star = drawn.propBox!;
    const hand = drawn.anchors.hands.front;
    expect(star.y + star.height / 2).toBeLessThan(hand.y - star.height * 0.25);
    expect(star.y + star.height).toBeGreaterThan(hand.y);
    // Out past the helmet's side, not over the face.
    expect(star.x + star.width / 2).toBeGreaterThan(drawn.headBox.x + drawn.headBox.width);
  });
});
