import { fmt } from '../svg-number';
import type { ComposedProp } from './composed-prop';
import { circle, line, shape, type Point } from './prop-shapes';

/** The starfish's middle and the reach of its arms' round tips, in the drawing's units. */
const MIDDLE: Point = [38, 41];
const REACH = 40;
/** How far the starfish lies turned from one arm straight up, in radians: a little, as one washed up lies. */
const TURN = 0.12;
/** The ring in its middle. */
const MIDDLE_RADIUS = 9;

function at(angle: number, distance: number): Point {
  return [MIDDLE[0] + Math.cos(angle) * distance, MIDDLE[1] + Math.sin(angle) * distance];
}

const armAngle = (arm: number): number => TURN - Math.PI / 2 + (arm * 2 * Math.PI) / 5;

/**
 * A starfish's outline, the subject's and the one lying on the sea floor alike: five arms swelling to round tips
 * beyond `reach`, the waist between two arms at 0.44 of it, turned `turn` radians from one arm straight up.
 */
export function starfishOutline(cx: number, cy: number, reach: number, turn: number): string {
  const waist = reach * 0.44;
  const point = (angle: number, distance: number): string => `${fmt(cx + Math.cos(angle) * distance)} ${fmt(cy + Math.sin(angle) * distance)}`;
  let d = `M${point(turn - Math.PI / 2 - Math.PI / 5, waist)}`;
  for (let arm = 0; arm < 5; arm++) {
    const angle = turn - Math.PI / 2 + (arm * 2 * Math.PI) / 5;
    d += `C${point(angle - 0.14, reach * 1.22)} ${point(angle + 0.14, reach * 1.22)} ${point(angle + Math.PI / 5, waist)}`;
  }
  return `${d}Z`;
}

/**
 * A starfish the words name as the page's subject ("a starfish on the beach"): five plump arms with round tips and a
 * ring in the middle, where the word drew a star in the sky. A line down each arm, or for the oldest rows of bumps
 * along them, give older children more to colour.
 */
export const seaStar: ComposedProp = {
  name: 'sea-star',
  words: ['starfish', 'sea star'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    const shapes = [shape(starfishOutline(MIDDLE[0], MIDDLE[1], REACH, TURN))];
    for (let arm = 0; arm < 5; arm++) {
      const angle = armAngle(arm);
      // A line from the middle ring out to the arm's tip splits the arm in two halves to colour.
      if (detail === 'medium') shapes.push(line(at(angle, MIDDLE_RADIUS), at(angle, REACH)));
      // Bumps along the arm, smaller towards the tip, each large enough to colour inside.
      if (detail === 'high') for (const [distance, radius] of [[18, 4.2], [26, 3.4], [33, 2.6]] as const) shapes.push(circle(...at(angle, distance), radius));
    }
    shapes.push(circle(MIDDLE[0], MIDDLE[1], MIDDLE_RADIUS));
    // The box round the arms as turned, so the lowest arm lies on the ground line.
    return { width: 80, height: 78, shapes, anchors: {} };
  },
};
