import { fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';
import type { Detail } from '../motif-library';

const outline = (linePx: number): string => `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;

/**
 * A small round tea table seen a little from above: its top an oval, a cloth hanging from it in scallops over a pedestal
 * on a round foot. Returns where its top's middle line is, for the tea set.
 */
export function teaTable(cx: number, topY: number, floorY: number, width: number, linePx: number, detail: Detail): { markup: string; box: Box } {
  const line = outline(linePx);
  const rx = width / 2;
  const ry = width * 0.1;
  const hemY = topY + (floorY - topY) * 0.5;
  const hemRx = rx * 1.06;
  const scallops = detail === 'low' ? 4 : 6;
  const step = (hemRx * 2) / scallops;
  const hem = Array.from({ length: scallops }, (_, index) => `Q${fmt(cx - hemRx + step * (index + 0.5))} ${fmt(hemY + step * 0.45)} ${fmt(cx - hemRx + step * (index + 1))} ${fmt(hemY)}`).join('');
  const cloth = `<path d="M${fmt(cx - rx)} ${fmt(topY)}L${fmt(cx - hemRx)} ${fmt(hemY)}${hem}L${fmt(cx + rx)} ${fmt(topY)}Z" ${line}/>`;
  // Folds in the cloth for older children, from the top's rim down to the dips between scallops.
  const folds =
    detail === 'low'
      ? ''
      : `<path d="${[2, scallops - 2].map((index) => `M${fmt(cx - rx + (rx * 2 * index) / scallops)} ${fmt(topY + ry * 1.2)}L${fmt(cx - hemRx + step * index)} ${fmt(hemY - linePx)}`).join('')}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.8)}" stroke-linecap="round"/>`;
  const postW = width * 0.09;
  const post = `<rect x="${fmt(cx - postW / 2)}" y="${fmt(hemY)}" width="${fmt(postW)}" height="${fmt(floorY - hemY - width * 0.04)}" ${line}/>`;
  const foot = `<path d="M${fmt(cx - width * 0.22)} ${fmt(floorY)}Q${fmt(cx)} ${fmt(floorY - width * 0.1)} ${fmt(cx + width * 0.22)} ${fmt(floorY)}Z" ${line}/>`;
  const top = `<ellipse cx="${fmt(cx)}" cy="${fmt(topY)}" rx="${fmt(rx)}" ry="${fmt(ry)}" ${line}/>`;
  return { markup: post + foot + cloth + folds + top, box: { x: cx - hemRx, y: topY - ry, width: hemRx * 2, height: floorY - topY + ry } };
}

/** A teacup on its saucer standing at `at` (the saucer's middle), its handle on the side `side`. */
function teacup(at: Point, size: number, side: 1 | -1, linePx: number): string {
  const line = outline(linePx);
  const cupW = size;
  const cupH = size * 0.7;
  const rimY = at.y - size * 0.08 - cupH;
  const handle = `<path d="M${fmt(at.x + (side * cupW) / 2 - side * linePx)} ${fmt(rimY + cupH * 0.2)}C${fmt(at.x + side * cupW * 0.9)} ${fmt(rimY + cupH * 0.1)} ${fmt(at.x + side * cupW * 0.9)} ${fmt(rimY + cupH * 0.75)} ${fmt(at.x + side * cupW * 0.35)} ${fmt(rimY + cupH * 0.8)}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 1.6)}" stroke-linecap="round"/>`;
  const cup = `<path d="M${fmt(at.x - cupW / 2)} ${fmt(rimY)}L${fmt(at.x + cupW / 2)} ${fmt(rimY)}C${fmt(at.x + cupW / 2)} ${fmt(rimY + cupH * 0.8)} ${fmt(at.x + cupW * 0.3)} ${fmt(at.y - size * 0.08)} ${fmt(at.x)} ${fmt(at.y - size * 0.08)}C${fmt(at.x - cupW * 0.3)} ${fmt(at.y - size * 0.08)} ${fmt(at.x - cupW / 2)} ${fmt(rimY + cupH * 0.8)} ${fmt(at.x - cupW / 2)} ${fmt(rimY)}Z" ${line}/>`;
  const saucer = `<ellipse cx="${fmt(at.x)}" cy="${fmt(at.y - size * 0.06)}" rx="${fmt(size * 0.78)}" ry="${fmt(size * 0.12)}" ${line}/>`;
  return handle + saucer + cup;
}

/**
 * The tea set on the table's top: a round teapot in the middle (spout to the left, handle to the right, a knob on its
 * lid, a band round its belly for older children) and a cup on its saucer towards each end, before each guest. Returns
 * where the teapot and cups stand.
 */
export function teaSet(cx: number, topY: number, tableWidth: number, linePx: number, detail: Detail): { markup: string; box: Box; teapot: Point; cups: Point[] } {
  const line = outline(linePx);
  const potR = tableWidth * 0.17;
  const potY = topY - potR * 0.9;
  const spout = `<path d="M${fmt(cx - potR * 0.75)} ${fmt(potY + potR * 0.3)}Q${fmt(cx - potR * 1.35)} ${fmt(potY + potR * 0.2)} ${fmt(cx - potR * 1.55)} ${fmt(potY - potR * 0.55)}L${fmt(cx - potR * 1.35)} ${fmt(potY - potR * 0.6)}Q${fmt(cx - potR * 1.2)} ${fmt(potY - potR * 0.1)} ${fmt(cx - potR * 0.8)} ${fmt(potY - potR * 0.15)}Z" ${line}/>`;
  const handle = `<path d="M${fmt(cx + potR * 0.8)} ${fmt(potY - potR * 0.45)}C${fmt(cx + potR * 1.6)} ${fmt(potY - potR * 0.6)} ${fmt(cx + potR * 1.6)} ${fmt(potY + potR * 0.5)} ${fmt(cx + potR * 0.85)} ${fmt(potY + potR * 0.4)}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 2.2)}" stroke-linecap="round"/>`;
  const belly = `<path d="M${fmt(cx - potR)} ${fmt(potY - potR * 0.2)}C${fmt(cx - potR * 1.05)} ${fmt(potY + potR * 0.7)} ${fmt(cx - potR * 0.5)} ${fmt(topY)} ${fmt(cx)} ${fmt(topY)}C${fmt(cx + potR * 0.5)} ${fmt(topY)} ${fmt(cx + potR * 1.05)} ${fmt(potY + potR * 0.7)} ${fmt(cx + potR)} ${fmt(potY - potR * 0.2)}C${fmt(cx + potR * 0.8)} ${fmt(potY - potR * 0.75)} ${fmt(cx - potR * 0.8)} ${fmt(potY - potR * 0.75)} ${fmt(cx - potR)} ${fmt(potY - potR * 0.2)}Z" ${line}/>`;
  const lidY = potY - potR * 0.62;
  const lid = `<path d="M${fmt(cx - potR * 0.6)} ${fmt(lidY)}Q${fmt(cx)} ${fmt(lidY - potR * 0.5)} ${fmt(cx + potR * 0.6)} ${fmt(lidY)}Z" ${line}/><circle cx="${fmt(cx)}" cy="${fmt(lidY - potR * 0.42)}" r="${fmt(potR * 0.14)}" ${line}/>`;
  const band = detail === 'low' ? '' : `<path d="M${fmt(cx - potR * 0.98)} ${fmt(potY + potR * 0.15)}Q${fmt(cx)} ${fmt(potY + potR * 0.4)} ${fmt(cx + potR * 0.98)} ${fmt(potY + potR * 0.15)}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.8)}" stroke-linecap="round"/>`;
  const cupSize = tableWidth * 0.12;
  const cups = [-1, 1].map((side) => ({ x: cx + side * tableWidth * 0.36, y: topY + tableWidth * 0.03 }));
  const markup = spout + handle + belly + band + lid + cups.map((cup, index) => teacup(cup, cupSize, index === 0 ? -1 : 1, linePx)).join('');
  const boxTop = lidY - potR * 0.6;
  return { markup, box: { x: cx - tableWidth * 0.5, y: boxTop, width: tableWidth, height: topY - boxTop + linePx }, teapot: { x: cx, y: topY }, cups };
}
