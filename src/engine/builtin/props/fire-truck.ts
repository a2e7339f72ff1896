import type { Detail } from '../motif-library';
import type { ComposedProp } from './composed-prop';
import { circle, line, rect, shape } from './prop-shapes';

/** A wheel: tyre, rim and hub; older children get bolts round the hub. */
function wheel(cx: number, cy: number, radius: number, detail: Detail): string[] {
  const shapes = [circle(cx, cy, radius), circle(cx, cy, radius * 0.6), circle(cx, cy, radius * 0.24)];
  if (detail === 'high') {
    for (let index = 0; index < 5; index++) {
      const angle = (index * 2 * Math.PI) / 5 - Math.PI / 2;
      shapes.push(circle(cx + Math.cos(angle) * radius * 0.42, cy + Math.sin(angle) * radius * 0.42, radius * 0.07));
    }
  }
  return shapes;
}

/**
 * A fire truck side on, facing left as the vehicle icons do: a cab with a sloped windscreen, a side
 * window and a light bar, a long body with compartment doors (rolled shutters for 9-12) above a stripe,
 * a ladder lying along the roof, rails and rungs, a bumper, a headlight and three wheels. The
 * fire-engine icon is one blank body whose ladder reads as a row of windows, so a fire truck driven is
 * drawn with this (see VEHICLE_ART in compose-scene.ts). It has no words: "fire truck" still names the icon.
 */
export const fireTruck: ComposedProp = {
  name: 'fire-truck',
  words: [],
  kind: 'vehicle',
  size: 'large',
  stands: 'ground',
  includes: ['fire-engine'],
  draw(detail) {
    const hasDetail = detail !== 'low';
    const shapes = [
      // The ladder lying on the roof (no gap under it to leave a sliver): a backing between the rails, so only rungs and gaps show, then rails and rungs.
      rect(60, 20, 118, 12, 0),
      rect(60, 16, 120, 5, 2),
      rect(60, 29, 120, 5, 2),
    ];
    // Each rung one line from rail to rail: a rung drawn as a thin box would be a white sliver between two lines.
    for (let x = 71; x < 178; x += 9) shapes.push(line([x, 21], [x, 29]));
    shapes.push(
      // The light bar on the cab's roof.
      rect(30, 9, 24, 8, 3),
      // The body behind the cab, then the cab with its sloped windscreen.
      rect(60, 34, 118, 62, 4),
      shape('M8 96 L8 52 Q8 42 16 38 L28 22 Q31 18 37 18 L58 18 Q63 18 63 23 L63 96 Z'),
      // The cab's side window (where the driver sits), a door handle, the stripe along the whole truck.
      rect(25, 26, 32, 24, 3),
      rect(46, 55, 9, 4.6, 1.6),
      rect(6, 78, 172, 7, 2),
      // Bumper and headlight.
      rect(2, 84, 16, 9, 3),
      circle(13, 68, 4.5),
    );
    // Compartment doors along the body, each with its handle; rolled shutters for older children.
    for (const [x, width] of [[70, 32], [108, 32], [146, 26]] as const) {
      shapes.push(rect(x, 42, width, 31, 3));
      if (detail === 'high') for (let y = 48; y < 70; y += 5.5) shapes.push(line([x + 1.2, y], [x + width - 1.2, y]));
      if (hasDetail) shapes.push(rect(x + width / 2 - 4.5, 65.5, 9, 4.2, 1.6));
    }
    // Three wheels: one under the cab, two under the back.
    shapes.push(...wheel(36, 96, 14, detail), ...wheel(128, 96, 14, detail), ...wheel(160, 96, 14, detail));
    return { width: 180, height: 110, shapes, anchors: {} };
  },
};
