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
      rect(80, 32, 98, 12, 0),
      rect(80, 28, 100, 5, 2),
      rect(80, 41, 100, 5, 2),
    ];
    // Each rung one line from rail to rail: a rung drawn as a thin box would be a white sliver between two lines.
    for (let x = 89; x < 178; x += 9) shapes.push(line([x, 33], [x, 41]));
    shapes.push(
      // The light bar on the cab's roof.
      rect(36, 1, 28, 8, 3),
      // The body behind the cab, then the cab: tall, with a sloped windscreen, so the driver in it is big enough to read.
      rect(78, 46, 100, 62, 4),
      shape('M8 108 L8 64 Q8 54 12 48 L21 15 Q23 8 30 8 L72 8 Q78 8 78 14 L78 108 Z'),
      // The cab's big side window (where the driver sits), a door handle, the stripe along the whole truck.
      rect(27, 15, 45, 40, 3),
      rect(62, 66, 9, 4.6, 1.6),
      rect(6, 90, 172, 7, 2),
      // Bumper and headlight.
      rect(2, 96, 16, 9, 3),
      circle(14, 80, 4.5),
    );
    // Compartment doors along the body, each with its handle; rolled shutters for older children.
    for (const [x, width] of [[86, 28], [118, 28], [150, 26]] as const) {
      shapes.push(rect(x, 54, width, 31, 3));
      if (detail === 'high') for (let y = 60; y < 82; y += 5.5) shapes.push(line([x + 1.2, y], [x + width - 1.2, y]));
      if (hasDetail) shapes.push(rect(x + width / 2 - 4.5, 77.5, 9, 4.2, 1.6));
    }
    // Three wheels: one under the cab, two under the back.
    shapes.push(...wheel(38, 108, 14, detail), ...wheel(128, 108, 14, detail), ...wheel(160, 108, 14, detail));
    return { width: 180, height: 122, shapes, anchors: {} };
  },
};
