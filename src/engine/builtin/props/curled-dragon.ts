import { ellipse as figureEllipse, pathData, smoothRing, transformShape, unite } from '../figure/geometry';
import { curvedHorn, dragonSnoutOutline } from '../figure/head';
import { fmt } from '../svg-number';
import type { ComposedProp } from './composed-prop';
import { curve, ellipse, polygon, shape, type Point } from './prop-shapes';

/** The head resting on the front paws, in the prop's units. */
const HEAD = { x: 33, y: 54, r: 18, turn: 0.26 };

/**
 * A little dragon asleep curled up like a cat, side on, facing left: one round back with the wing folded flat along
 * it, a haunch with its foot at the front, the tail wrapped round the bottom to its spade by the front paws, and the
 * head of its sheet seen from the side (a snout with a comma nostril and a wide smile, two horns curving back) resting
 * on the paws with its eyes closed. Round 12 read the figure laid on its tummy as "a pile of overlapping ovals" with a calf's
 * snout (see SLEEPER_ART in compose-scene.ts). It has no words: "dragon" still names the creature.
 */
export const curledDragon: ComposedProp = {
  name: 'curled-dragon',
  words: [],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    const hasDetail = detail !== 'low';
    const shapes = [
      // Two blunt spikes on the back behind the wing.
      polygon([[106, 31], [115, 29], [113, 39]], 2.5),
      polygon([[114.5, 42], [123.5, 43], [119, 51]], 2.5),
    ];
    shapes.push(
      // The round back from behind the head to the rump.
      shape('M36 77 Q30 40 60 28 Q92 16 112 38 Q126 56 116 77 Z'),
      // The haunch, its thigh round on the back half of the body.
      shape('M78 77 Q76 52 98 50 Q118 50 116 77 Z'),
      // The wing folded along the back: its bony top edge from the shoulder back, scalloped underneath.
      shape('M58 40 Q62 26 80 20 Q94 19 108 26 Q102 32 96 32 Q92 38 85 36 Q80 43 72 40 Q66 46 58 40 Z'),
    );
    // Its fingers from the knuckle to the scallops' points.
    if (hasDetail) shapes.push(curve('M80 20.5 Q90 25 96 32 M80 20.5 Q84 28 85 36 M80 20.5 Q74 30 72 40'));
    shapes.push(
      // The tail wrapped from the rump round the bottom, tapering to a point by the front paws.
      shape('M112 54 Q132 70 118 82 Q108 88 92 88 Q70 88 40 82 Q52 70 92 73 Q108 74 110 64 Z'),
      // The hind foot ahead of the haunch, lying on the tail.
      ellipse(82, 73, 11, 5.5),
      // Front paws under the chin.
      ellipse(22, 77, 12, 6.5),
      ellipse(40, 78, 11, 6),
    );
    // Its sheet's head seen from the side, as when it walks (head.ts, in head units, facing left): the snout reaching
    // out to a comma nostril, a wide smile along it, the horns curving back over the back. From the front, a round head
    // with horns read as a goat's or a calf's.
    const at = (x: number, y: number): { x: number; y: number } => ({ x: HEAD.x - x * HEAD.r, y: HEAD.y + y * HEAD.r });
    const line = (points: Array<{ x: number; y: number }>): string => `M${points.map((point) => `${fmt(point.x)} ${fmt(point.y)}`).join(' L')}`;
    const s = HEAD.turn;
    for (const [base, bend, tip] of [
      [at(s - 0.66, -0.6), at(s - 0.86, -1.06), at(s - 1.42, -1.08)],
      [at(s - 0.12, -0.82), at(s - 0.2, -1.45), at(s - 0.85, -1.62)],
    ] as const) {
      const horn = curvedHorn(base, bend, tip, HEAD.r * 0.5);
      shapes.push(polygon(horn.shape[0]!.map((point): Point => [point.x, point.y])));
      if (hasDetail) shapes.push(curve(horn.ridges.map((ridge) => line(ridge)).join(' ')));
    }
    // United at twenty times the size, as the figure's geometry curves to a pixel's tolerance; the snout's points run
    // the other way round once mirrored to face left, so they are reversed to add to the head, not cut a hole in it.
    const big = (x: number, y: number): { x: number; y: number } => ({ x: at(x, y).x * 20, y: at(x, y).y * 20 });
    const head = unite([figureEllipse(big(0, 0), HEAD.r * 20, HEAD.r * 20), smoothRing(dragonSnoutOutline(big, s).reverse(), 6)]);
    shapes.push(`<path d="${pathData(transformShape(head, (point) => ({ x: point.x / 20, y: point.y / 20 })))}"/>`);
    const nostril = at(s + 1.06, 0.3);
    const dot = HEAD.r * 0.055;
    shapes.push(
      `<circle cx="${fmt(nostril.x)}" cy="${fmt(nostril.y)}" r="${fmt(dot)}" fill="#000"/>`,
      curve(`M${fmt(nostril.x)} ${fmt(nostril.y)} Q${fmt(nostril.x - dot * 2.2)} ${fmt(nostril.y + dot * 0.4)} ${fmt(nostril.x - dot * 2.6)} ${fmt(nostril.y - dot * 1.6)}`),
    );
    // Both eyes closed, and the smile from the cheek along the snout, its back end tucked up.
    const eyeWidth = HEAD.r * 0.22;
    const closedEye = (eye: { x: number; y: number }, width: number): string => `M${fmt(eye.x - width)} ${fmt(eye.y)} Q${fmt(eye.x)} ${fmt(eye.y + width * 1.1)} ${fmt(eye.x + width)} ${fmt(eye.y)}`;
    const [back, middle, front, tick] = [at(s + 0.32, 0.52), at(s + 0.8, 0.7), at(s + 1.16, 0.58), at(s + 0.26, 0.44)];
    shapes.push(
      curve(`${closedEye(at(s + 0.35, -0.08), eyeWidth)} ${closedEye(at(s - 0.35, -0.08), eyeWidth * 0.8)}`),
      curve(`M${fmt(tick.x)} ${fmt(tick.y)} L${fmt(back.x)} ${fmt(back.y)} Q${fmt(middle.x)} ${fmt(middle.y)} ${fmt(front.x)} ${fmt(front.y)}`),
    );
    if (hasDetail) {
      // Toes on the paws and foot.
      shapes.push(curve('M16 78 L16 83 M24 78 L24 83 M38 79 L38 84 M45 79 L45 84 M79 74 L79 78.5 M86 74 L86 78.5'));
    }
    return { width: 136, height: 92, shapes, anchors: { top: [80, 20], lie: [30, 52], snore: [66, 16] } };
  },
};
