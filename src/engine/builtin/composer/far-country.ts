import { fmt, type Box } from '../drawing';
import type { Detail } from '../motif-library';

const outline = (linePx: number): string => `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;

/**
 * A range of mountains far away along the horizon, their feet behind the hills: peaks of different
 * heights across the whole page, snow caps with a wavy edge for older children.
 */
export function farMountains(art: Box, horizonY: number, linePx: number, detail: Detail): { markup: string; box: Box } {
  const base = horizonY + art.height * 0.04;
  const tall = art.height * (detail === 'high' ? 0.2 : 0.17);
  // Peaks as [share of the width, share of the tallest]; the valleys between them a third of the way up.
  const peaks: Array<[number, number]> = [
    [0.08, 0.7],
    [0.3, 1],
    [0.52, 0.62],
    [0.72, 0.9],
    [0.94, 0.66],
  ];
  const left = art.x - 60;
  const right = art.x + art.width + 60;
  let d = `M${fmt(left)} ${fmt(base)}L${fmt(left)} ${fmt(base - tall * 0.35)}`;
  const caps: string[] = [];
  peaks.forEach(([share, height], index) => {
    const x = art.x + art.width * share;
    const top = base - tall * height;
    const round = art.width * 0.015;
    d += `L${fmt(x - round)} ${fmt(top + round)}Q${fmt(x)} ${fmt(top - round * 0.3)} ${fmt(x + round)} ${fmt(top + round)}`;
    const next = peaks[index + 1];
    const valleyX = next ? art.x + art.width * ((share + next[0]) / 2) : right;
    d += `L${fmt(valleyX)} ${fmt(base - tall * (next ? 0.3 : 0.35))}`;
    if (detail !== 'low') {
      // The cap's edge a quarter of the way down, from slope to slope: four small scallops.
      const capY = top + tall * height * 0.28;
      const halfWidth = (capY - top) * (art.width * 0.11) / (tall * 0.6);
      const from = x - halfWidth;
      const step = (halfWidth * 2) / 4;
      let cap = `M${fmt(from)} ${fmt(capY)}`;
      for (let scallop = 0; scallop < 4; scallop++) cap += `Q${fmt(from + step * (scallop + 0.5))} ${fmt(capY + (scallop % 2 === 0 ? step * 0.45 : -step * 0.15))} ${fmt(from + step * (scallop + 1))} ${fmt(capY)}`;
      caps.push(cap);
    }
  });
  d += `L${fmt(right)} ${fmt(base)}Z`;
  const markup = `<path d="${d}" ${outline(linePx)}/>${caps.length ? `<path d="${caps.join('')}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>` : ''}`;
  return { markup, box: { x: left, y: base - tall, width: right - left, height: tall } };
}

/**
 * A dirt track across the page under a walker's feet: its far edge just behind the feet, its near edge
 * below them, pebbles along it and tufts of grass at its edges for older children.
 */
export function dirtTrack(art: Box, groundY: number, linePx: number, detail: Detail, keepClear: Box[]): { back: string; front: string; farEdge: string } {
  const far = groundY - art.height * 0.045;
  const near = groundY + art.height * 0.035;
  const left = art.x - 60;
  const right = art.x + art.width + 60;
  const wave = art.height * 0.012;
  const edge = (y: number, phase: number): string => {
    let d = `M${fmt(left)} ${fmt(y)}`;
    const step = (right - left) / 4;
    for (let index = 0; index < 4; index++) d += `Q${fmt(left + step * (index + 0.5))} ${fmt(y + ((index + phase) % 2 === 0 ? -wave : wave))} ${fmt(left + step * (index + 1))} ${fmt(y)}`;
    return d;
  };
  const line = `fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"`;
  const back = `<path d="${edge(far, 0)}" ${line}/><path d="${edge(near, 1)}" ${line}/>`;
  const front: string[] = [];
  if (detail !== 'low') {
    const pebble = art.width * 0.014;
    const spots: Array<[number, number, number]> = [
      [0.06, 0.78, 1],
      [0.2, 0.78, 0.7],
      [0.46, 0.78, 0.9],
      [0.62, 0.78, 0.6],
      [0.8, 0.78, 1],
      [0.95, 0.78, 0.7],
    ];
    for (const [share, depth, size] of spots) {
      const cx = art.x + art.width * share;
      const cy = far + (near - far) * depth;
      const rx = pebble * size;
      const box = { x: cx - rx, y: cy - rx * 0.6, width: rx * 2, height: rx * 1.2 };
      if (keepClear.some((other) => box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height)) continue;
      front.push(`<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx)}" ry="${fmt(rx * 0.6)}" ${outline(linePx)}/>`);
    }
  }
  return { back, front: front.join(''), farEdge: edge(far, 0) };
}
