import type { Detail } from '../motif-library';
import type { ComposedProp, PropArt } from './composed-prop';
import { bar, circle, curve, ellipse, line, polygon, rect, shape, type Point } from './prop-shapes';

/** The hull's outline, stern (left) to bow (right): a raised stern castle (the quarterdeck), the main deck lower, the bow sweeping up. */
const QUARTERDECK_Y = 96;
export const DECK_Y = 118;
const WATER_Y = 140;
/** Where a figure stands on the main deck, between the stern castle and the mainmast, behind the deck's rail. */
export const MAIN_DECK_STAND = 49;
/** The top of the main deck's rail, where a bulwark drawn over a figure's legs there starts. */
export const MAIN_RAIL_TOP = DECK_Y - 9.2;
// The stern castle's front sweeps down into the main deck and its stern bows out over the water (a square step and a
// straight stern read as one box stacked on another, round 13, 18).
const HULL: Point[] = [
  [0.5, QUARTERDECK_Y], [36, QUARTERDECK_Y], [37.2, 106], [40, 113.5], [45, 118], [100, DECK_Y], [120, 100], [112, 128], [100, 148], [20, 148], [8, 128], [3, 116], [0.6, 105],
];

/** The hull's left and right edges at a height below the deck, so a plank seam runs exactly from side to side. */
function hullEdges(y: number): [number, number] {
  const crossings = HULL.flatMap((a, index) => {
    const b = HULL[(index + 1) % HULL.length]!;
    if ((a[1] - y) * (b[1] - y) > 0 || a[1] === b[1]) return [];
    return [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1])];
  });
  return [Math.min(...crossings), Math.max(...crossings)];
}

/**
 * A bone along a line, as one closed shape: a shaft with two round knuckles at each end, so it reads
 * as a bone and not as a stick with balls on.
 */
function bone(from: Point, to: Point, thickness: number): string {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const [ux, uy] = [(to[0] - from[0]) / length, (to[1] - from[1]) / length];
  const [nx, ny] = [-uy, ux];
  const t = thickness / 2;
  const r = thickness * 0.62;
  const k = r * 0.78;
  // Where the shaft's edge meets a knuckle, measured back from the bone's end.
  const back = Math.sqrt(r * r - (k - t) * (k - t));
  const tip = Math.sqrt(r * r - k * k);
  const at = (end: Point, along: number, across: number): string => `${(end[0] + ux * along + nx * across).toFixed(2)} ${(end[1] + uy * along + ny * across).toFixed(2)}`;
  return shape(
    `M${at(from, back, -t)} L${at(to, -back, -t)} A${r} ${r} 0 1 1 ${at(to, tip, 0)} A${r} ${r} 0 1 1 ${at(to, -back, t)} ` +
      `L${at(from, back, t)} A${r} ${r} 0 1 1 ${at(from, -tip, 0)} A${r} ${r} 0 1 1 ${at(from, back, -t)} Z`,
  );
}

/**
 * A square sail hanging from its yard and filled by the wind: straight sides flaring a little down to a foot
 * that bellies down. Older children get `reefs` bands across it, each bellied like the foot, to colour one by
 * one (sides bowed out and seams running down it read as a stack of barrels with staves and hoops).
 */
function sail(left: number, right: number, top: number, bottom: number, spread: number, mast: readonly [number, number], reefs = 0): string {
  const middle = (left + right) / 2;
  const belly = (bottom - top) * 0.22;
  const bands: string[] = [];
  for (let index = 1; index <= reefs; index++) {
    const share = index / (reefs + 1);
    const y = top + (bottom - top) * share;
    // Inside the sides at this height, each band bellied as much as the sail is filled there.
    const [from, to] = [left - spread * share + 0.9, right + spread * share - 0.9];
    bands.push(curve(`M${from.toFixed(2)} ${y.toFixed(2)} Q${middle} ${(y + belly * share * 1.6).toFixed(2)} ${to.toFixed(2)} ${y.toFixed(2)}`));
  }
  return (
    shape(`M${left} ${top} Q${middle} ${top - 2} ${right} ${top} L${right + spread} ${bottom} Q${middle} ${bottom + belly} ${left - spread} ${bottom} Z`) +
    bands.join('') +
    // The mast down the sail's middle, from its yard to its foot: sails with no mast through them read as a stack of
    // trapezoids hung in the air.
    rect(mast[0], top - 1, mast[1], bottom + belly * 0.5 - top + 1, 0.6) +
    // The yard the sail hangs from, across its head.
    rect(left - 3, top - 2.4, right - left + 6, 3.2, 1.6)
  );
}

/** A flag flying from a masthead, its free end waving. */
function flagCloth(x: number, y: number, width: number, height: number): string {
  const wave = height * 0.14;
  return shape(
    `M${x} ${y} Q${x + width * 0.3} ${y - wave} ${x + width * 0.55} ${y} Q${x + width * 0.8} ${y + wave} ${x + width} ${y - wave * 0.4} ` +
      `L${x + width - 2} ${y + height - wave * 0.4} Q${x + width * 0.8} ${y + height + wave} ${x + width * 0.55} ${y + height} Q${x + width * 0.3} ${y + height - wave} ${x} ${y + height} Z`,
  );
}

