import type { Box } from '../../drawing';
import type { Detail } from '../../motif-library';
import type { Point } from '../../figure/geometry';
import { GIRAFFE_MOUTH } from '../../props/bowing-giraffe';
import { fmt } from '../../svg-number';
import { drawBeingInBox, moveBeing } from '../figures';
import { addFigure, type Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `browse`: a bunch of leaves held up in the keeper's raised hand, a giraffe bowing its head down to eat them. */
export const feedingGiraffeAct: Act = { isForHands: true, draw: drawGiraffeFeeder };

/** How big the bunch of leaves is, as a share of the keeper's height. */
const LEAVES = 0.26;
/** Each leaf round the bunch's stem: where it is, out from the fist along the stem and across it, as shares of the bunch's size, and its turn. */
const LEAF_SPOTS: Array<[number, number, number]> = [
  [0.9, 0, 0],
  [0.62, -0.3, -40],
  [0.62, 0.3, 40],
  [0.34, -0.32, -60],
  [0.34, 0.32, 60],
];

/**
 * "A zookeeper feeding a giraffe": the keeper stands left, his near arm raised ahead with a bunch of leaves in the fist,
 * and the giraffe beside him bows its long neck down, its open mouth at the leaves. The giraffe icon stood small beside
 * him, its head at his chest, while he held a bucket, and no food reached it (judging 20).
 */
function drawGiraffeFeeder(scene: Scene, { lead: keeper, pose, others, crowdPose }: ActCast): void {
  const { art, groundY, style } = scene;
  const giraffe = others.find((character) => character.motif === 'giraffe' && character.figure === null);
  drawLeadWithThing(scene, keeper, pose, others, crowdPose, {
    heightShare: 0.66,
    left: 0.02,
    width: 0.32,
    isHandsFull: true,
    thing: (drawn, height) => {
      const fist = drawn.anchors.hands.front;
      const size = height * LEAVES;
      // Held out level towards the giraffe, so the leaves stand clear of its head, only the front one in its mouth.
      const tip = { x: fist.x + size * 1.1, y: fist.y - size * 0.15 };
      const leaves = leafBunch(fist, tip, size, style.linePx, style.detail);
      const markup = [leaves.markup, drawn.grip?.front ?? ''];
      const boxes: Box[] = [leaves.box];
      const joins = [{ what: 'leaves-in-hand', figure: fist, thing: tip }];
      if (giraffe) {
        // As tall as puts its bowed mouth at the leaves' tip, with its hooves on the ground.
        const giraffeHeight = Math.min((groundY - tip.y) / (1 - GIRAFFE_MOUTH.y), art.height * 0.9);
        const probe = drawBeingInBox({ ...giraffe, motif: 'bowing-giraffe' }, { pose: 'standing', facing: -1, style, prop: null }, { x: 0, y: groundY - giraffeHeight, width: art.width, height: giraffeHeight }, giraffeHeight / 0.85);
        const mouth = (box: Box): Point => ({ x: box.x + box.width * GIRAFFE_MOUTH.x, y: box.y + box.height * GIRAFFE_MOUTH.y });
        // It stands where its mouth is at the leaves' tip.
        const left = Math.min(tip.x - (mouth(probe.box).x - probe.box.x), art.x + art.width - probe.box.width);
        const body = moveBeing(probe, left - probe.box.x, 0);
        // In front of the leaves, so their tip is in its mouth.
        addFigure(scene, body, giraffe, 'front');
        // Measured by tests: the mouth at the leaves' tip, and bowed down well below the top of the giraffe's drawing.
        joins.push({ what: 'mouth-at-leaves', figure: mouth(body.box), thing: tip }, { what: 'head-bowed', figure: mouth(body.box), thing: { x: body.box.x + body.box.width / 2, y: body.box.y } });
      }
      return { markup, boxes, drawnAs: 'leaves', used: [], joins, shown: giraffe };
    },
  });
}

/** A bunch of leafy twigs: a stem from the fist to the tip, leaves round it, each a pointed oval with its middle vein. */
function leafBunch(fist: Point, tip: Point, size: number, linePx: number, detail: Detail): { markup: string; box: Box } {
  const angle = (Math.atan2(tip.y - fist.y, tip.x - fist.x) * 180) / Math.PI;
  const length = Math.hypot(tip.x - fist.x, tip.y - fist.y);
  const ux = (tip.x - fist.x) / length;
  const uy = (tip.y - fist.y) / length;
  const along = (share: number, across: number): Point => ({ x: fist.x + ux * length * share - uy * size * across, y: fist.y + uy * length * share + ux * size * across });
  const alongStem = (point: Point): number => ((point.x - fist.x) * ux + (point.y - fist.y) * uy) / length;
  const distanceToStem = (point: Point): number => Math.abs(-(point.x - fist.x) * uy + (point.y - fist.y) * ux);
  const leafLength = size * 0.42;
  const l = leafLength / 2;
  const w = leafLength * 0.22;
  // The middle vein only where the leaf is big enough to colour either side of it (a sliver for the youngest).
  const vein = detail === 'low' ? '' : `<path d="M${fmt(-l * 0.7)} 0L${fmt(l * 0.7)} 0" fill="none"/>`;
  const twigs: string[] = [];
  const leaves = LEAF_SPOTS.map(([share, across, turn]) => {
    const at = along(share, across);
    const radians = ((angle + turn) * Math.PI) / 180;
    if (across !== 0) {
      // Each side leaf on a twig of its own from the stem to its nearer end: set apart from the stem, they floated loose.
      const ends = [-l, l].map((sign) => ({ x: at.x + Math.cos(radians) * sign, y: at.y + Math.sin(radians) * sign }));
      const stemward = ends.reduce((a, b) => (distanceToStem(b) < distanceToStem(a) ? b : a));
      const base = along(Math.max(0.08, alongStem(stemward) - 0.1), 0);
      twigs.push(`<path d="M${fmt(base.x)} ${fmt(base.y)}L${fmt(stemward.x)} ${fmt(stemward.y)}" fill="none"/>`);
    }
    return `<g transform="translate(${fmt(at.x)} ${fmt(at.y)}) rotate(${fmt(angle + turn)})"><path d="M${fmt(-l)} 0Q0 ${fmt(-w * 2)} ${fmt(l)} 0Q0 ${fmt(w * 2)} ${fmt(-l)} 0Z"/>${vein}</g>`;
  });
  const stem = `<path d="M${fmt(fist.x)} ${fmt(fist.y)}L${fmt(along(0.8, 0).x)} ${fmt(along(0.8, 0).y)}" fill="none" stroke-width="${fmt(linePx * 1.6)}"/>`;
  const markup = `<g fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round">${stem}${twigs.join('')}${leaves.join('')}</g>`;
  const reach = size * 0.8;
  return { markup, box: { x: Math.min(fist.x, tip.x) - reach * 0.3, y: Math.min(fist.y, tip.y) - reach * 0.5, width: Math.abs(tip.x - fist.x) + reach * 0.8, height: Math.abs(tip.y - fist.y) + reach } };
}
