import type { ComposedProp } from './composed-prop';
import { bar, line, rect, shape } from './prop-shapes';

/** The mantel shelf's underside, where the stockings hang from, and the fire's opening, in the drawing's units. */
const MANTEL = 24;
const OPENING = { left: 30, right: 70, top: 50 } as const;

/** A stocking hanging from the mantel at x, its cuff on top and its toe pointing to the side (-1 left, 1 right). */
function stocking(x: number, side: -1 | 1, hasPattern: boolean): string[] {
  const [near, far] = side === 1 ? [x - 6, x + 6] : [x + 6, x - 6];
  // The leg straight down, the heel round at the back, the toe out to the side and rounded.
  const foot = `M${near} ${MANTEL + 8}V${MANTEL + 32}Q${near} ${MANTEL + 40} ${near + side * 8} ${MANTEL + 40}H${far + side * 4}Q${far + side * 9} ${MANTEL + 40} ${far + side * 9} ${MANTEL + 35}Q${far + side * 9} ${MANTEL + 29} ${far + side * 4} ${MANTEL + 29}H${far}V${MANTEL + 8}Z`;
  const parts = [shape(foot)];
  if (hasPattern) parts.push(line([near, MANTEL + 20], [far, MANTEL + 20]));
  parts.push(rect(x - 8, MANTEL, 16, 9, 3));
  return parts;
}

/**
 * A fire someone is by ("a grandma knitting by the fire"). Not one danced or sat around, which is a campfire: "kids
 * dancing around the fire" and "pirates sitting around the fire on the island" moved into a bedroom (review 16).
 */
const BY_THE_FIRE = /\b((?:by|beside|near|next\s+to|in\s+front\s+of)\s+(?:the|a|her|his|their)\s+(?:(?:cozy|cosy|warm|crackling|roaring)\s+)?)fire\b(?!\s*(?:truck|engine|station|fighter|hydrant|fly|flies|work))/gi;
/** Words of a fire out of doors: a camp's fire stays a campfire, and a fire firefighters put out stays a fire. */
const OUTDOOR_FIRE = /\b(camp\w*|tent|woods|forest|beach|outside|outdoors|marshmallows?|bonfire|garden|park|fire\s*(?:fighters?|m[ae]n|trucks?|engines?|stations?)|island|cave\w*|scouts?)\b/i;
/**
 * Words of a fire indoors: a home, its chairs, its pets, or someone sitting by the hearth knitting or reading. Without
 * them "a caveman by the fire" and "a dragon sleeping by the fire" moved into a child's bedroom (review 16).
 */
const INDOOR_FIRE = /\b(cats?|kittens?|kitty|puppy|puppies|dogs?|rooms?|house|home|cottage|cabin|indoors|inside|armchairs?|chairs?|sofas?|couch|rugs?|cozy|cosy|knit\w*|read\w*|books?|grandmas?|grandpas?|granny|grannies|grandmothers?|grandfathers?|grandparents?|christmas|stockings?|santa|cocoa|hot\s+chocolate)\b/i;

/**
 * The words with the fire someone sits by at home named as the fireplace it is: it burned in the sky on a meadow
 * (judging 22).
 */
export function withHearth(description: string): string {
  return OUTDOOR_FIRE.test(description) || !INDOOR_FIRE.test(description) ? description : description.replace(BY_THE_FIRE, '$1fireplace');
}

/**
 * A fireplace the words name ("a stocking by the fireplace"): a chimney breast with a mantel shelf over an arched
 * opening where a fire burns on a log, stockings hung from the mantel, where the page said "Couldn't draw: stocking,
 * fireplace". A band round each stocking and a candle on the mantel for 6-8, bricks and a second log for 9-12, give
 * older children more to colour.
 */
export const fireplace: ComposedProp = {
  name: 'fireplace',
  words: ['fireplace', 'fire place', 'hearth', 'mantelpiece', 'mantel', 'christmas stocking', 'stocking by', 'stocking hung', 'stocking on the'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  // Big beside the one sitting by it: a lone figure steps aside for it, where the mantel stood small on the far wall
  // behind a teddy, or found no room at all.
  besideShare: 0.42,
  draw(detail) {
    const shapes: string[] = [];
    // The candle's flame inside the drawing's top: poking out over it, a teddy set on the skirting board touched it.
    if (detail !== 'low') shapes.push(rect(78, 7, 8, 9, 2), shape('M82 7Q78 3 82 0Q86 3 82 7Z'));
    // The chimney breast, narrower than the shelf: each stocking hangs over its edge, leaving no thin strip of wall beside it.
    shapes.push(rect(14, MANTEL - 2, 72, 98 - MANTEL, 2));
    if (detail === 'high') {
      // Brick courses either side of the opening, below the stockings, from the wall's edge to the opening's.
      for (let y = MANTEL + 46; y < 94; y += 8) shapes.push(line([14, y], [OPENING.left - 4, y]), line([OPENING.right + 4, y], [86, y]));
    }
    // The surround round the opening, then the opening, the logs and the flames in it.
    shapes.push(shape(`M${OPENING.left - 4} 98V${OPENING.top}Q${OPENING.left - 4} ${OPENING.top - 14} 50 ${OPENING.top - 14}Q${OPENING.right + 4} ${OPENING.top - 14} ${OPENING.right + 4} ${OPENING.top}V98Z`));
    shapes.push(shape(`M${OPENING.left} 98V${OPENING.top}Q${OPENING.left} ${OPENING.top - 10} 50 ${OPENING.top - 10}Q${OPENING.right} ${OPENING.top - 10} ${OPENING.right} ${OPENING.top}V98Z`));
    shapes.push(shape('M36 86Q32 72 40 64Q40 72 44 72Q42 58 50 50Q52 62 58 66Q60 60 58 56Q68 66 64 86Z'));
    if (detail !== 'low') shapes.push(shape('M44 86Q42 78 47 72Q49 78 52 76Q56 80 56 86Z'));
    // The logs lie on the hearth, the front one's foot under it: held just above it, a thin strip showed between.
    if (detail === 'high') shapes.push(bar([40, 87], [60, 82], 6));
    shapes.push(bar([35, 91], [65, 91], 7));
    // A hearth along the floor, and the mantel shelf over it all.
    shapes.push(rect(0, 94, 100, 6, 2), rect(0, MANTEL - 8, 100, 8, 3));
    for (const [x, side] of [[15, -1], [85, 1]] as const) shapes.push(...stocking(x, side, detail !== 'low'));
    return { width: 100, height: 100, shapes, anchors: {} };
  },
};
