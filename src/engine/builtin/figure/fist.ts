import { drawRotated } from './figure-context';
import { capsule, roundedPolygon, type Point, type Shape } from './geometry';
import { addPart, addStroke, type PartList } from './part-list';

export interface Fist {
  /** The closed hand: a rounded box across the handle. */
  fist: Shape;
  /** Lying over the handle at the fist's top, from the back of the hand towards the fingers. */
  thumb: Shape;
  /** Short lines between the curled fingers, on the fingers' side. */
  creases: Point[][];
  /** How far the fist reaches up and down the handle from `centre`: the handle shows beyond it on both sides. */
  halfHeight: number;
}

/**
 * A hand closed round an upright handle through `centre`, the forearm coming in from `wristSide` (-1 left,
 * 1 right). A mitten laid against a hilt read as a blob resting on it, not a hand holding it: a fist is
 * wider than the handle is, the handle passing through it, with the fingers' creases and the thumb over the top.
 */
export function fistOnHandle(centre: Point, r: number, wristSide: 1 | -1): Fist {
  const halfWidth = r * 1.3;
  const halfHeight = r;
  const at = (x: number, y: number): Point => ({ x: centre.x + x, y: centre.y + y });
  const fist = roundedPolygon([at(-halfWidth, -halfHeight), at(halfWidth, -halfHeight), at(halfWidth, halfHeight), at(-halfWidth, halfHeight)], r * 0.75);
  const thumb = capsule(at(wristSide * r * 0.75, -r * 0.5), at(-wristSide * r * 0.3, -r * 0.8), r * 0.36, r * 0.32);
  const fingers = -wristSide;
  const creases = [-0.3, 0.15, 0.6].map((y) => [at(fingers * halfWidth * 0.98, y * r), at(fingers * halfWidth * 0.45, y * r)]);
  return { fist, thumb, creases, halfHeight };
}

/**
 * The mitten on `side` closed into a fist round a handle through the hand that runs `degrees` clockwise from
 * upright (a swing's rope, a rod, a rolling pin's handle, a steering wheel's rim): the composer lays the thing
 * through the hand, and the fist, drawn again over it, shows it held, not a mitten floating beside it.
 */
export function closeHandRound(list: PartList, side: 'back' | 'front', hand: Point, elbow: Point, r: number, degrees: number): void {
  const mitten = list.parts.find((part) => part.grip === side);
  if (!mitten) return;
  list.parts = list.parts.filter((part) => part.grip !== side);
  list.strokes = list.strokes.filter((stroke) => stroke.grip !== side);
  // Which side of the handle the forearm comes in from, in the handle's own upright frame.
  const radians = (-degrees * Math.PI) / 180;
  const forearmAcross = (hand.x - elbow.x) * Math.cos(radians) - (hand.y - elbow.y) * Math.sin(radians);
  const fist = fistOnHandle(hand, r, forearmAcross > 0 ? -1 : 1);
  drawRotated(list, hand, degrees, () => {
    addPart(list, mitten.layer, fist.fist, { grip: side });
    addPart(list, mitten.layer + 0.1, fist.thumb, { grip: side });
    for (const crease of fist.creases) addStroke(list, mitten.layer + 0.2, crease, { isDetail: true, grip: side });
  });
}
