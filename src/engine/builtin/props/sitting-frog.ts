import type { Detail } from '../motif-library';
import type { ComposedProp, PropArt } from './composed-prop';
import { circle, curve, ellipse, polygon, shape } from './prop-shapes';

const WIDTH = 100;
const HEIGHT = 90;

/** A webbed foot flat on the ground, its heel at `x` and its three toes fanned out to the side `side` points. */
function webbedFoot(x: number, side: 1 | -1): string {
  const toe = (dx: number, dy: number): [number, number] => [x + dx * side, HEIGHT - dy];
  return polygon([toe(-4, 0), toe(-2, 7), toe(6, 9), toe(8, 5), toe(12, 7), toe(14, 2), toe(16, 3), toe(15, 0)], 1.2);
}

/**
 * A frog sitting up facing out ("a frog sitting on a lily pad"): its back legs folded at its sides, big webbed feet
 * splayed on the ground, its front legs straight down between them, a round belly, a wide head with two bulging eyes on
 * top and a wide smile. The frog icon was a head with no body: on a lily pad it read as a giant head on a hill
 * (judging 23, d19). Spots on its back legs and a belly line give older children more to colour. It has no words:
 * "frog" names the creature, drawn with this (CREATURE_ART in composer/figures.ts).
 */
function drawSittingFrog(detail: Detail): PropArt {
  const shapes = [webbedFoot(14, -1), webbedFoot(86, 1)];
  // The folded back legs, each a big round thigh at a side.
  shapes.push(ellipse(20, 68, 17, 15), ellipse(80, 68, 17, 15));
  if (detail === 'high') shapes.push(circle(14, 64, 3.5), circle(24, 74, 2.5), circle(86, 64, 3.5), circle(76, 74, 2.5));
  shapes.push(shape('M30 88 Q20 88 22 66 Q24 44 50 42 Q76 44 78 66 Q80 88 70 88 Z'));
  if (detail !== 'low') shapes.push(ellipse(50, 72, 15, 12));
  // The front legs, short and stout down the belly's sides, the toes spread on the ground: from under the chin they
  // read as braces.
  for (const x of [37, 63]) {
    shapes.push(polygon([[x - 5, 68], [x + 5, 68], [x + 4, 85], [x - 4, 85]], 3));
    shapes.push(polygon([[x - 9, HEIGHT], [x - 7, 84], [x, 86], [x + 7, 84], [x + 9, HEIGHT]], 1.5));
  }
  shapes.push(ellipse(50, 38, 31, 19));
  // The eyes bulging up over the head's top, each a ring round a black pupil.
  for (const x of [31, 69]) shapes.push(circle(x, 20, 11), circle(x, 21, 6), `<circle cx="${x}" cy="22" r="3.2" fill="#000"/>`);
  shapes.push('<circle cx="46" cy="34" r="1.4" fill="#000"/>', '<circle cx="54" cy="34" r="1.4" fill="#000"/>');
  shapes.push(curve('M30 42 Q50 56 70 42'));
  if (detail !== 'low') shapes.push(curve('M27 40 Q26 44 30 45'), curve('M73 40 Q74 44 70 45'));
  return { width: WIDTH, height: HEIGHT, shapes, anchors: { top: [50, 9] } };
}

export const sittingFrog: ComposedProp = {
  name: 'sitting-frog',
  words: [],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw: drawSittingFrog,
};
