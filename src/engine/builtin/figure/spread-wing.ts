import { curve, roundedPolygon, type Point, type Shape } from './geometry';

/**
 * A bird's wing spread out in flight, seen from the front: a leading edge from the shoulder out past
 * the wrist to a long tip, and a trailing edge of broad feathers, each ending in its own point, the
 * longest at the tip. Raised out like an arm with a leaf on it, it read as a mitten.
 * Returns the wing's outline and the lines parting its feathers, in the figure's frame.
 */
export function spreadWing(shoulder: Point, hand: Point, radius: number): { shape: Shape; partings: Point[][] } {
  const reach = { x: hand.x - shoulder.x, y: hand.y - shoulder.y };
  const reachLength = Math.hypot(reach.x, reach.y) || 1;
  const length = reachLength * 1.9;
  const along = { x: reach.x / reachLength, y: reach.y / reachLength };
  // The trailing edge hangs on the side away from the sky, whichever way the wing is raised.
  const across = Math.abs(along.x) > 0.2 ? { x: -along.y * Math.sign(along.x), y: along.x * Math.sign(along.x) } : { x: Math.sign(along.y) || 1, y: 0 };
  const at = (s: number, chord: number): Point => ({ x: shoulder.x + along.x * length * s + across.x * chord * radius, y: shoulder.y + along.y * length * s + across.y * chord * radius });
  // Feather points along the trailing edge from the tip in, the notches between them shallower.
  const feathers: Array<[number, number]> = [
    [1, 0.4],
    [0.9, 2.4],
    [0.75, 3.3],
    [0.57, 3.7],
    [0.37, 3.6],
  ];
  const trailing: Point[] = [];
  const partings: Point[][] = [];
  feathers.forEach(([s, chord], i) => {
    trailing.push(at(s, chord));
    const next = feathers[i + 1];
    if (next) {
      const notch = at((s + next[0]) / 2 - 0.02, Math.min(chord, next[1]) * 0.72);
      trailing.push(notch);
      // Feathers fan out from the wrist, so each parting points back towards it.
      const wrist = at(0.45, -0.6);
      partings.push([notch, { x: notch.x + (wrist.x - notch.x) * 0.5, y: notch.y + (wrist.y - notch.y) * 0.5 }]);
    }
  });
  // The root's corners reach in behind the shoulder, under the body: at the shoulder they poked out past
  // the body's side as spurs and slivers.
  const outline = [at(-0.2, -0.9), at(0.3, -1.7), at(0.62, -1.5), at(0.88, -0.8), ...trailing, at(-0.1, 2.6)];
  return { shape: roundedPolygon(outline, radius * 0.22), partings };
}

/**
 * A bat's (a dragon's) wing raised over the back, seen from the side: a bony arm curving up from the
 * root to the wrist, fingers fanning back and down from the wrist, and the skin between the finger
 * tips scalloped in towards the wrist, then back down to the body. Tips taken in order round the wrist
 * and scallops that dip only part way to it keep the outline from crossing itself: zigzagging between
 * tips and notches, it read as a jagged star. `at` maps wing units (x back to front, y down) to the page.
 * Returns the outline and the finger struts, each from the wrist most of the way to its tip (the
 * first finger is the top edge).
 */
export function batWing(at: (x: number, y: number) => Point): { outline: Point[]; fingers: Point[][] } {
  const root = at(0, 0);
  // The arm bends forward at the elbow and back to a wrist behind the root: straight up from the root, the
  // leading edge stood like a kite's spar.
  const wrist = at(-0.28, -2.2);
  const tips = [at(-1.15, -2.35), at(-1.45, -1.65), at(-1.35, -0.95), at(-0.98, -0.38)];
  const end = at(-0.45, -0.06);
  // Scallops dipping over half way in to the wrist: shallower, the wing's edge was near straight and read as a kite.
  const scallop = (a: Point, b: Point): Point[] => curve(a, lerp(lerp(a, b, 0.5), wrist, 0.62), b, 8).slice(1);
  const outline = [...curve(root, at(0.3, -1.35), wrist, 10), tips[0]!];
  for (const [index, tip] of tips.entries()) outline.push(...scallop(tip, tips[index + 1] ?? end));
  const fingers = tips.slice(1).map((tip) => [wrist, lerp(wrist, tip, 0.8)]);
  return { outline, fingers };
}

function lerp(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/**
 * A ridden dragon's wing, raised up and back from its back and seen from the side: a bony arm, bent back
 * at the elbow, up to a wrist with a thumb claw, then four long fingers sweeping back and down from the
 * wrist to the wing's points (the first is its top edge), the skin scalloped between them and its last
 * edge back down to the flank. The fingers bow as bones do and reach the points, so the skin is cut into
 * panels: straight struts fanning from one point behind a rider read as a fan or a kite (round 15). `at`
 * maps wing units (x forward, y down, the root at 0 0) to the page. Returns the skin's outline, the arm
 * from the root through the elbow to the wrist, the thumb claw and the three fingers across the skin,
 * each from the wrist to its point.
 */
export function shoulderWing(at: (x: number, y: number) => Point): { outline: Point[]; arm: Point[]; claw: Point[]; fingers: Point[][] } {
  const root = at(0, 0);
  const elbow = at(-0.4, -1.15);
  const wrist = at(-0.1, -2.35);
  const tips = [at(-0.85, -2.8), at(-1.4, -2.15), at(-1.55, -1.3), at(-1.25, -0.5)];
  // The skin ends on the flank, inside the body: ended behind the rump, its edge showed as a ledge over the tail.
  const end = at(-0.25, 0.15);
  // Bent back at the elbow and forward to the wrist: nearly straight, the arm stood behind a rider as a mast.
  const arm = [...curve(root, at(-0.25, -0.55), elbow, 6), ...curve(elbow, at(-0.3, -1.8), wrist, 6).slice(1)];
  // Each finger bows out a little from the straight line, as a bone does, towards the wing's outer edge.
  const bones = tips.map((tip) => {
    const middle = lerp(wrist, tip, 0.5);
    const bow = { x: -(tip.y - wrist.y) * 0.1, y: (tip.x - wrist.x) * 0.1 };
    return curve(wrist, { x: middle.x + bow.x, y: middle.y + bow.y }, tip, 10);
  });
  const scallop = (a: Point, b: Point): Point[] => curve(a, lerp(lerp(a, b, 0.5), wrist, 0.45), b, 10).slice(1);
  // The skin reaches forward of the arm too, its front edge bowed forward from the shoulder to the wrist, behind a
  // rider on the back: skin only behind the bent arm left a notch of sky between it and the rider, where the lawn's
  // flowers floated, and a straight edge a thin wedge of sky along the rider's back.
  // The first finger is the wing's top edge; the others are drawn across the skin.
  const outline = [...curve(at(0.35, 0.1), at(0.3, -1.5), wrist, 10), ...bones[0]!.slice(1)];
  for (const [index, tip] of tips.entries()) outline.push(...scallop(tip, tips[index + 1] ?? end));
  const claw = [at(-0.05, -2.24), at(0.02, -2.55), at(-0.15, -2.42)];
  return { outline, arm, claw, fingers: bones.slice(1) };
}
