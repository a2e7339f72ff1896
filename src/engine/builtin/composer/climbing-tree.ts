import { fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';
import type { Detail } from '../motif-library';

/** The bough's thickness where it leaves the trunk, as a share of the trunk's width. */
export const BOUGH_THICKNESS = 0.42;

const outline = (linePx: number): string => `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;

/** A big tree a child climbs or picks from, drawn round where the child is. */
export interface BigTree {
  /** The trunk's middle, at the ground. */
  trunkX: number;
  groundY: number;
  trunkWidth: number;
  /** The bough across the trunk under the canopy: its top's height and how far it reaches out each side of the trunk (none at 0). */
  boughY: number;
  boughReach: number;
  /** The canopy's lowest clumps' middles sit at the bough; its top is here. */
  canopyTop: number;
  /** How far the canopy spreads each side of the trunk. */
  canopyHalf: number;
  /** A stub on the trunk for a climbing foot to stand on (its top). */
  step?: Point;
  /** Apples hang under the canopy's lower clumps (an apple tree). */
  hasApples?: boolean;
  /** No apple hangs near here (the picking hand, which holds its own). */
  clearOf?: Point;
}

/**
 * A big leafy tree: a trunk flaring into roots, a stout bough across it under a canopy of round clumps (each its own
 * area to colour), a stub on the trunk for a foot, and apples hanging under the clumps. Older children get bark lines
 * on the trunk. Returns its box and the apples' middles.
 */
export function bigTree(tree: BigTree, linePx: number, detail: Detail): { markup: string; box: Box; apples: Point[] } {
  const line = outline(linePx);
  const { trunkX, groundY, trunkWidth, boughY, boughReach, canopyTop, canopyHalf } = tree;
  const half = trunkWidth / 2;
  const canopyBottom = boughY - trunkWidth * 0.2;
  const canopyHeight = canopyBottom - canopyTop;
  // Clumps in rows: a wide low row at the bough, a narrower one above, one on top; drawn back to front.
  const rows = [
    { y: canopyTop + canopyHeight * 0.3, count: 2, spread: 0.45, r: 0.36 },
    { y: canopyTop + canopyHeight * 0.62, count: 3, spread: 0.72, r: 0.3 },
    { y: canopyBottom - canopyHeight * 0.05, count: 4, spread: 0.8, r: 0.24 },
  ];
  const clumps: Array<{ x: number; y: number; r: number }> = [];
  for (const row of rows) {
    for (let index = 0; index < row.count; index++) {
      const share = row.count === 1 ? 0 : (index / (row.count - 1)) * 2 - 1;
      clumps.push({ x: trunkX + share * canopyHalf * row.spread, y: row.y, r: canopyHeight * row.r });
    }
  }
  clumps.splice(0, 0, { x: trunkX, y: canopyTop + canopyHeight * 0.32, r: canopyHeight * 0.32 });
  // A clump in the middle of the low row covers the trunk's top, which showed as a square end between the clumps.
  clumps.splice(rows[0]!.count + rows[1]!.count + 1, 0, { x: trunkX, y: canopyBottom - canopyHeight * 0.12, r: canopyHeight * 0.24 });
  const canopy = clumps.map((clump) => `<circle cx="${fmt(clump.x)}" cy="${fmt(clump.y)}" r="${fmt(clump.r)}" ${line}/>`).join('');
  // The trunk from the roots up into the canopy, flaring at the ground.
  const flare = trunkWidth * 0.45;
  const trunk = `<path d="M${fmt(trunkX - half - flare)} ${fmt(groundY)}Q${fmt(trunkX - half)} ${fmt(groundY - flare * 0.3)} ${fmt(trunkX - half)} ${fmt(groundY - flare * 1.6)}L${fmt(trunkX - half)} ${fmt(canopyBottom - canopyHeight * 0.2)}L${fmt(trunkX + half)} ${fmt(canopyBottom - canopyHeight * 0.2)}L${fmt(trunkX + half)} ${fmt(groundY - flare * 1.6)}Q${fmt(trunkX + half)} ${fmt(groundY - flare * 0.3)} ${fmt(trunkX + half + flare)} ${fmt(groundY)}Z" ${line}/>`;
  const bark =
    detail === 'low'
      ? ''
      : [-0.22, 0.2].map((share, index) => `<path d="M${fmt(trunkX + share * trunkWidth)} ${fmt(groundY - (index + 1) * (groundY - boughY) * 0.22)}q${fmt(trunkWidth * 0.04)} ${fmt(trunkWidth * 0.25)} 0 ${fmt(trunkWidth * 0.5)}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.8)}" stroke-linecap="round"/>`).join('');
  // The bough: thick where it leaves the trunk, thinner out at its ends, rising a little at each.
  const thick = trunkWidth * BOUGH_THICKNESS;
  const bough = boughReach <= 0 ? '' : `<path d="M${fmt(trunkX - boughReach)} ${fmt(boughY - thick * 0.3)}Q${fmt(trunkX - half)} ${fmt(boughY + thick * 0.15)} ${fmt(trunkX)} ${fmt(boughY)}Q${fmt(trunkX + half)} ${fmt(boughY + thick * 0.15)} ${fmt(trunkX + boughReach)} ${fmt(boughY - thick * 0.3)}A${fmt(thick * 0.33)} ${fmt(thick * 0.33)} 0 0 1 ${fmt(trunkX + boughReach)} ${fmt(boughY + thick * 0.35)}Q${fmt(trunkX + half)} ${fmt(boughY + thick * 0.95)} ${fmt(trunkX)} ${fmt(boughY + thick)}Q${fmt(trunkX - half)} ${fmt(boughY + thick * 0.95)} ${fmt(trunkX - boughReach)} ${fmt(boughY + thick * 0.35)}A${fmt(thick * 0.33)} ${fmt(thick * 0.33)} 0 0 1 ${fmt(trunkX - boughReach)} ${fmt(boughY - thick * 0.3)}Z" ${line}/>`;
  const step = tree.step ? lowerBranch(tree.step, trunkX, trunkWidth, line) : null;
  const appleR = trunkWidth * 0.2;
  // One under each low clump, apart from each other: apples touching made slivers between their outlines.
  const apples: Point[] = [];
  for (const clump of tree.hasApples ? clumps.slice(-5) : []) {
    const apple = { x: clump.x + clump.r * 0.3, y: clump.y + clump.r * 0.5 };
    const isClear = !tree.clearOf || Math.hypot(tree.clearOf.x - apple.x, tree.clearOf.y - apple.y) > appleR * 5;
    if (isClear && apples.every((other) => Math.hypot(other.x - apple.x, other.y - apple.y) > appleR * 3)) apples.push(apple);
  }
  const appleMarkup = apples.map((apple) => appleShape(apple, appleR, linePx)).join('');
  const left = Math.min(trunkX - half - flare, ...clumps.map((clump) => clump.x - clump.r), trunkX - boughReach, step ? step.box.x : Infinity);
  const right = Math.max(trunkX + half + flare, ...clumps.map((clump) => clump.x + clump.r), trunkX + boughReach, step ? step.box.x + step.box.width : -Infinity);
  const top = Math.min(...clumps.map((clump) => clump.y - clump.r));
  // The trunk behind the canopy, so the clumps cover its top; the bough in front of them, held.
  return { markup: trunk + bark + canopy + bough + (step?.markup ?? '') + appleMarkup, box: { x: left, y: top, width: right - left, height: groundY - top }, apples };
}

/**
 * A lower branch out from the trunk for a climbing foot to stand on, its top through `step`: thick at the trunk,
 * tapering and rising a little out past the foot to a clump of leaves. A stub under the foot left him hanging from the
 * bough with nothing to stand on (judging 19).
 */
function lowerBranch(step: Point, trunkX: number, trunkWidth: number, line: string): { markup: string; box: Box } {
  const side = step.x >= trunkX ? 1 : -1;
  // Out of the trunk's near face from just behind the foot, so the foot stands on it, its root end rounded.
  const root = step.x - side * trunkWidth * 0.25;
  const tipX = step.x + side * trunkWidth * 0.75;
  const rise = trunkWidth * 0.18;
  const thick = trunkWidth * 0.2;
  const tipY = step.y - rise;
  const branch = `<path d="M${fmt(root)} ${fmt(step.y)}Q${fmt((root + tipX) / 2)} ${fmt(step.y + rise * 0.1)} ${fmt(tipX)} ${fmt(tipY)}L${fmt(tipX)} ${fmt(tipY + thick * 0.35)}Q${fmt((root + tipX) / 2)} ${fmt(step.y + thick * 0.9)} ${fmt(root)} ${fmt(step.y + thick)}A${fmt(thick * 0.5)} ${fmt(thick * 0.5)} 0 0 ${side > 0 ? 1 : 0} ${fmt(root)} ${fmt(step.y)}Z" ${line}/>`;
  // Three pointed leaves fanned out from the tip (a round clump there read as a lollipop).
  const length = trunkWidth * 0.5;
  const base = { x: tipX - side * thick * 0.1, y: tipY + thick * 0.17 };
  const leaves = [-50, 0, 45].map((degrees) => {
    const angle = (degrees * Math.PI) / 180;
    const along = { x: side * Math.cos(angle), y: -Math.sin(angle) };
    const across = { x: -along.y * length * 0.32, y: along.x * length * 0.32 };
    const mid = { x: base.x + along.x * length * 0.5, y: base.y + along.y * length * 0.5 };
    const tip = { x: base.x + along.x * length, y: base.y + along.y * length };
    return `<path d="M${fmt(base.x)} ${fmt(base.y)}Q${fmt(mid.x + across.x)} ${fmt(mid.y + across.y)} ${fmt(tip.x)} ${fmt(tip.y)}Q${fmt(mid.x - across.x)} ${fmt(mid.y - across.y)} ${fmt(base.x)} ${fmt(base.y)}Z" ${line}/>`;
  });
  const x = Math.min(root, tipX - length * 1.1);
  return { markup: branch + leaves.join(''), box: { x, y: tipY - length, width: Math.max(root, tipX + length * 1.1) - x, height: step.y + thick * 1.3 - tipY + length * 2 } };
}

/** An apple: a round body dimpled at the top, a short stalk and a leaf. */
export function appleShape(centre: Point, r: number, linePx: number): string {
  const line = outline(linePx);
  const { x, y } = centre;
  const body = `<path d="M${fmt(x)} ${fmt(y - r * 0.7)}C${fmt(x + r * 0.5)} ${fmt(y - r * 1.1)} ${fmt(x + r * 1.1)} ${fmt(y - r * 0.6)} ${fmt(x + r)} ${fmt(y + r * 0.1)}C${fmt(x + r * 0.9)} ${fmt(y + r * 0.8)} ${fmt(x + r * 0.4)} ${fmt(y + r)} ${fmt(x)} ${fmt(y + r * 0.85)}C${fmt(x - r * 0.4)} ${fmt(y + r)} ${fmt(x - r * 0.9)} ${fmt(y + r * 0.8)} ${fmt(x - r)} ${fmt(y + r * 0.1)}C${fmt(x - r * 1.1)} ${fmt(y - r * 0.6)} ${fmt(x - r * 0.5)} ${fmt(y - r * 1.1)} ${fmt(x)} ${fmt(y - r * 0.7)}Z" ${line}/>`;
  const stalk = `<path d="M${fmt(x)} ${fmt(y - r * 0.7)}L${fmt(x + r * 0.1)} ${fmt(y - r * 1.15)}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`;
  const leaf = `<path d="M${fmt(x + r * 0.08)} ${fmt(y - r * 1)}Q${fmt(x + r * 0.4)} ${fmt(y - r * 1.45)} ${fmt(x + r * 0.75)} ${fmt(y - r * 1.1)}Q${fmt(x + r * 0.4)} ${fmt(y - r * 0.85)} ${fmt(x + r * 0.08)} ${fmt(y - r * 1)}Z" ${line}/>`;
  return body + stalk + leaf;
}

