import { fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';

/**
 * Tools drawn by the composer where the verb needs them to meet something: a rod whose line goes into
 * the water, a brush touching the canvas, a ball leaving the hand, a microphone on a stand at the
 * mouth. Each is closed white-filled shapes with a black outline, or single lines that divide nothing.
 */

const outline = (linePx: number): string => `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;

/** A bar from one point to another, tapering from `from` to `to`, as one closed shape. */
export function taperedBar(from: Point, to: Point, startWidth: number, endWidth: number, linePx: number): string {
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  const nx = -(to.y - from.y) / length;
  const ny = (to.x - from.x) / length;
  const a = startWidth / 2;
  const b = endWidth / 2;
  const d = `M${fmt(from.x + nx * a)} ${fmt(from.y + ny * a)}L${fmt(to.x + nx * b)} ${fmt(to.y + ny * b)}L${fmt(to.x - nx * b)} ${fmt(to.y - ny * b)}L${fmt(from.x - nx * a)} ${fmt(from.y - ny * a)}Z`;
  return `<path d="${d}" ${outline(linePx)}/>`;
}

/**
 * A fishing rod from the hand, up and out over the water, its line hanging to a float on the water
 * with ripples round it. Returns the markup and the rod's tip.
 */
export function fishingRod(given: Point, facing: 1 | -1, length: number, water: Point, linePx: number, otherHand?: Point): { markup: string; tip: Point; butt: Point; box: Box } {
  // Held in both hands, the lower one behind, the rod runs through both, its butt just behind the lower one; which of
  // the two is the upper one is the pose's (an angler holds the butt in the near hand at the belly).
  const isOtherUpper = otherHand !== undefined && (otherHand.x - given.x) * facing > 0 && otherHand.y < given.y;
  const hand = isOtherUpper ? otherHand : given;
  const other = isOtherUpper ? given : otherHand;
  const lower = other && (hand.x - other.x) * facing > 0 && hand.y < other.y ? other : null;
  const along = lower ? rodDirection(lower, hand) : { x: facing * 0.78, y: -0.62 };
  const tip = { x: hand.x + along.x * length, y: hand.y + along.y * length };
  const butt = lower ? { x: lower.x - along.x * length * 0.12, y: lower.y - along.y * length * 0.12 } : { x: hand.x - facing * length * 0.12, y: hand.y + length * 0.1 };
  const width = Math.max(linePx * 2.6, length * 0.045);
  const parts = [taperedBar(butt, tip, width, Math.max(linePx * 1.4, width * 0.35), linePx)];
  // The reel just in front of the hand; held in both, under the rod between the fists where there is room for it (by the
  // upper fist it stood off the rod's side once the rod rose steeply; squeezed between fists closer together, it touched
  // them as a knob on the hand).
  const reel = !lower
    ? { x: hand.x + facing * length * 0.1, y: hand.y - length * 0.04 + width }
    : Math.hypot(hand.x - lower.x, hand.y - lower.y) > width * 8
      ? { x: (lower.x + hand.x) / 2 - facing * along.y * width * 0.9, y: (lower.y + hand.y) / 2 + facing * along.x * width * 0.9 }
      : null;
  if (reel) parts.push(`<circle cx="${fmt(reel.x)}" cy="${fmt(reel.y)}" r="${fmt(width * 1.1)}" ${outline(linePx)}/>`);
  const float = { x: water.x, y: water.y };
  const sag = { x: (tip.x + float.x) / 2 + facing * length * 0.05, y: Math.max(tip.y, float.y) - length * 0.05 };
  // In the page's own line: at half of it, a 9-12 page's line was a hairline thinner than every other (judging 19).
  parts.push(`<path d="M${fmt(tip.x)} ${fmt(tip.y)}Q${fmt(sag.x)} ${fmt(sag.y)} ${fmt(float.x)} ${fmt(float.y - width * 1.4)}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`);
  const r = width * 1.4;
  parts.push(`<path d="M${fmt(float.x - r * 2.6)} ${fmt(float.y + r * 0.9)}q${fmt(r * 2.6)} ${fmt(r * 1.1)} ${fmt(r * 5.2)} 0M${fmt(float.x - r * 4)} ${fmt(float.y + r * 1.9)}q${fmt(r * 4)} ${fmt(r * 1.3)} ${fmt(r * 8)} 0" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`);
  parts.push(`<path d="M${fmt(float.x - r)} ${fmt(float.y)}a${fmt(r)} ${fmt(r)} 0 0 1 ${fmt(2 * r)} 0Z" ${outline(linePx)}/><circle cx="${fmt(float.x)}" cy="${fmt(float.y - r * 0.2)}" r="${fmt(r * 0.55)}" ${outline(linePx)}/>`);
  const xs = [butt.x, tip.x, float.x - r * 4, float.x + r * 4];
  const ys = [tip.y, butt.y, float.y + r * 2.5];
  const box = { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
  return { markup: parts.join(''), tip, butt, box };
}

/** The unit direction from `from` to `to`. */
export function rodDirection(from: Point, to: Point): Point {
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  return { x: (to.x - from.x) / length, y: (to.y - from.y) / length };
}

/** A paintbrush held at `hand` whose bristles touch `canvas`: handle, ferrule and a pointed tip. */
export function paintbrush(hand: Point, canvas: Point, size: number, linePx: number): string {
  const dx = canvas.x - hand.x;
  const dy = canvas.y - hand.y;
  const length = Math.hypot(dx, dy) || 1;
  const along = (share: number): Point => ({ x: hand.x + dx * share, y: hand.y + dy * share });
  const ux = dx / length;
  const uy = dy / length;
  // The handle ends inside the fist: longer, it ran on through the hand into the chest, and even its end just showing
  // behind the fist closed a wedge against the forearm (round 10, a robot's gripper).
  const start = hand;
  const ferrule = along(Math.max(0.4, 1 - (size * 0.32) / length));
  const ferruleEnd = along(Math.max(0.5, 1 - (size * 0.2) / length));
  const width = size * 0.09;
  const nx = -uy;
  const ny = ux;
  const tip = `M${fmt(ferruleEnd.x + nx * width * 0.7)} ${fmt(ferruleEnd.y + ny * width * 0.7)}Q${fmt(canvas.x - ux * width + nx * width)} ${fmt(canvas.y - uy * width + ny * width)} ${fmt(canvas.x)} ${fmt(canvas.y)}Q${fmt(canvas.x - ux * width - nx * width)} ${fmt(canvas.y - uy * width - ny * width)} ${fmt(ferruleEnd.x - nx * width * 0.7)} ${fmt(ferruleEnd.y - ny * width * 0.7)}Z`;
  return taperedBar(start, ferrule, width, width * 0.8, linePx) + taperedBar(ferrule, ferruleEnd, width, width * 1.2, linePx) + `<path d="${tip}" ${outline(linePx)}/>`;
}

/**
 * A microphone on its stand: the mesh head at `mic`, its handle slanting down to the top of an upright pole that
 * stands on a round foot on the ground at `baseX`. Returns the pole's top and foot too.
 */
export function microphoneStand(mic: Point, groundY: number, size: number, linePx: number, baseX = mic.x, foot = size * 0.24): { markup: string; box: Box; poleTop: Point; poleFoot: Point } {
  const pole = Math.max(linePx * 2.2, size * 0.07);
  const headR = size * 0.13;
  // A narrow high dome of a foot (`foot` is its half-width): a wide flat one was a sliver along the stage's pool of
  // light and hid a shoe.
  const poleTop = { x: baseX, y: mic.y + headR * 2.6 };
  const poleFoot = { x: baseX, y: groundY - foot * 0.5 };
  const parts = [
    taperedBar(poleTop, poleFoot, pole, pole, linePx),
    `<path d="M${fmt(baseX - foot)} ${fmt(groundY)}A${fmt(foot)} ${fmt(foot * 0.6)} 0 0 1 ${fmt(baseX + foot)} ${fmt(groundY)}Z" ${outline(linePx)}/>`,
    // The handle from the pole's top up to the round mesh head, a band across the mesh.
    taperedBar(poleTop, mic, headR * 0.9, headR * 1.2, linePx),
    `<circle cx="${fmt(mic.x)}" cy="${fmt(mic.y)}" r="${fmt(headR)}" ${outline(linePx)}/>`,
    `<path d="M${fmt(mic.x - headR)} ${fmt(mic.y)}H${fmt(mic.x + headR)}" stroke="#000" stroke-width="${fmt(Math.max(3, linePx * 0.6))}"/>`,
  ];
  const left = Math.min(mic.x - headR, baseX - foot);
  return { markup: parts.join(''), box: { x: left, y: mic.y - headR, width: Math.max(mic.x + headR, baseX + foot) - left, height: groundY - mic.y + headR }, poleTop, poleFoot };
}

/**
 * A microphone held in the hand: a handle from inside the fist up to a round mesh head at `mic`, a band across the mesh.
 * The fist is drawn over the handle's end: run on out below it, the handle lay along the forearm as a long tube.
 */
export function handMicrophone(mic: Point, fist: Point, size: number, linePx: number): { markup: string; box: Box } {
  const headR = size * 0.13;
  const length = Math.hypot(fist.x - mic.x, fist.y - mic.y) || 1;
  const along = { x: (fist.x - mic.x) / length, y: (fist.y - mic.y) / length };
  const end = { x: fist.x + along.x * headR * 0.3, y: fist.y + along.y * headR * 0.3 };
  const markup =
    taperedBar(mic, end, headR * 1.15, headR * 0.75, linePx) +
    `<circle cx="${fmt(mic.x)}" cy="${fmt(mic.y)}" r="${fmt(headR)}" ${outline(linePx)}/>` +
    `<path d="M${fmt(mic.x - headR)} ${fmt(mic.y)}H${fmt(mic.x + headR)}" stroke="#000" stroke-width="${fmt(Math.max(3, linePx * 0.6))}"/>`;
  const left = Math.min(mic.x - headR, end.x - headR);
  const top = Math.min(mic.y - headR, end.y - headR);
  return { markup, box: { x: left, y: top, width: Math.max(mic.x + headR, end.x + headR) - left, height: Math.max(mic.y + headR, end.y + headR) - top } };
}

/**
 * A rein along the path `d`: a strap, white between two black edges, so it lies over what it crosses (a mane is cut
 * by it) as one clean band instead of a thin line running through everything. Its ends are left open, for the fist
 * and the bit's ring to cover.
 */
export function reinBand(d: string, linePx: number): string {
  const strap = Math.max(6, linePx * 1.6);
  return `<path d="${d}" fill="none" stroke="#000" stroke-width="${fmt(strap + linePx * 1.6)}"/><path d="${d}" fill="none" stroke="#fff" stroke-width="${fmt(strap)}"/>`;
}

/** Wavy steam rising from a pot. */
export function steam(cx: number, bottom: number, height: number, linePx: number): string {
  const parts: string[] = [];
  for (const offset of [-0.3, 0, 0.3]) {
    const x = cx + offset * height;
    parts.push(`M${fmt(x)} ${fmt(bottom)}q${fmt(height * 0.12)} ${fmt(-height * 0.25)} 0 ${fmt(-height * 0.5)}t0 ${fmt(-height * 0.5)}`);
  }
  return `<path d="${parts.join('')}" fill="none" stroke="#000" stroke-width="${fmt(Math.max(3, linePx * 0.8))}" stroke-linecap="round"/>`;
}

/**
 * A saucepan seen from the side, standing on a burner: a deep pot with a rim, a long handle, soup showing at the
 * top. The handle runs out to the right, or to `grip` (the cook's other hand) when that is near the pot's left side.
 * Returns where a spoon dips in and where steam rises from.
 */
export function saucepan(cx: number, bottom: number, width: number, linePx: number, grip?: Point): { markup: string; box: Box; rim: Point; top: number; isGripped: boolean; handleRoot: Point } {
  const height = width * 0.62;
  const rimHeight = Math.max(linePx * 2.4, height * 0.14);
  const top = bottom - height;
  const handle = Math.max(linePx * 2.6, height * 0.16);
  const side = { x: cx - width * 0.4, y: top + rimHeight * 0.6 + handle / 2 };
  // Only a hand about level with the rim takes it: a forepaw down at the chest pulled it into a steep slide.
  const isGripped = grip !== undefined && grip.x < side.x && Math.hypot(grip.x - side.x, grip.y - side.y) < width * 0.8 && Math.abs(grip.y - side.y) < (side.x - grip.x) * 0.7;
  // Out past the fist by a little, so the fist is round the handle, not at its end.
  const reach = grip && isGripped ? Math.hypot(grip.x - side.x, grip.y - side.y) : 0;
  const end = grip && isGripped ? { x: side.x + ((grip.x - side.x) * (reach + handle)) / reach, y: side.y + ((grip.y - side.y) * (reach + handle)) / reach } : side;
  const parts = [
    isGripped
      ? taperedBar(side, end, handle, handle, linePx)
      : `<rect x="${fmt(cx + width * 0.4)}" y="${fmt(top + rimHeight * 0.6)}" width="${fmt(width * 0.55)}" height="${fmt(handle)}" rx="${fmt(handle / 2)}" ${outline(linePx)}/>`,
    `<path d="M${fmt(cx - width / 2)} ${fmt(top + rimHeight)}L${fmt(cx + width / 2)} ${fmt(top + rimHeight)}L${fmt(cx + width / 2)} ${fmt(bottom - height * 0.12)}Q${fmt(cx + width / 2)} ${fmt(bottom)} ${fmt(cx + width * 0.38)} ${fmt(bottom)}L${fmt(cx - width * 0.38)} ${fmt(bottom)}Q${fmt(cx - width / 2)} ${fmt(bottom)} ${fmt(cx - width / 2)} ${fmt(bottom - height * 0.12)}Z" ${outline(linePx)}/>`,
    `<rect x="${fmt(cx - width * 0.56)}" y="${fmt(top)}" width="${fmt(width * 1.12)}" height="${fmt(rimHeight)}" rx="${fmt(rimHeight / 2)}" ${outline(linePx)}/>`,
  ];
  const left = isGripped ? Math.min(cx - width * 0.56, end.x - handle) : cx - width * 0.56;
  const right = isGripped ? cx + width * 0.56 : cx + width * 0.95;
  return { markup: parts.join(''), box: { x: left, y: Math.min(top, end.y - handle), width: right - left, height: bottom - Math.min(top, end.y - handle) }, rim: { x: cx - width * 0.1, y: top + rimHeight * 0.5 }, top, isGripped, handleRoot: side };
}

/** A wooden spoon from the hand into the pot, its bowl at `bowl`. */
export function woodenSpoon(hand: Point, bowl: Point, size: number, linePx: number): string {
  const dx = bowl.x - hand.x;
  const dy = bowl.y - hand.y;
  const length = Math.hypot(dx, dy) || 1;
  const r = size * 0.07;
  const neck = { x: bowl.x - (dx / length) * r, y: bowl.y - (dy / length) * r };
  // The handle's end stands out past the fist, so a short paw over the rim still shows it holds a spoon.
  const start = { x: hand.x - (dx / length) * size * 0.2, y: hand.y - (dy / length) * size * 0.2 };
  return taperedBar(start, neck, size * 0.05, size * 0.04, linePx) + `<ellipse cx="${fmt(bowl.x)}" cy="${fmt(bowl.y)}" rx="${fmt(r)}" ry="${fmt(r * 1.3)}" transform="rotate(${fmt((Math.atan2(dy, dx) * 180) / Math.PI - 90)} ${fmt(bowl.x)} ${fmt(bowl.y)})" ${outline(linePx)}/>`;
}

/**
 * A hammer raised in the fist at `hand`, its handle running up out of the fist towards `head` and the head across the
 * handle's top, its striking face towards `facing`. Returns the markup and its box.
 */
export function hammer(hand: Point, head: Point, size: number, facing: 1 | -1, linePx: number): { markup: string; box: Box } {
  const dx = head.x - hand.x;
  const dy = head.y - hand.y;
  const length = Math.hypot(dx, dy) || 1;
  const along = { x: dx / length, y: dy / length };
  const across = { x: -along.y * facing, y: along.x * facing };
  // The handle's end shows below the fist, so a paw closed round it still holds a hammer.
  const butt = { x: hand.x - along.x * size * 0.18, y: hand.y - along.y * size * 0.18 };
  const handle = taperedBar(butt, head, size * 0.09, size * 0.11, linePx);
  const [long, deep] = [size * 0.62, size * 0.17];
  const corner = (out: number, up: number): string => `${fmt(head.x + across.x * out + along.x * up)} ${fmt(head.y + across.y * out + along.y * up)}`;
  // The head: a block across the handle's top, longer on the striking side, its face a little wider.
  const block = `<path d="M${corner(-long * 0.4, -deep / 2)}L${corner(long * 0.6, -deep * 0.6)}L${corner(long * 0.6, deep * 0.6)}L${corner(-long * 0.4, deep / 2)}Z" ${outline(linePx)}/>`;
  const xs = [butt.x, head.x - long * 0.5, head.x + long * 0.7];
  const ys = [butt.y, head.y - long * 0.7, head.y + long * 0.7];
  return { markup: handle + block, box: { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) } };
}

