import { fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';
import type { Detail } from '../motif-library';

/** The foam's bubbles round the lips, ahead of the brush's tip and under it: offset from it and radius, in head lengths (negative ahead). */
const FOAM = [
  { x: -0.42, y: 0.22, r: 0.13 },
  { x: -0.2, y: 0.45, r: 0.1 },
  { x: 0.02, y: 0.62, r: 0.08 },
  { x: -0.42, y: 0.55, r: 0.07 },
];

/**
 * A toothbrush held at the open mouth: a thick handle from the fist to the brush's head, whose tip sits in the mouth
 * with its bristles against the teeth, and a few foam bubbles round the lips (the nearest float up off the brush).
 * Returns the brush head's tip (in the mouth).
 */
export function heldToothbrush(fist: Point, mouth: Point, headLength: number, linePx: number, detail: Detail): { markup: string; box: Box; tip: Point; foam: Point[] } {
  const towards = Math.hypot(mouth.x - fist.x, mouth.y - fist.y) || 1;
  const along = { x: (mouth.x - fist.x) / towards, y: (mouth.y - fist.y) / towards };
  // The bristles stand on the brush's side towards the chin: on the side towards the eyes they poked into them.
  const up = along.x >= 0 ? { x: -along.y, y: along.x } : { x: along.y, y: -along.x };
  const width = headLength * 0.34;
  const neck = { x: mouth.x - along.x * headLength, y: mouth.y - along.y * headLength };
  const corner = (base: Point, lift: number): string => `${fmt(base.x + up.x * lift)} ${fmt(base.y + up.y * lift)}`;
  // The head: a rounded bar along the handle's line, from its neck to the tip in the mouth.
  const head = `<path d="M${corner(neck, width / 2)}L${corner(mouth, width / 2)}A${fmt(width / 2)} ${fmt(width / 2)} 0 0 1 ${corner(mouth, -width / 2)}L${corner(neck, -width / 2)}Z" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"/>`;
  const tufts = detail === 'low' ? 3 : 4;
  const bristles = Array.from({ length: tufts }, (_, index) => {
    const base = { x: neck.x + along.x * headLength * ((index + 0.6) / (tufts + 0.4)), y: neck.y + along.y * headLength * ((index + 0.6) / (tufts + 0.4)) };
    return `M${corner(base, width / 2)}L${corner(base, width * 1.05)}`;
  }).join('');
  const stroke = `stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"`;
  const foam = FOAM.map((bubble) => ({ x: mouth.x - bubble.x * headLength * Math.sign(along.x || 1), y: mouth.y + bubble.y * headLength, r: bubble.r * headLength }));
  const markup =
    `<path d="M${fmt(fist.x)} ${fmt(fist.y)}L${fmt(neck.x)} ${fmt(neck.y)}" fill="none" stroke="#000" stroke-width="${fmt(width * 0.8 + linePx)}" stroke-linecap="round"/>` +
    `<path d="M${fmt(fist.x)} ${fmt(fist.y)}L${fmt(neck.x)} ${fmt(neck.y)}" fill="none" stroke="#fff" stroke-width="${fmt(Math.max(0, width * 0.8 - linePx))}" stroke-linecap="round"/>` +
    head +
    `<path d="${bristles}" fill="none" ${stroke}/>` +
    foam.map((b) => `<circle cx="${fmt(b.x)}" cy="${fmt(b.y)}" r="${fmt(b.r)}" fill="#fff" ${stroke}/>`).join('');
  const xs = [fist.x, neck.x, mouth.x, ...foam.flatMap((b) => [b.x - b.r, b.x + b.r])];
  const ys = [fist.y, neck.y, mouth.y, ...foam.flatMap((b) => [b.y - b.r, b.y + b.r])];
  const pad = width + linePx;
  const box = { x: Math.min(...xs) - pad, y: Math.min(...ys) - pad, width: Math.max(...xs) - Math.min(...xs) + pad * 2, height: Math.max(...ys) - Math.min(...ys) + pad * 2 };
  return { markup, box, tip: mouth, foam };
}
