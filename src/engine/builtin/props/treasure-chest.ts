import type { ComposedProp } from './composed-prop';
import { circle, curve, ellipse, line, rect, shape } from './prop-shapes';

/** The box's sides, its rim and its foot, in the drawing's units. */
const LEFT = 10;
const RIGHT = 130;
const RIM_Y = 62;
const FOOT_Y = 116;

/** Coins on the heap of gold, [x, y, radius], by age: three big ones for the youngest, more and smaller for older children. */
const HEAP_COINS = {
  low: [[44, 48, 9], [70, 40, 9], [96, 49, 9]],
  medium: [[36, 52, 7], [56, 44, 7], [78, 38, 7], [100, 47, 7]],
  high: [[32, 54, 6], [48, 46, 6], [66, 40, 6], [84, 37, 6], [104, 48, 6], [118, 55, 5]],
} as const;

/** Coins spilled on the ground in front of the chest, [x, y], lying flat: none for the youngest. */
const SPILLED_COINS = { low: [], medium: [[150, 112]], high: [[148, 112], [160, 106]] } as const;

/**
 * A treasure chest full of gold ("a treasure chest full of gold", "an octopus with a treasure chest"): a wooden box
 * with its domed lid thrown open behind a heap of gold coins, iron bands and a lock on the front. Straps, the boards'
 * seams, rivets, a jewel on the heap and coins spilled on the ground give older children more to colour.
 */
export const treasureChest: ComposedProp = {
  name: 'treasure-chest',
  words: ['treasure chest', 'treasure box', 'pirate chest', 'chest of gold', 'treasure trove'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  // Beside a creature it stands big enough to read as a chest of gold, not a box at its feet.
  besideShare: 0.3,
  includes: ['gem-stone'],
  draw(detail) {
    const hasDetail = detail !== 'low';
    // The lid thrown open behind the box: its inside seen, domed at the top, with a band round its edge.
    const shapes = [shape(`M${LEFT + 2} ${RIM_Y} L${LEFT + 8} 20 Q70 -2 ${RIGHT - 8} 20 L${RIGHT - 2} ${RIM_Y} Z`)];
    if (hasDetail) shapes.push(curve(`M${LEFT + 14} 28 Q70 8 ${RIGHT - 14} 28`));
    // The heap of gold rising over the rim, and its coins.
    shapes.push(shape(`M${LEFT + 6} ${RIM_Y + 2} Q${LEFT + 12} 44 36 46 Q50 30 70 32 Q90 28 104 42 Q${RIGHT - 6} 44 ${RIGHT - 6} ${RIM_Y + 2} Z`));
    for (const [x, y, r] of HEAP_COINS[detail]) {
      shapes.push(circle(x, y, r));
      if (detail === 'high') shapes.push(circle(x, y, r * 0.25));
    }
    if (detail === 'high') shapes.push(shape('M58 52 L64 46 L72 46 L78 52 L68 62 Z'), line([58, 52], [78, 52]));
    // The box, the rim's iron band and, on the front, the lock.
    shapes.push(rect(LEFT, RIM_Y, RIGHT - LEFT, FOOT_Y - RIM_Y, 3), rect(LEFT - 3, RIM_Y - 4, RIGHT - LEFT + 6, 12, 3));
    if (hasDetail) {
      // Upright iron straps from the rim to the foot, and the boards' seams between them.
      for (const x of [26, 104]) shapes.push(rect(x, RIM_Y + 8, 10, FOOT_Y - RIM_Y - 8));
      for (const y of [84, 100]) shapes.push(line([LEFT, y], [26, y]), line([36, y], [62, y]), line([78, y], [104, y]), line([114, y], [RIGHT, y]));
    }
    if (detail === 'high') for (const x of [31, 109]) for (const y of [78, 104]) shapes.push(circle(x, y, 1.8));
    shapes.push(rect(60, RIM_Y + 4, 20, 22, 3), circle(70, RIM_Y + 13, 3.2), rect(68.6, RIM_Y + 13, 2.8, 7, 1));
    for (const [x, y] of SPILLED_COINS[detail]) shapes.push(ellipse(x, y, 9, 4));
    return { width: detail === 'low' ? 140 : 170, height: FOOT_Y + 2, shapes, anchors: { top: [70, 32] } };
  },
};
