import type { ComposedProp } from './composed-prop';
import type { Point } from './prop-shapes';
import { circle, line, polygon, rect, shape } from './prop-shapes';

const FLOOR_TOP = 92;
const FLOOR_FRONT = 131;
/** The columns' shafts, by their left side, and how wide each is. */
const COLUMNS = [4, 84];
const SHAFT = 12;
/** The tall arched windows on the back wall, by their left side. */
const WINDOWS = [26, 60];
const WINDOW_WIDTH = 14;
/** The chandelier's candle arms, two at each side of its chain. */
const CANDLES = [33, 41, 59, 67];
/** "At the ball", "to the royal ball", but not a ball of yarn, a ball pit or a ball game. */
const AT_THE_BALL = /\b(at|to)\s+(?:the|a)\s+(?:royal\s+|grand\s+)?ball\b(?!\s+(?:of|pit|game|park)\b)/gi;
/** Who goes to a ball to dance, or the dance itself: without them "a dog looking at the ball" looks at a toy. */
const DANCE_WORDS = /\b(?:danc\w*|ballerinas?|cinderella|princess(?:es)?|princes?|kings?|queens?|royal|invited)\b/i;

/** The words with a ball one goes to named as the ballroom it is, when a dancer or a fairy-tale royal goes. */
export function withBallroom(description: string): string {
  return DANCE_WORDS.test(description) ? description.replace(AT_THE_BALL, '$1 the ballroom') : description;
}

/** A candle's flame: round below, drawn up to a point. */
function flame(x: number, bottom: number): string {
  return shape(`M${x} ${bottom - 4.6} C${x + 1.6} ${bottom - 2.6} ${x + 1.7} ${bottom} ${x} ${bottom} C${x - 1.7} ${bottom} ${x - 1.6} ${bottom - 2.6} ${x} ${bottom - 4.6} Z`);
}

/**
 * A palace ballroom filling the frame, for a ball ("Cinderella at the ball"), not a toy ball: a chandelier hanging
 * from the middle of the ceiling over a scalloped drape, a column at each side, tall arched windows on the back wall and
 * a floor of big tiles running away from us. Older children get the columns' fluting, the windows' panes, the
 * chandelier's crystal drops and more, smaller tiles.
 */
export const ballroom: ComposedProp = {
  name: 'ballroom',
  words: ['ballroom', 'royal ball', 'dance hall'],
  kind: 'place',
  size: 'large',
  stands: 'set',
  draw(detail) {
    const shapes = [rect(-4, -4, 108, FLOOR_TOP + 4)];
    // The tall windows, each under a round arch, with a sill.
    for (const x of WINDOWS) {
      const half = WINDOW_WIDTH / 2;
      shapes.push(shape(`M${x} 80 L${x} ${38 + half} A${half} ${half} 0 0 1 ${x + WINDOW_WIDTH} ${38 + half} L${x + WINDOW_WIDTH} 80 Z`));
      if (detail !== 'low') shapes.push(line([x + half, 38], [x + half, 80]), line([x, 60], [x + WINDOW_WIDTH, 60]));
      shapes.push(rect(x - 2, 80, WINDOW_WIDTH + 4, 4));
    }
    // The floor of tiles, seen running away from us to the back wall.
    shapes.push(rect(-4, FLOOR_TOP, 108, FLOOR_FRONT - FLOOR_TOP + 4));
    const rows = detail === 'low' ? [101, 114] : detail === 'medium' ? [97, 104, 113, 124] : [95.5, 99.5, 104.5, 110.5, 118, 127];
    for (const y of rows) shapes.push(line([-4, y], [104, y]));
    const seams = detail === 'low' ? 4 : detail === 'medium' ? 7 : 10;
    for (let index = 1; index < seams; index++) {
      const t = index / seams;
      shapes.push(line([10 + 80 * t, FLOOR_TOP], [-30 + 160 * t, FLOOR_FRONT + 4]));
    }
    // A column at each side, from the floor to the ceiling: base, shaft and capital.
    for (const x of COLUMNS) {
      shapes.push(rect(x - 3, 86, SHAFT + 6, 7), rect(x, 24, SHAFT, 62), rect(x - 3, 18, SHAFT + 6, 6));
      if (detail !== 'low') for (let flute = 1; flute < (detail === 'high' ? 4 : 3); flute++) shapes.push(line([x + (SHAFT * flute) / (detail === 'high' ? 4 : 3), 27], [x + (SHAFT * flute) / (detail === 'high' ? 4 : 3), 83]));
    }
    // The drape along the ceiling, in scallops.
    let drape = 'M-4 -4 L104 -4 L104 8';
    for (let x = 104; x > -4; x -= 13.5) drape += ` Q${x - 6.75} 17 ${x - 13.5} 8`;
    shapes.push(shape(`${drape} Z`));
    // The chandelier, hung below the drape: its chain, a bowl with candle arms and flames, and crystal drops under it.
    // Thin enough to ink solid in the youngest's thick line; wide enough to colour in older children's thinner one.
    shapes.push(detail === 'low' ? rect(49, 4, 2, 23) : rect(48, 4, 4, 23));
    if (detail !== 'low') for (const x of [38, 46, 54, 62]) shapes.push(line([x, 30], [x, 33]), circle(x, 34.4, 1.2));
    for (const x of CANDLES) shapes.push(rect(x - 1.2, 22, 2.4, 5), flame(x, 21.6));
    const bowl: Point[] = [[30, 26.5], [70, 26.5], [64, 31.5], [36, 31.5]];
    shapes.push(polygon(bowl, 1.5));
    if (detail === 'high') shapes.push(circle(50, 34.5, 1.6));
    return { width: 100, height: FLOOR_FRONT, shapes, anchors: { stand: [50, 116] } };
  },
};
