import type { ComposedProp } from './composed-prop';
import { bar, circle, line, polygon, rect, type Point } from './prop-shapes';

/** The arm's joints, in the drawing's units: where the boom leaves the body, its elbow, and the bucket's hinge. */
const BOOM_FOOT = [92, 70] as const;
const ELBOW = [128, 22] as const;
const BUCKET_HINGE = [146, 76] as const;

/** Road wheels inside the track by age: three big ones for the youngest, four for older children. */
const WHEELS = { low: [30, 60, 90], medium: [24, 48, 72, 96], high: [24, 48, 72, 96] } as const;

/**
 * A digger the words name ("a digger on a building site"): an excavator on its track, a body with a cab and its
 * window, and a long arm bent at the elbow down to a toothed bucket. Hubs, the bucket's teeth, a split window and a
 * stripe give older children more to colour.
 */
export const digger: ComposedProp = {
  name: 'digger',
  words: ['digger', 'excavator'],
  kind: 'vehicle',
  size: 'large',
  stands: 'ground',
  draw(detail) {
    // Behind the body: the exhaust pipe, the weight at the back.
    const shapes = [rect(32, 44, 6, 18, 2), rect(6, 60, 26, 26, 7), rect(16, 58, 86, 30, 4), rect(52, 12, 42, 50, 5)];
    // A stripe along the body, from the weight to the front, the boom's foot drawn over its end.
    if (detail === 'high') shapes.push(line([16, 74], [102, 74]));
    // The cab's window, tall enough to show a driver down to the hands on the wheel.
    shapes.push(rect(57, 18, 32, 36, 3));
    if (detail === 'high') shapes.push(line([57, 36], [89, 36]));
    // The track under it all, with its road wheels.
    shapes.push(rect(8, 86, 104, 22, 11));
    for (const x of WHEELS[detail]) {
      shapes.push(circle(x + 4, 97, detail === 'low' ? 8 : 7));
      if (detail !== 'low') shapes.push(circle(x + 4, 97, 2.6));
    }
    // The arm: boom, stick, and the bucket, teeth down at the ground in front.
    shapes.push(bar(BOOM_FOOT, ELBOW, 14));
    shapes.push(bar(ELBOW, BUCKET_HINGE, 11), circle(ELBOW[0], ELBOW[1], 7));
    // The bucket's mouth faces the machine, its teeth along the mouth's edge, their roots inside the bucket so the
    // bucket drawn over them leaves each a whole point.
    const mouth = (along: number, out: number): Point => [126 + 10 * along - 0.96 * out, 104 - 34 * along - 0.28 * out];
    if (detail !== 'low') for (const along of [0.1, 0.3, 0.5]) shapes.push(polygon([mouth(along - 0.07, -2), mouth(along + 0.07, -2), mouth(along, 5)], 1));
    shapes.push(polygon([[136, 70], [156, 72], [158, 90], [146, 104], [126, 104]], 3));
    shapes.push(circle(BUCKET_HINGE[0], BUCKET_HINGE[1], 5));
    return { width: 160, height: 108, shapes, anchors: {} };
  },
};