/** The skull and crossbones, the skull an outline with eye holes, a nose and teeth, the bones crossed behind it. */
function skullAndBones(cx: number, cy: number, size: number): string[] {
  const r = size * 0.3;
  const jaw = r * 0.62;
  const shapes = [bone([cx - size * 0.5, cy + size * 0.42], [cx + size * 0.5, cy - size * 0.12], size * 0.13), bone([cx - size * 0.5, cy - size * 0.12], [cx + size * 0.5, cy + size * 0.42], size * 0.13)];
  shapes.push(
    shape(
      `M${cx - r * 0.92} ${cy + r * 0.36} A${r} ${r} 0 1 1 ${cx + r * 0.92} ${cy + r * 0.36} Q${cx + jaw} ${cy + r * 0.6} ${cx + jaw} ${cy + r * 0.78} ` +
        `L${cx + jaw} ${cy + r * 1.22} Q${cx + jaw} ${cy + r * 1.4} ${cx + jaw * 0.7} ${cy + r * 1.4} L${cx - jaw * 0.7} ${cy + r * 1.4} Q${cx - jaw} ${cy + r * 1.4} ${cx - jaw} ${cy + r * 1.22} ` +
        `L${cx - jaw} ${cy + r * 0.78} Q${cx - jaw} ${cy + r * 0.6} ${cx - r * 0.92} ${cy + r * 0.36} Z`,
    ),
    // Inked sockets set high, as a Jolly Roger's are: open eye holes, or eyes lower down, left the face between them
    // and the teeth a strip too thin to colour at 9-12's lines.
    ellipse(cx - r * 0.4, cy + r * 0.02, r * 0.27, r * 0.3).replace('/>', ' fill="#000"/>'),
    ellipse(cx + r * 0.4, cy + r * 0.02, r * 0.27, r * 0.3).replace('/>', ' fill="#000"/>'),
    polygon([[cx, cy + r * 0.44], [cx - r * 0.14, cy + r * 0.68], [cx + r * 0.14, cy + r * 0.68]], 0.3),
    line([cx - jaw, cy + r * 1.02], [cx + jaw, cy + r * 1.02]),
    line([cx - jaw * 0.33, cy + r * 1.02], [cx - jaw * 0.33, cy + r * 1.4]),
    line([cx + jaw * 0.33, cy + r * 1.02], [cx + jaw * 0.33, cy + r * 1.4]),
  );
  return shapes;
}

/**
 * A tall ship seen side on, stern left: a planked wooden hull with a stern castle, two masts with
 * bellied square sails on yards, a jib to the bowsprit, shrouds, a crow's nest and a flag. The main
 * deck is open between the stern castle and the main mast, where a figure stands; the sea's waves
 * are the scene's, drawn over the hull at its water line.
 */
