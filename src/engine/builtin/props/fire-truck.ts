import type { Detail } from '../motif-library';
import type { ComposedProp } from './composed-prop';
import { bar, circle, line, polygon, rect, shape } from './prop-shapes';

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

/** A fire department's cross on the cab door: four arms flaring out from a small square middle. */
function maltese(cx: number, cy: number, reach: number): string {
  const [flare, waist] = [reach * 0.55, reach * 0.3];
  const arm = (dx: number, dy: number): Array<[number, number]> => {
    const [px, py] = [-dy, dx];
    return [
      [cx + dx * waist - px * waist, cy + dy * waist - py * waist],
      [cx + dx * reach - px * flare, cy + dy * reach - py * flare],
      [cx + dx * reach + px * flare, cy + dy * reach + py * flare],
    ];
  };
  return polygon([...arm(0, -1), ...arm(1, 0), ...arm(0, 1), ...arm(-1, 0)], 0.6);
}

/**
 * A fire truck side on, facing left as the vehicle icons do: a cab with a sloped windscreen, a big side
 * window, a light bar of two lamps and a cross on the door; a long body with compartment doors (rolled
 * shutters for 9-12) and a hose reel coiled at the back, above a stripe; a ladder lying along the roof, a
 * bumper, a headlight, a step at the back and three wheels. The fire-engine icon is one blank body whose
 * ladder reads as a row of windows, so a fire truck driven is drawn with this (see VEHICLE_ART in
 * compose-scene.ts). It has no words: "fire truck" still names the icon.
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
      rect(80, 32, 94, 12, 0),
      rect(80, 28, 96, 5, 2),
      rect(80, 41, 96, 5, 2),
    ];
    // Each rung one line from rail to rail: a rung drawn as a thin box would be a white sliver between two lines.
    for (let x = 89; x < 174; x += 9) shapes.push(line([x, 33], [x, 41]));
    shapes.push(
      // The light bar on the cab's roof: two lamps rising out of its base, the cab's roof over their feet.
      shape('M37 6 A6 6 0 0 1 49 6 Z'),
      shape('M51 6 A6 6 0 0 1 63 6 Z'),
      rect(34, 4, 32, 6, 2),
      // The body behind the cab, then the cab: tall, with a sloped windscreen, so the driver in it is big enough to read.
      rect(78, 46, 96, 62, 4),
      shape('M8 108 L8 64 Q8 54 12 48 L21 15 Q23 8 30 8 L72 8 Q78 8 78 14 L78 108 Z'),
      // The cab's big side window (where the driver sits), a door handle, the stripe along the whole truck.
      rect(27, 13, 47, 45, 3),
      rect(63, 62, 9, 4.6, 1.6),
      rect(6, 89, 168, 8, 2),
      // Bumper, headlight, and the step at the back a firefighter climbs on by.
      rect(2, 96, 16, 9, 3),
      circle(14, 80, 4.5),
      rect(166, 101, 14, 9, 2),
    );
    // The cross on the door, below the window.
    if (hasDetail) shapes.push(maltese(44, 74, 8.5));
    // Compartment doors along the body, each with its handle (rolled shutters for older children), and the hose reel at the back.
    for (const x of [86, 113]) {
      shapes.push(rect(x, 54, 24, 31, 3));
      if (detail === 'high') for (let y = 60; y < 82; y += 5.5) shapes.push(line([x + 1.2, y], [x + 22.8, y]));
      if (hasDetail) shapes.push(rect(x + 7.5, 77.5, 9, 4.2, 1.6));
    }
    // The reel's coils, and the hose's end hanging off it across the stripe, its nozzle clear of the wheels.
    shapes.push(circle(157, 69, 13.5), circle(157, 69, 9), circle(157, 69, 4));
    if (hasDetail) shapes.push(bar([151, 77], [143, 86], 3.6), polygon([[141.2, 84.2], [144.8, 87.8], [139.4, 91.6], [137.4, 89.6]], 0.6));
    // Three wheels: one under the cab, two under the back, clear of the step.
    shapes.push(...wheel(38, 108, 14, detail), ...wheel(118, 108, 14, detail), ...wheel(148, 108, 14, detail));
    return { width: 180, height: 122, shapes, anchors: {} };
  },
};
