import type { ComposedProp } from './composed-prop';
import { curve, ellipse, polygon, shape } from './prop-shapes';

/** Where the rock meets the ground, in the drawing's units. */
const FOOT = 100;

/**
 * A cave seen close, its mouth a big rough arch that a creature asleep inside fills ("a bear sleeping in a cave"): the
 * rock a thick band around the mouth with cracks for older children, stalactites hanging from the mouth's roof. Drawn
 * small behind the sleeper, the cave stood empty and the bear slept outside it (judging 23). It has no words: the rocky
 * cave answers "cave"; this is how it is drawn with someone asleep in it.
 */
export const caveMouth: ComposedProp = {
  name: 'cave-mouth',
  words: [],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  draw(detail) {
    const shapes = [shape(`M0 ${FOOT}Q-1 62 9 46Q14 24 34 15Q48 2 66 5Q86 2 97 17Q115 26 117 48Q121 70 120 ${FOOT}Z`)];
    if (detail !== 'low') {
      // Short cracks in the rock, each well inside its band, so they neither cut it into slivers nor poke out past it.
      shapes.push(curve('M5 80 Q9 75 7 68 M19 33 Q25 35 25 41 M49 9 Q53 14 51 19 M75 9 Q77 14 82 15 M107 33 Q105 39 109 44 M114 66 Q110 72 113 79'));
      if (detail === 'high') shapes.push(curve('M8 52 Q12 50 12 46 M34 18 Q38 20 38 24 M95 21 Q92 25 94 29'));
    }
    // Boulders at the cave's foot on either side.
    shapes.push(ellipse(8, 94, 9, 7), ellipse(113, 93, 9, 8));
    // The mouth, rough rock round its sides and stalactites hanging from its roof.
    shapes.push(
      polygon(
        [[14, FOOT], [15, 74], [19, 55], [29, 39], [35, 34.5], [38.5, 44], [42, 31], [51, 27], [55, 38], [59, 25.5], [70, 26.5], [78, 29], [81.5, 39], [85, 32], [91, 38], [101, 54], [105, 73], [106, FOOT]],
        3,
      ),
    );
    return { width: 120, height: FOOT, shapes, anchors: { lie: [60, FOOT], top: [60, 25] } };
  },
};