/**
 * A basket of picked apples standing on the ground: a deep bowl with a rim, an arched handle over it, apples heaped
 * above the rim, and (older children) the weave's rows to colour.
 */
export function appleBasket(cx: number, bottom: number, size: number, linePx: number, detail: Detail): { markup: string; box: Box } {
  const line = outline(linePx);
  const half = size * 0.5;
  const height = size * 0.5;
  const rimY = bottom - height;
  const handle = `<path d="M${fmt(cx - half * 0.8)} ${fmt(rimY)}C${fmt(cx - half * 0.8)} ${fmt(rimY - size * 0.75)} ${fmt(cx + half * 0.8)} ${fmt(rimY - size * 0.75)} ${fmt(cx + half * 0.8)} ${fmt(rimY)}L${fmt(cx + half * 0.64)} ${fmt(rimY)}C${fmt(cx + half * 0.64)} ${fmt(rimY - size * 0.6)} ${fmt(cx - half * 0.64)} ${fmt(rimY - size * 0.6)} ${fmt(cx - half * 0.64)} ${fmt(rimY)}Z" ${line}/>`;
  const appleR = size * 0.16;
  const heaped = [-0.5, 0, 0.5].map((share, index) => appleShape({ x: cx + share * half * 0.9, y: rimY - appleR * (index === 1 ? 0.7 : 0.3) }, appleR, linePx));
  const bowl = `<path d="M${fmt(cx - half)} ${fmt(rimY)}L${fmt(cx + half)} ${fmt(rimY)}L${fmt(cx + half * 0.78)} ${fmt(bottom)}L${fmt(cx - half * 0.78)} ${fmt(bottom)}Z" ${line}/>`;
  const rim = `<rect x="${fmt(cx - half * 1.05)}" y="${fmt(rimY - height * 0.08)}" width="${fmt(half * 2.1)}" height="${fmt(height * 0.2)}" rx="${fmt(height * 0.08)}" ${line}/>`;
  const weave =
    detail === 'low'
      ? ''
      : `<path d="${[0.45, 0.72].map((share) => `M${fmt(cx - half * (1 - share * 0.22))} ${fmt(rimY + height * share)}H${fmt(cx + half * (1 - share * 0.22))}`).join('')}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.8)}"/>`;
  return { markup: handle + heaped[1] + heaped[0] + heaped[2] + bowl + weave + rim, box: { x: cx - half * 1.05, y: rimY - size * 0.62, width: half * 2.1, height: bottom - rimY + size * 0.62 } };
}
