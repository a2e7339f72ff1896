import { fmt } from '../svg-number';
import type { ComposedProp } from './composed-prop';
import { circle, line, shape, type Point } from './prop-shapes';

/** The starfish's middle, the reach of its arms' round tips, and the waist between two arms, in the drawing's units. */
const MIDDLE: Point = [38, 41];
const REACH = 40;
const WAIST = REACH * 0.44;
/** How far the starfish lies turned from one arm straight up, in radians: a little, as one washed up lies. */
const TURN = 0.12;
/** The ring in its middle. */
const MIDDLE_RADIUS = 9;

function at(angle: number, distance: number): Point {
  return [MIDDLE[0] + Math.cos(angle) * distance, MIDDLE[1] + Math.sin(angle) * distance];
}

const armAngle = (arm: number): number => TURN - Math.PI / 2 + (arm * 2 * Math.PI) / 5;

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
    const point = (angle: number, distance: number): string => at(angle, distance).map(fmt).join(' ');
    let d = `M${point(armAngle(0) - Math.PI / 5, WAIST)}`;
    for (let arm = 0; arm < 5; arm++) {
      const angle = armAngle(arm);
      d += `C${point(angle - 0.14, REACH * 1.22)} ${point(angle + 0.14, REACH * 1.22)} ${point(angle + Math.PI / 5, WAIST)}`;
    }
    const shapes = [shape(`${d}Z`)];
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