function shipArt(detail: Detail, isPirate: boolean): PropArt {
  const hasDetail = detail !== 'low';
  const shapes: string[] = [];
  // Rigging first, so masts and sails lie over it.
  // Shrouds end on the rails' tops, not down on the deck among the rail's posts where they tangled with them.
  const railTop = (deck: number): number => deck - 5.2 - (hasDetail ? 2.8 : 4);
  // Only where no sail hides them: the stay between the mastheads over the sails' tops, and the foremast's shrouds
  // fanning down from under its lowest sail to the rail. (From the mastheads down across the sails, they showed only
  // in the gaps between sails, as stray lines at random slants: round 13, 18.)
  shapes.push(line([66, 8], [98, 26]));
  if (hasDetail) shapes.push(line([97, 78], [88.5, railTop(DECK_Y)]), line([97, 78], [93, railTop(DECK_Y)]));
  // The bowsprit out of the stem head (the hull, drawn over it, hides its heel): run up parallel to the bow's rise, it
  // lay over the bow like a loose stick; with its heel on the bow's top edge it floated off the bow (round 12), so its
  // heel is inside the hull, below that edge. The jib's foot lies along its top.
  // Run out of the stem below its head at a low slant (round 13, 18: along the bow's rising top edge, it seemed to
  // float above the bow).
  shapes.push(bar([110, 113], [137, 98.5], 3.4));
  // Masts with a ball at the top.
  shapes.push(rect(64, 3.4, 4.4, DECK_Y - 3.4, 1.6), rect(96, 24, 4, DECK_Y - 24, 1.4), circle(66.2, 2.5, 2.4), circle(98, 23, 2.2));
  // Three bellied sails on the mainmast, the lowest widest; the foremast's a little smaller.
  // Each sail's belly dips behind the yard below it, so no thin strip is left between them.
  // Older children get each sail sewn from cloths: a few narrow areas each instead of one blank sheet.
  // The foremast's two sails keep clear of the mainmast's, so neither mast's sails overlap the other's: below them the
  // bare foremast shows.
  const reefs = detail === 'high' ? 2 : 0;
  const [main, fore] = [[64, 4.4], [96, 4]] as const;
  // The jib out to the bowsprit from behind the lower foresail, its head hidden by it: both its edges come out from
  // under that sail well clear of its corner, so it reads as set behind the square sails (from the foremast's head in
  // front of them, it was drawn across them: round 14, 18; with its edge along theirs, a thin strip of sky was left
  // between). Its aft corner tucks in behind the bow's head, leaving no wedge of sky between the two.
  shapes.push(shape('M104.5 60 L134 98.5 L121 105.4 L117.5 103 Q100 85 104.5 60 Z'));
  shapes.push(sail(53, 79, 20, 42, 2, main, reefs), sail(50, 82, 46, 72, 2.4, main, reefs), sail(48, 84, 76, 100, 2.4, main, reefs));
  shapes.push(sail(90, 106, 36, 52, 1, fore, reefs - 1), sail(89, 107, 56, 72, 1.2, fore, reefs - 1));
  // The flag hoisted on the mainmast under its masthead, flying aft: the mast is its pole. With a crow's nest under
  // it and the flag's top above the mast, it read as a flag floating beside the nest.
  const flagX = 33;
  const flagW = 31;
  shapes.push(flagCloth(flagX, 5, flagW, 15));
  if (isPirate) shapes.push(...skullAndBones(flagX + flagW * 0.5, 9, 12));
  else shapes.push(line([flagX + 2, 12.5], [flagX + flagW - 2, 12.5]));
  // Rails on posts along the quarterdeck and the main deck, behind whoever stands there.
  const step = hasDetail ? 7 : 12;
  const railHeight = hasDetail ? 2.8 : 4;
  shapes.push(rect(2, QUARTERDECK_Y - 5.2 - railHeight, 34, railHeight, 1.2), rect(36, DECK_Y - 5.2 - railHeight, 66, railHeight, 1.2));
  for (let x = 6; x < 34; x += step) shapes.push(rect(x, QUARTERDECK_Y - 5.2, 2.2, 5.2, 0.8));
  for (let x = 42; x < 100; x += step) shapes.push(rect(x, DECK_Y - 5.2, 2.2, 5.2, 0.8));
  // The hull, then its planks (each seam from one side to the other), gun ports and the stern castle's windows.
  shapes.push(polygon(HULL, 2.2));
  // One seam halfway between the gun ports and the water line, clear of both: the sea's waves are drawn over the hull,
  // and seams just above a trough or under a crest left slivers of plank between the two lines.
  const plankSeams = hasDetail ? [134] : [];
  for (const y of plankSeams) {
    const [left, right] = hullEdges(y);
    shapes.push(line([left + 0.6, y], [right - 0.6, y]));
  }
  if (detail === 'high') {
    // Planks end where the next begins, so the hull reads as boards to colour one by one; long boards: with a joint
    // every few widths of a plank they read as a wall of stone blocks. The joints run on down under the waves, so none
    // ends in the open above a trough.
    const [left, right] = hullEdges(WATER_Y);
    for (let x = left + 24; x < right - 10; x += 44) shapes.push(line([x, 134.4], [x, WATER_Y + 5]));
    // The stern castle's planks, below its windows.
    for (const y of [111, 116]) shapes.push(line([hullEdges(y)[0] + 0.6, y], [35.4, y]));
  }
  // A wale along the deck, the hull's strongest plank.
  const [topLeft, topRight] = hullEdges(DECK_Y + 1);
  // Wide enough that at the thickest line it is still a band to colour, not a sliver between two lines.
  const [lowLeft, lowRight] = hullEdges(DECK_Y + 5);
  shapes.push(polygon([[topLeft + 0.4, DECK_Y + 1], [topRight - 0.4, DECK_Y + 1], [lowRight - 0.4, DECK_Y + 5], [lowLeft + 0.4, DECK_Y + 5]], 0.4));
  if (hasDetail) {
    // Gun ports, a cannon's round mouth in each on a pirate ship.
    for (const x of [42, 58, 74, 90]) shapes.push(isPirate ? rect(x - 3.6, 124.8, 7.2, 6.2, 1.2) : circle(x, 128, 2.6));
    if (isPirate) for (const x of [42, 58, 74, 90]) shapes.push(circle(x, 127.9, 1.7));
    shapes.push(rect(9, 102, 7, 6, 1.4), rect(21, 102, 7, 6, 1.4));
  }
  return { width: 139, height: 150, shapes, anchors: { stand: [MAIN_DECK_STAND, DECK_Y], water: [66, WATER_Y] } };
}

export const sailingShip: ComposedProp = {
  name: 'sailing-ship',
  words: ['ship', 'sailing ship', 'tall ship', 'galleon'],
  kind: 'vehicle',
  size: 'large',
  stands: 'ground',
  draw: (detail) => shipArt(detail, false),
};

export const pirateShip: ComposedProp = {
  name: 'pirate-ship',
  words: ['pirate ship', 'pirate boat'],
  kind: 'vehicle',
  size: 'large',
  stands: 'ground',
  // A pirate's "ship" is drawn as this one: the word is not left undrawn.
  includes: ['sailing-ship'],
  draw: (detail) => shipArt(detail, true),
};
