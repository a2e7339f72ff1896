import { describe, expect, it } from 'vitest';
import { createCharacterSpec } from '../character';
import { drawFigure } from './draw-figure';
import type { PoseName } from './poses';

const rosie = createCharacterSpec('Rosie', 'A fox in a red scarf').figure!;

describe('a scarf', () => {
  // A thin band under the chin with a small knot, mostly hidden under the head, was hard to find on Rosie's sheet.
  it.each(['standing', 'walking', 'jumping', 'waving'] as PoseName[])('hangs its two ends well down the chest, %s', (pose) => {
    const figure = drawFigure(rosie, { pose, cx: 500, groundY: 1000, height: 800, linePx: 10, detail: 'medium' });
    const scarf = figure.accessoryBoxes.scarf!;
    const chin = figure.headBox.y + figure.headBox.height;
    expect(scarf.y + scarf.height - chin).toBeGreaterThan(figure.headBox.height * 0.5);
    expect(scarf.width).toBeGreaterThan(figure.headBox.width * 0.5);
  });

  // In bed only the band showed beside the head, a shapeless lump (round 15): an end lies out over the blanket.
  it('lays an end out over the blanket towards the feet, tucked into bed', () => {
    const figure = drawFigure(rosie, { pose: 'tucked-in', cx: 500, groundY: 1000, height: 800, linePx: 10, detail: 'medium' });
    const scarf = figure.accessoryBoxes.scarf!;
    const head = figure.headBox;
    expect(scarf.x + scarf.width - (head.x + head.width)).toBeGreaterThan(head.width * 0.6);
  });

  // Wound round under the chin between the arms, a short-necked creature's arms and big head hid all of the band but a
  // strip (round 12): it lies over the shoulders, as wide as the head.
  it.each(['standing', 'sitting', 'waving'] as PoseName[])('wraps over the shoulders, %s', (pose) => {
    const figure = drawFigure(rosie, { pose, cx: 500, groundY: 1000, height: 800, linePx: 10, detail: 'medium' });
    expect(figure.accessoryBoxes.scarf!.width).toBeGreaterThan(figure.headBox.width * 0.95);
  });
});

describe('a cane', () => {
  const joe = createCharacterSpec('Grandpa Joe', 'A grandfather with a beard and a cane').figure!;
  // Straight down from the hand beside the leg, the white between the shaft and the trouser leg was too thin to
  // colour, was inked over, and the shaft looked broken.
  it.each(['standing', 'waving'] as PoseName[])('is planted out from the leg, %s', (pose) => {
    const figure = drawFigure(joe, { pose, cx: 500, groundY: 1000, height: 800, linePx: 10, detail: 'medium' });
    const cane = figure.accessoryBoxes.cane!;
    const hand = [figure.anchors.hands.front, figure.anchors.hands.back].find((point) => point.x >= cane.x && point.x <= cane.x + cane.width)!;
    const outward = Math.max(cane.x + cane.width - hand.x, hand.x - cane.x);
    expect(outward).toBeGreaterThan(figure.headBox.width * 0.35);
  });

  it('hangs from the forearm, its tip on the ground, while both hands hold a book', () => {
    // Stood upright beside the leg, the book's edge hiding its crook, it had no hand on it (round 11); hanging short of
    // the ground, it seemed to lean in mid-air (round 13).
    const figure = drawFigure(joe, { pose: 'reading', cx: 500, groundY: 1000, height: 800, linePx: 10, detail: 'medium' });
    const cane = figure.accessoryBoxes.cane!;
    expect(Math.abs(cane.y + cane.height - 1000)).toBeLessThan(800 * 0.02);
    // Its crook up at the elbows, above the hands holding the book.
    const hands = figure.anchors.hands;
    expect(cane.y).toBeLessThan(Math.min(hands.front.y, hands.back.y));
  });
});

describe("an astronaut's life-support pack", () => {
  const nova = createCharacterSpec('Nova', 'A curious astronaut exploring the stars').figure!;
  // Side on over the back half of the body, it left the suit between it and the near arm a thin strip (round 13).
  it.each(['sitting', 'walking'] as PoseName[])('sits out behind the back seen side on, leaving the suit in front of it, %s', (pose) => {
    const figure = drawFigure(nova, { pose, cx: 500, groundY: 1000, height: 800, linePx: 10, detail: 'medium' });
    const pack = figure.accessoryBoxes.backpack!;
    const { neck } = figure.anchors;
    // Its front edge well behind the neck: a sixth of a head behind it, the pack covered the back half of the body.
    expect((neck.x - (pack.x + pack.width)) / figure.headBox.width).toBeGreaterThan(0.22);
  });
});
