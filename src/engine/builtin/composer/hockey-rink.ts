import { fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';
import type { Detail } from '../motif-library';

const outline = (linePx: number): string => `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;

/**
 * A hockey stick held in both fists (`high`, `low`): its shaft on the line through them, run on down to the heel just
 * above the ice at `iceY`, and the blade turned out from the heel flat along the ice, its toe towards `facing`, with
 * tape bands across it for older children; the puck lies on the ice just off the toe. Returns where the blade and the
 * puck meet the ice.
 */
export function hockeyStick(high: Point, low: Point, iceY: number, size: number, facing: 1 | -1, linePx: number, detail: Detail): { markup: string; puck: string; box: Box; blade: Point; puckAt: Point } {
  const run = Math.hypot(low.x - high.x, low.y - high.y) || 1;
  const along = { x: (low.x - high.x) / run, y: (low.y - high.y) / run };
  const across = { x: -along.y, y: along.x };
  const bladeDeep = size * 0.07;
  const shaft = size * 0.032;
  // The heel: where the shaft's line comes down to the blade's top edge.
  const toHeel = Math.max(run, (iceY - bladeDeep - high.y) / Math.max(along.y, 0.2));
  const heel = { x: high.x + along.x * toHeel, y: high.y + along.y * toHeel };
  const top = { x: high.x - along.x * size * 0.1, y: high.y - along.y * size * 0.1 };
  const at = (base: Point, side: number): string => `${fmt(base.x + across.x * side)} ${fmt(base.y + across.y * side)}`;
  const line = outline(linePx);
  const shaftMarkup = `<path d="M${at(top, -shaft)}L${at(heel, -shaft)}L${at(heel, shaft)}L${at(top, shaft)}A${fmt(shaft)} ${fmt(shaft)} 0 0 1 ${at(top, -shaft)}Z" ${line}/>`;
  // The blade: from behind the heel along the ice to a toe that curls up a little.
  const bladeLong = size * 0.32;
  const back = heel.x - facing * size * 0.05;
  const toe = heel.x + facing * bladeLong;
  const bottom = iceY - linePx / 2;
  const bladeMarkup =
    `<path d="M${fmt(back)} ${fmt(heel.y - shaft)}L${fmt(toe - facing * bladeDeep * 0.6)} ${fmt(bottom - bladeDeep)}` +
    `Q${fmt(toe + facing * bladeDeep * 0.3)} ${fmt(bottom - bladeDeep * 1.2)} ${fmt(toe)} ${fmt(bottom - bladeDeep * 0.4)}` +
    `Q${fmt(toe)} ${fmt(bottom)} ${fmt(toe - facing * bladeDeep * 0.5)} ${fmt(bottom)}L${fmt(back)} ${fmt(bottom)}Z" ${line}/>`;
  // Tape wound round the blade, for those who colour small bands.
  const bands = detail === 'low' ? 0 : detail === 'medium' ? 2 : 3;
  const tape = Array.from({ length: bands }, (_, index) => {
    const x = heel.x + facing * bladeLong * (0.35 + index * 0.2);
    return `M${fmt(x)} ${fmt(bottom - bladeDeep * 0.95)}L${fmt(x - facing * bladeDeep * 0.3)} ${fmt(bottom)}`;
  }).join('');
  const tapeMarkup = tape ? `<path d="${tape}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.8)}" stroke-linecap="round"/>` : '';
  // The puck: a short flat cylinder on the ice, a little way off the toe.
  const puckRx = size * 0.075;
  const puckRy = puckRx * 0.38;
  const puckSide = puckRx * 0.45;
  const puckX = toe + facing * (puckRx + size * 0.03);
  const puckTop = bottom - puckSide;
  const puck =
    `<path d="M${fmt(puckX - puckRx)} ${fmt(puckTop)}L${fmt(puckX - puckRx)} ${fmt(bottom - puckRy * 0.2)}A${fmt(puckRx)} ${fmt(puckRy)} 0 0 0 ${fmt(puckX + puckRx)} ${fmt(bottom - puckRy * 0.2)}L${fmt(puckX + puckRx)} ${fmt(puckTop)}Z" ${line}/>` +
    `<ellipse cx="${fmt(puckX)}" cy="${fmt(puckTop)}" rx="${fmt(puckRx)}" ry="${fmt(puckRy)}" ${line}/>`;
  const xs = [top.x - shaft, top.x + shaft, back, toe, puckX + puckRx * facing];
  const left = Math.min(...xs) - linePx;
  const right = Math.max(...xs) + linePx;
  const boxTop = Math.min(top.y - shaft, puckTop - puckRy) - linePx;
  return {
    markup: shaftMarkup + bladeMarkup + tapeMarkup,
    puck,
    box: { x: left, y: boxTop, width: right - left, height: iceY + linePx - boxTop },
    blade: { x: (heel.x + toe) / 2, y: bottom },
    puckAt: { x: puckX, y: bottom - puckRy * 0.2 + puckRy },
  };
}

/**
 * The rink behind the players: the ice from the boards' foot down past the frame, a line across it and a face-off
 * circle, and the boards along its far side, a cap rail along their top and panel joints (a kick plate for older
 * children), from frame to frame.
 */
export function hockeyRink(art: Box, boardsTop: number, boardsBottom: number, iceY: number, linePx: number, detail: Detail): { markup: string; box: Box } {
  const line = outline(linePx);
  const [left, right] = [art.x - linePx * 4, art.x + art.width + linePx * 4];
  const bottom = art.y + art.height + linePx * 4;
  const ice = `<path d="M${fmt(left)} ${fmt(boardsBottom)}H${fmt(right)}V${fmt(bottom)}H${fmt(left)}Z" fill="#fff" stroke="none"/>`;
  const deep = boardsBottom - boardsTop;
  const cap = deep * 0.16;
  const boards = `<path d="M${fmt(left)} ${fmt(boardsTop)}H${fmt(right)}V${fmt(boardsBottom)}H${fmt(left)}Z" ${line}/><path d="M${fmt(left)} ${fmt(boardsTop + cap)}H${fmt(right)}" ${line}/>`;
  const panels = detail === 'low' ? 3 : detail === 'medium' ? 5 : 7;
  let joints = '';
  for (let index = 1; index < panels; index++) joints += `M${fmt(art.x + (art.width * index) / panels)} ${fmt(boardsTop + cap)}V${fmt(boardsBottom)}`;
  if (detail === 'high') joints += `M${fmt(left)} ${fmt(boardsBottom - deep * 0.22)}H${fmt(right)}`;
  const jointMarkup = `<path d="${joints}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`;
  // On the ice: the centre line half way down to the players' blades, and a face-off circle in front of them.
  const midY = boardsBottom + (iceY - boardsBottom) * 0.45;
  const circleRx = art.width * 0.2;
  const circleRy = circleRx * 0.22;
  const circleX = art.x + art.width * 0.62;
  const circleY = iceY + (bottom - iceY) * 0.5;
  const markings = `<path d="M${fmt(left)} ${fmt(midY)}H${fmt(right)}" ${line}/><ellipse cx="${fmt(circleX)}" cy="${fmt(circleY)}" rx="${fmt(circleRx)}" ry="${fmt(circleRy)}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}"/>`;
  return { markup: ice + boards + jointMarkup + markings, box: { x: art.x, y: boardsTop - linePx, width: art.width, height: art.y + art.height - boardsTop + linePx } };
}