/** A blank canvas on an easel, a few first shapes painted on it. Returns where the brush touches. */
export function easel(cx: number, groundY: number, canvasTop: number, size: number, linePx: number, detail: 'low' | 'medium' | 'high'): { markup: string; box: Box; touch: Point } {
  const leg = Math.max(linePx * 2.4, size * 0.05);
  const canvas: Box = { x: cx - size * 0.42, y: canvasTop, width: size * 0.84, height: size * 0.68 };
  const parts = [
    // All three legs reach the ground, where a lawn's near edge runs: ending half a leg short they stood off it.
    taperedBar({ x: cx, y: canvasTop - size * 0.08 }, { x: cx, y: groundY }, leg, leg, linePx),
    // The side legs start a leg's width below the canvas's top edge: from the edge, their round tops stood out above it as stubs.
    taperedBar({ x: cx - size * 0.12, y: canvasTop + leg }, { x: cx - size * 0.4, y: groundY }, leg, leg, linePx),
    taperedBar({ x: cx + size * 0.12, y: canvasTop + leg }, { x: cx + size * 0.4, y: groundY }, leg, leg, linePx),
    `<rect x="${fmt(canvas.x)}" y="${fmt(canvas.y)}" width="${fmt(canvas.width)}" height="${fmt(canvas.height)}" rx="${fmt(linePx)}" ${outline(linePx)}/>`,
    // The ledge the canvas stands on.
    `<rect x="${fmt(canvas.x - size * 0.05)}" y="${fmt(canvas.y + canvas.height - leg * 0.3)}" width="${fmt(canvas.width + size * 0.1)}" height="${fmt(leg * 1.4)}" rx="${fmt(leg * 0.4)}" ${outline(linePx)}/>`,
  ];
  // Half a picture: a hill line and a flower, with room left to paint.
  const hillY = canvas.y + canvas.height * 0.72;
  // Picture on the far side, so the brush reaching in from the near side crosses none of it.
  parts.push(`<path d="M${fmt(canvas.x + canvas.width * 0.38)} ${fmt(hillY)}Q${fmt(canvas.x + canvas.width * 0.7)} ${fmt(hillY - canvas.height * 0.22)} ${fmt(canvas.x + canvas.width)} ${fmt(hillY)}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`);
  const flower = { x: canvas.x + canvas.width * 0.7, y: canvas.y + canvas.height * 0.3 };
  const petal = canvas.width * 0.07;
  if (detail !== 'low') parts.push(`<path d="M${fmt(flower.x)} ${fmt(flower.y)}V${fmt(hillY - canvas.height * 0.11)}" stroke="#000" stroke-width="${fmt(linePx)}"/>`);
  for (let index = 0; index < 5; index++) {
    const angle = (index * 2 * Math.PI) / 5;
    parts.push(`<circle cx="${fmt(flower.x + Math.cos(angle) * petal * 1.1)}" cy="${fmt(flower.y + Math.sin(angle) * petal * 1.1)}" r="${fmt(petal)}" ${outline(linePx)}/>`);
  }
  parts.push(`<circle cx="${fmt(flower.x)}" cy="${fmt(flower.y)}" r="${fmt(petal * 0.8)}" ${outline(linePx)}/>`);
  // Painting the near half of the canvas, up from the hand so the brush slants into it: level with the hand it lay
  // flat across the canvas, and reaching to the far side it was as long as the arm.
  const touch = { x: canvas.x + canvas.width * 0.33, y: canvas.y + canvas.height * 0.28 };
  // A wavy stroke of paint trailing from the tip, a line rather than a shape: a pointed dab under the tip read as
  // the tip drawn twice, and a round blob beside it as a second brush head.
  parts.push(
    `<path d="M${fmt(touch.x)} ${fmt(touch.y)}q${fmt(petal * 0.7)} ${fmt(-petal * 0.8)} ${fmt(petal * 1.4)} 0t${fmt(petal * 1.4)} 0" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`,
  );
  return { markup: parts.join(''), box: { x: cx - size * 0.42, y: canvasTop - size * 0.08, width: size * 0.84, height: groundY - canvasTop + size * 0.08 }, touch };
}

