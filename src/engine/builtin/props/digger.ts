import type { ComposedProp } from './composed-prop';
import { bar, circle, ellipse, line, polygon, rect, shape, type Point } from './prop-shapes';

/** The arm's joints, in the drawing's units: where the boom leaves the body, its elbow, and the bucket's hinge. */
const BOOM_FOOT = [92, 70] as const;
const ELBOW = [128, 22] as const;
const BUCKET_HINGE = [146, 76] as const;

/** The drawing's width: the digger, the dirt it digs and the cones beside it. */
const WIDTH = 224;

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
  // Alone on the page it is the hero, nearly the frame's width: at four fifths it stood small on an empty field.
  loneShare: 0.97,
  draw(detail) {
    // The bare ground of the site, the track standing on it; stones in it for older children.
    const shapes = [shape(`M0 116Q2 106 12 105Q60 102 110 105Q170 102 ${WIDTH - 12} 105Q${WIDTH - 2} 106 ${WIDTH} 116Z`)];
    if (detail === 'high') for (const [cx, cy] of [[20, 111], [70, 112], [118, 111]] as const) shapes.push(ellipse(cx, cy, 3, 1.8));
    // Behind the body: the exhaust pipe, the weight at the back.
    shapes.push(rect(32, 44, 6, 18, 2), rect(6, 60, 26, 26, 7), rect(16, 58, 86, 30, 4), rect(52, 12, 42, 50, 5));
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
    // The heap of dirt the bucket digs into, behind the bucket and its teeth so they bite into it whole; clods on it
    // for older children.
    shapes.push(polygon([[112, 108], [116, 96], [122, 86], [136, 77], [156, 72], [174, 78], [186, 93], [192, 108]], 4));
    if (detail !== 'low') for (const [cx, cy, r] of [[164, 84, 3], [178, 97, 2.6], [160, 99, 2.4]] as const) shapes.push(circle(cx, cy, r));
    // The arm: boom, stick, and the bucket, teeth down at the ground in front.
    shapes.push(bar(BOOM_FOOT, ELBOW, 14));
    shapes.push(bar(ELBOW, BUCKET_HINGE, 11), circle(ELBOW[0], ELBOW[1], 7));
    // The bucket's mouth faces the machine, its teeth along the mouth's edge, their roots inside the bucket so the
    // bucket drawn over them leaves each a whole point.
    const mouth = (along: number, out: number): Point => [126 + 10 * along - 0.96 * out, 104 - 34 * along - 0.28 * out];
    if (detail !== 'low') for (const along of [0.1, 0.3, 0.5]) shapes.push(polygon([mouth(along - 0.07, -2), mouth(along + 0.07, -2), mouth(along, 5)], 1));
    shapes.push(polygon([[136, 70], [156, 72], [158, 90], [146, 104], [126, 104]], 3));
    shapes.push(circle(BUCKET_HINGE[0], BUCKET_HINGE[1], 5));
    // Traffic cones at the heap's foot, each on its base with a band round it, a second band for older children.
    for (const x of [196, 214]) {
      shapes.push(polygon([[x - 7, 106], [x - 2, 76], [x + 2, 76], [x + 7, 106]], 2), rect(x - 10, 103, 20, 6, 2));
      shapes.push(line([x - 4.3, 90], [x + 4.3, 90]));
      if (detail !== 'low') shapes.push(line([x - 5.6, 98], [x + 5.6, 98]));
    }
    return { width: WIDTH, height: 116, shapes, anchors: {} };
  },
};
