import { drawMotif, fmt, type Box, type DrawnMotif } from '../../drawing';
import type { Point } from '../../figure/geometry';
import type { Detail } from '../../motif-library';
import { drawBeingInBox } from '../figures';
import { house } from '../patterns';
import { addFigure, placeCrowd, type Scene } from '../scene-state';
import type { Act, ActCast } from './act';

/** `wash`: a big car (on a driveway at home), the washer at its front with a soapy sponge on its body, a bucket of suds at the feet. */
export const washingCarAct: Act = { isForHands: true, draw: drawCarWasher };

/** The house the driveway runs back to: its middle and width, as shares of the art's width, on the left behind the washer. */
const HOUSE = { cx: 0.2, width: 0.3 };
/** The car's length against the washer's height: a family car is longer than a child is tall. */
const CAR_LENGTH = 1.25;
/** Each soap bubble off the sponge: along from it (in sponge widths, right and up) and its radius. */
const BUBBLES = [
  { x: 0.1, y: -1.1, r: 0.2 },
  { x: 0.75, y: -1.7, r: 0.28 },
  { x: -0.25, y: -2.2, r: 0.17 },
  { x: 0.4, y: -2.7, r: 0.24 },
];

/**
 * Washing the car: a family car (longer than the washer is tall) parked side-on on a paved driveway that runs back to
 * the house, the washer standing at its front, the near arm out with a sponge pressed on the body in a patch of suds,
 * soap bubbles rising off it and a bucket of suds by the feet. The boy waved beside a toy-sized car on a city street
 * (judging 23).
 */
function drawCarWasher(scene: Scene, { lead: washer, pose, others, crowdPose }: ActCast): void {
  const { art, groundY, style } = scene;
  const line = style.linePx;
  const height = scene.leadHeight * (others.length > 0 ? 0.62 : 0.7);
  const length = Math.min(art.width * 0.7, height * CAR_LENGTH);
  const right = art.x + art.width * 0.98;
  // A little behind the washer: its wheels stand higher on the driveway than the washer's shoes.
  const carBottom = groundY - height * 0.05;
  const car = drawMotif({ motif: 'automobile', cx: right - length / 2, bottom: carBottom, size: length, linePx: line, detail: style.detail });
  if (!car) return;
  // The washer stands at the car's front, the near hand on its body a fifth of the way along.
  const region: Box = { x: car.box.x - height * 0.42, y: groundY - height * 1.1, width: height * 0.6, height: height * 1.1 };
  const probe = drawBeingInBox(washer, { pose, facing: 1, style, prop: null }, region, height);
  const reach = car.box.x + car.box.width * 0.16 - probe.anchors.hands.front.x;
  const drawn = drawBeingInBox(washer, { pose, facing: 1, style, prop: null }, { ...region, x: region.x + Math.max(0, reach) }, height);
  // Only at home: in a city or on a farm named, the driveway ran up the street into the place's own buildings, its
  // house hidden behind them.
  if (scene.context.setting.name === 'driveway') {
    const home = house(art.x + art.width * HOUSE.cx, scene.horizonY + art.height * 0.03, art.width * HOUSE.width, line, style.hasPatterns, scene.context.isNight);
    scene.layers.horizon.push(home.markup);
    scene.layers.occupied.push(home.box);
    scene.layers.drawn.push('house');
    scene.layers.ground.push(driveway(scene, car.box, drawn.box.y + drawn.box.height));
  }
  scene.layers.main.push(car.markup);
  scene.subject.push(car.box);
  scene.used.add('automobile');
  addFigure(scene, drawn, washer);
  const hand = drawn.anchors.hands.front;
  // The bubbles stay under the far hills' foot, clear of the trees along them.
  const sponge = soapySponge(hand, height * 0.2, scene.horizonY + height * 0.08, line, style.detail);
  scene.layers.main.push(sponge.markup, drawn.grip?.front ?? '');
  scene.subject.push(sponge.box);
  // The bucket behind the washer's heels, on the same ground: ahead of them it stood under the car.
  const bucketSize = height * 0.3;
  const bucketX = Math.max(art.x + bucketSize * 0.55, drawn.box.x - bucketSize * 0.25);
  const bucket = drawMotif({ motif: 'bucket', cx: bucketX, bottom: groundY + height * 0.02, size: bucketSize, linePx: line, detail: style.detail });
  if (bucket) {
    const suds = sudsOver(bucket, line, style.detail);
    scene.layers.main.push(bucket.markup, suds.markup);
    scene.subject.push(bucket.box, suds.box);
    scene.used.add('bucket');
    scene.joins.push({ what: 'bucket-by-feet', figure: drawn.anchors.feet.back, thing: { x: bucket.box.x + bucket.box.width / 2, y: bucket.box.y + bucket.box.height } });
  }
  scene.layers.drawn.push('sponge');
  scene.joins.push({ what: 'sponge-on-car', figure: hand, thing: sponge.centre }, { what: 'car-ends', figure: { x: car.box.x, y: carBottom }, thing: { x: car.box.x + car.box.width, y: carBottom } }, { what: 'washer-head-to-feet', figure: { x: hand.x, y: drawn.box.y }, thing: { x: hand.x, y: drawn.box.y + drawn.box.height } });
  placeCrowd(scene, others, crowdPose);
}

/**
 * The paved driveway the car stands on: from under the car's wheels back to the horizon, narrowing as it goes, its slabs
 * joined across; the lawn's things keep off it.
 */