/**
 * An open book seen from the front as it is held to read: a cover, two pages bending into the spine and
 * a few lines of text. Drawn here because the icon's stacked page edges are strips too thin to colour.
 */
export function openBook(cx: number, bottom: number, width: number, linePx: number, hasText: boolean): { markup: string; box: Box } {
  const height = width * 0.64;
  const top = bottom - height;
  const half = width / 2;
  const page = half * 0.9;
  const parts = [`<path d="M${fmt(cx - half)} ${fmt(top + height * 0.1)}Q${fmt(cx - half * 0.5)} ${fmt(top + height * 0.04)} ${fmt(cx)} ${fmt(top + height * 0.14)}Q${fmt(cx + half * 0.5)} ${fmt(top + height * 0.04)} ${fmt(cx + half)} ${fmt(top + height * 0.1)}L${fmt(cx + half)} ${fmt(bottom)}L${fmt(cx - half)} ${fmt(bottom)}Z" ${outline(linePx)}/>`];
  for (const side of [-1, 1]) {
    const edge = cx + side * page;
    parts.push(`<path d="M${fmt(cx)} ${fmt(top + height * 0.08)}Q${fmt(cx + side * page * 0.5)} ${fmt(top - height * 0.04)} ${fmt(edge)} ${fmt(top + height * 0.02)}L${fmt(edge)} ${fmt(bottom - height * 0.16)}Q${fmt(cx + side * page * 0.5)} ${fmt(bottom - height * 0.24)} ${fmt(cx)} ${fmt(bottom - height * 0.06)}Z" ${outline(linePx)}/>`);
    if (!hasText) continue;
    const lines: string[] = [];
    for (let row = 0; row < 3; row++) {
      const y = top + height * (0.24 + row * 0.16);
      const from = cx + side * page * 0.18;
      const to = cx + side * page * (row === 2 ? 0.6 : 0.82);
      lines.push(`M${fmt(Math.min(from, to))} ${fmt(y)}H${fmt(Math.max(from, to))}`);
    }
    parts.push(`<path d="${lines.join('')}" fill="none" stroke="#000" stroke-width="${fmt(Math.max(3, linePx * 0.6))}" stroke-linecap="round"/>`);
  }
  return { markup: parts.join(''), box: { x: cx - half, y: top - height * 0.04, width, height: height * 1.04 } };
}
