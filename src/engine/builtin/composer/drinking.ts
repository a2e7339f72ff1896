import { fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';
import type { Detail } from '../motif-library';

const outline = (linePx: number): string => `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;

/**
 * A glass held in the fist with a bendy straw from it to the lips: a tall glass a little wider at the top, the drink's
 * level across it (a slice of orange on the rim for older children), the straw up out of it and bent over into the
 * mouth. Returns the straw's end (at the mouth).
 */
export function glassWithStraw(fist: Point, mouth: Point, size: number, linePx: number, detail: Detail): { markup: string; box: Box; strawEnd: Point } {
  const line = outline(linePx);
  const half = size * 0.2;
  const top = fist.y - size * 0.55;
  const bottom = fist.y + size * 0.4;
  const glass = `<path d="M${fmt(fist.x - half * 1.12)} ${fmt(top)}L${fmt(fist.x + half * 1.12)} ${fmt(top)}L${fmt(fist.x + half * 0.9)} ${fmt(bottom)}Q${fmt(fist.x)} ${fmt(bottom + size * 0.05)} ${fmt(fist.x - half * 0.9)} ${fmt(bottom)}Z" ${line}/>`;
  const level = top + size * 0.22;
  const drink = `<path d="M${fmt(fist.x - half * 1.07)} ${fmt(level)}L${fmt(fist.x + half * 1.07)} ${fmt(level)}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}"/>`;
  // The straw: up out of the glass's middle to above its rim, then bent over to the lips.
  const straw = Math.max(linePx * 2.6, size * 0.07);
  // Standing in the glass as near under the mouth as its sides allow, so it rises straight up to the lips where it can:
  // bent across the face, it cut the cheek's blush into slivers.
  const stemX = Math.max(fist.x - half * 0.6, Math.min(fist.x + half * 0.6, mouth.x));
  const rise = { x: stemX, y: Math.min(top - size * 0.12, mouth.y + size * 0.08) };
  const strawPath = `M${fmt(stemX)} ${fmt(level + size * 0.1)}L${fmt(rise.x)} ${fmt(rise.y)}Q${fmt(rise.x)} ${fmt(mouth.y)} ${fmt(mouth.x)} ${fmt(mouth.y)}`;
  const strawMarkup =
    `<path d="${strawPath}" fill="none" stroke="#000" stroke-width="${fmt(straw + linePx * 2)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${strawPath}" fill="none" stroke="#fff" stroke-width="${fmt(straw)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const slice =
    detail === 'high'
      ? `<path d="M${fmt(fist.x - half * 1.5)} ${fmt(top + size * 0.02)}A${fmt(half * 0.55)} ${fmt(half * 0.55)} 0 0 1 ${fmt(fist.x - half * 0.4)} ${fmt(top + size * 0.02)}Z" ${line}/>`
      : '';
  // The straw behind the glass's front, standing in the drink.
  const markup = strawMarkup + glass + drink + slice;
  const left = Math.min(fist.x - half * 1.5, mouth.x) - straw;
  const right = Math.max(fist.x + half * 1.12, mouth.x) + straw;
  const boxTop = Math.min(top, mouth.y) - straw;
  return { markup, box: { x: left, y: boxTop, width: right - left, height: bottom - boxTop + size * 0.05 + linePx }, strawEnd: mouth };
}

/** A bowl on the ground full to near its rim (milk for a cat): a wide low bowl, the drink's surface an oval in its mouth. */
export function drinkingBowl(cx: number, bottom: number, width: number, linePx: number): { markup: string; box: Box; surface: Point } {
  const line = outline(linePx);
  const height = width * 0.38;
  const rimY = bottom - height;
  const bowl = `<path d="M${fmt(cx - width / 2)} ${fmt(rimY)}Q${fmt(cx - width * 0.45)} ${fmt(bottom)} ${fmt(cx - width * 0.25)} ${fmt(bottom)}L${fmt(cx + width * 0.25)} ${fmt(bottom)}Q${fmt(cx + width * 0.45)} ${fmt(bottom)} ${fmt(cx + width / 2)} ${fmt(rimY)}Z" ${line}/>`;
  const surface = `<ellipse cx="${fmt(cx)}" cy="${fmt(rimY)}" rx="${fmt(width / 2)}" ry="${fmt(height * 0.28)}" ${line}/><ellipse cx="${fmt(cx)}" cy="${fmt(rimY + height * 0.04)}" rx="${fmt(width * 0.4)}" ry="${fmt(height * 0.16)}" ${line}/>`;
  return { markup: bowl + surface, box: { x: cx - width / 2 - linePx, y: rimY - height * 0.3, width: width + linePx * 2, height: height * 1.3 + linePx }, surface: { x: cx, y: rimY } };
}
