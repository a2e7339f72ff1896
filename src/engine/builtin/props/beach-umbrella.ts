import type { ComposedProp } from './composed-prop';
import { circle, line, shape } from './prop-shapes';

/**
 * A beach umbrella standing up in the sand: a striped dome with a scalloped hem on a pole pushed into a little heap of
 * sand. (The icon's umbrella lay tilted on top of a box, as if afloat, round 13.)
 */
export const beachUmbrella: ComposedProp = {
  name: 'beach-umbrella',
  words: ['beach umbrella', 'parasol', 'sunshade'],
  kind: 'thing',
  size: 'small',
  stands: 'ground',
  draw(detail) {
    const scallops = [4, 19, 34, 50, 66, 81, 96];
    const hem = scallops
      .slice(1)
      .reverse()
      .map((x, index, all) => `Q${((x + (all[index + 1] ?? 4)) / 2).toFixed(1)} 38 ${(all[index + 1] ?? 4).toFixed(1)} 44`)
      .join(' ');
    const shapes = [line([50, 20], [50, 100]), shape(`M4 44 Q50 -28 96 44 ${hem} Z`)];
    // Panels from the top to the hem's points: stripes to colour in turn (the youngest get fewer, wider ones).
    const points = detail === 'low' ? [34, 66] : detail === 'medium' ? [19, 50, 81] : scallops.slice(1, -1);
    for (const x of points) shapes.push(line([50, 10], [x, 44]));
    shapes.push(circle(50, 8, 4), shape('M20 110 Q24 98 50 96 Q76 98 80 110 Z'));
    return { width: 100, height: 110, shapes, anchors: { top: [50, 4] } };
  },
};
