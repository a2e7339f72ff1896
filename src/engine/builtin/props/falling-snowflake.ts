import type { ComposedProp } from './composed-prop';
import { circle, polygon, type Point } from './prop-shapes';

/**
 * A big falling snowflake for the youngest's snowy sky: six broad arms round a hub, one wide region to colour.
 * The icon's flake has thin branches whose white channels close up under thick lines.
 */
export const fallingSnowflake: ComposedProp = {
  name: 'falling-snowflake',
  words: [],
  kind: 'thing',
  size: 'small',
  stands: 'sky',
  draw() {
    const reach = 48;
    const half = 9;
    const points: Point[] = [];
    for (let arm = 0; arm < 6; arm++) {
      const angle = (arm * Math.PI) / 3 - Math.PI / 2;
      const along: Point = [Math.cos(angle), Math.sin(angle)];
      const across: Point = [-along[1], along[0]];
      points.push([50 + along[0] * reach - across[0] * half, 50 + along[1] * reach - across[1] * half]);
      points.push([50 + along[0] * reach + across[0] * half, 50 + along[1] * reach + across[1] * half]);
      // Where this arm's edge meets the next arm's, on the line half way between them.
      const between = angle + Math.PI / 6;
      points.push([50 + Math.cos(between) * half * 2, 50 + Math.sin(between) * half * 2]);
    }
    return { width: 100, height: 100, shapes: [polygon(points, 4), circle(50, 50, 8)], anchors: {} };
  },
};