function driveway(scene: Scene, car: Box, feetY: number): string {
  const { art, horizonY, style } = scene;
  // On past the art's foot, under the frame: stopped at it, a sliver of lawn showed between the two.
  const bottom = art.y + art.height + style.linePx * 4;
  // Wide enough at the front for the washer too, and back to the house's right wall.
  const near = { left: car.x - car.width * 0.4, right: art.x + art.width };
  const houseRight = HOUSE.cx + HOUSE.width / 2;
  const far = { left: art.x + art.width * (houseRight - 0.02), right: art.x + art.width * (houseRight + 0.18) };
  const top = horizonY + (bottom - horizonY) * 0.02;
  const stroke = `stroke="#000" stroke-width="${fmt(style.linePx)}"`;
  const at = (share: number): { y: number; left: number; right: number } => ({ y: top + (bottom - top) * share, left: far.left + (near.left - far.left) * share, right: far.right + (near.right - far.right) * share });
  // Joints closer together further back, none just under the washer's shoes (a sliver between soles and joint).
  const joints = (style.detail === 'low' ? [0.3] : [0.12, 0.3, 0.55, 0.85]).map(at).filter((joint) => Math.abs(joint.y - feetY) > art.height * 0.04);
  const slab = `<path d="M${fmt(far.left)} ${fmt(top)}L${fmt(far.right)} ${fmt(top)}L${fmt(near.right)} ${fmt(bottom)}L${fmt(near.left)} ${fmt(bottom)}Z" fill="#fff" ${stroke} stroke-linejoin="round"/>`;
  scene.layers.occupied.push({ x: Math.min(near.left, far.left), y: top, width: near.right - Math.min(near.left, far.left), height: bottom - top });
  return slab + joints.map((joint) => `<path d="M${fmt(joint.left)} ${fmt(joint.y)}H${fmt(joint.right)}" fill="none" ${stroke}/>`).join('');
}

/** A sponge pressed flat on the car at the fist, in a froth of suds, bubbles rising off it. */
function soapySponge(hand: Point, size: number, highest: number, linePx: number, detail: Detail): { markup: string; box: Box; centre: Point } {
  const outline = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  // Ahead of the fist, so most of it shows past the fingers.
  const centre = { x: hand.x + size * 0.42, y: hand.y };
  // Suds hanging under the sponge, ahead of the fist, on the car: behind the fist, the froth hid the wrist.
  const foam = froth(centre.x - size * 0.3, centre.y + size * 0.2, size * 0.95, -size * 0.26, 3, linePx);
  const sponge = `<rect x="${fmt(centre.x - size * 0.5)}" y="${fmt(centre.y - size * 0.32)}" width="${fmt(size)}" height="${fmt(size * 0.64)}" rx="${fmt(size * 0.16)}" ${outline}/>`;
  const pores = detail === 'low' ? '' : [[-0.25, -0.1], [0.15, 0.05], [0.3, -0.15]].map(([x, y]) => `<circle cx="${fmt(centre.x + x! * size)}" cy="${fmt(centre.y + y! * size)}" r="${fmt(size * 0.06)}" ${outline}/>`).join('');
  const rise = Math.max(0.4, Math.min(1, (centre.y - highest) / (size * 3)));
  const bubbles = BUBBLES.map((bubble) => ({ x: centre.x + bubble.x * size, y: centre.y + bubble.y * size * rise, r: bubble.r * size }));
  const shine = (b: { x: number; y: number; r: number }): string =>
    detail === 'low' ? '' : `<path d="M${fmt(b.x - b.r * 0.55)} ${fmt(b.y - b.r * 0.05)}A${fmt(b.r * 0.55)} ${fmt(b.r * 0.55)} 0 0 1 ${fmt(b.x - b.r * 0.05)} ${fmt(b.y - b.r * 0.55)}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`;
  const markup = foam.markup + sponge + pores + bubbles.map((b) => `<circle cx="${fmt(b.x)}" cy="${fmt(b.y)}" r="${fmt(b.r)}" ${outline}/>${shine(b)}`).join('');
  const top = Math.min(...bubbles.map((b) => b.y - b.r));
  const box = { x: centre.x - size * 0.8, y: top, width: size * 1.9, height: centre.y + size * 0.7 - top };
  return { markup, box, centre };
}

/**
 * A heap of suds over the bucket's rim: a mound whose top is a row of small round puffs, highest in the middle (as
 * separate circles, or puffs taller than wide, it read as a bucket of balls or eggs).
 */
function sudsOver(bucket: DrawnMotif, linePx: number, detail: Detail): { markup: string; box: Box } {
  const { x, y, width } = bucket.box;
  return froth(x + width * 0.04, y + linePx, width * 0.92, width * 0.16, detail === 'low' ? 4 : 6, linePx);
}

/**
 * Suds along a straight base from `left`, `span` wide, heaped `rise` high in the middle (below the base when negative,
 * hanging from it), their edge a row of `puffs` round puffs.
 */
function froth(left: number, base: number, span: number, rise: number, puffs: number, linePx: number): { markup: string; box: Box } {
  const step = span / puffs;
  const bulge = Math.sign(rise) * step * 0.6;
  const heap = (share: number): number => base - rise * Math.sin(Math.PI * share);
  let edge = `M${fmt(left)} ${fmt(base)}`;
  for (let puff = 0; puff < puffs; puff++) {
    const [from, to] = [puff / puffs, (puff + 1) / puffs];
    edge += `C${fmt(left + span * from)} ${fmt(heap(from) - bulge)} ${fmt(left + span * to)} ${fmt(heap(to) - bulge)} ${fmt(left + span * to)} ${fmt(heap(to))}`;
  }
  const markup = `<path d="${edge}Z" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"/>`;
  const far = heap(0.5) - bulge * 0.85;
  return { markup, box: { x: left, y: Math.min(base, far), width: span, height: Math.abs(base - far) } };
}
