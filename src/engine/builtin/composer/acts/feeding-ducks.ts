import { drawMotif, fmt, type Box } from '../../drawing';
import type { Point } from '../../figure/geometry';
import { bulrushes, pondShape, waterBand } from '../pond';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast, type ThingWithLead } from './act';

/** `ducks`: the feeder on the bank holds out a slice of bread over the pond, the ducks swimming on it towards her. */
export const feedingDucksAct: Act = { isForHands: true, draw: drawDuckFeeder };

/** The pond to the feeder's right: its middle across the art and its half-width, as shares of the art's width. */
const POND = { cx: 0.67, rx: 0.34, top: 0.3, bottom: 0.03 };
/** With others on the bank too: the feeder stands further in, the others at the left, and the pond is narrower. */
const POND_WITH_COMPANY = { ...POND, cx: 0.73, rx: 0.27 };
/** Each duck on the water: across the pond from its middle and down from it, as shares of its half-width and half-height, and its size as a share of the art's width; the far ones first; a lone duck swims in the near one, by the bread. */
const DUCK_SPOTS: Array<[number, number, number]> = [
  [0.2, -0.32, 0.2],
  [-0.4, 0.3, 0.24],
  [0.5, 0.4, 0.22],
];
/** Where a swimming duck's body meets the water, as a share of its drawing's height. */
const WATER_LINE = 0.9;
/** A slice of bread's size, as a share of the feeder's height. */
const BREAD = 0.11;

/**
 * "A girl feeding ducks at the pond": she stands on the bank at the left, a slice of bread held out in her near hand,
 * and the ducks swim on the pond beside her, facing her. With the farm's bucket on her arm, the ducks standing on the
 * grass in a row, the page said it couldn't draw the pond and fed nothing (judging 22).
 */
function drawDuckFeeder(scene: Scene, { lead, pose, others, crowdPose }: ActCast): void {
  const ducks = others.filter((character) => character.motif === 'duck' && character.figure === null);
  const company = others.filter((character) => !ducks.includes(character));
  // Others drawn beside her went on the bank's only free ground, over her, at the left.
  const hasCompany = company.length > 0;
  drawLeadWithThing(scene, lead, pose, company, crowdPose, {
    heightShare: 0.78,
    left: hasCompany ? 0.24 : 0.02,
    width: hasCompany ? 0.26 : 0.3,
    isHandsFull: true,
    thing: (drawn, height) => {
      const fist = drawn.anchors.hands.front;
      const bread = breadSlice(fist, height * BREAD, scene.style.linePx);
      const pond = duckPond(scene, ducks.length, hasCompany ? POND_WITH_COMPANY : POND);
      return { ...pond, markup: [bread.markup, drawn.grip?.front ?? '', ...pond.markup], boxes: [bread.box, ...pond.boxes], drawnAs: 'bread', joins: [{ what: 'bread-in-hand', figure: fist, thing: bread.centre }, ...pond.joins] };
    },
  });
}

/** The pond, its bulrushes and the ducks afloat on it, facing the bank at the left. */
function duckPond(scene: Scene, count: number, place: typeof POND): ThingWithLead & { under: string } {
  const { art, groundY, style } = scene;
  const top = groundY - art.height * place.top;
  const bottom = groundY + art.height * place.bottom;
  const { markup: water, pond } = pondShape(art.x + art.width * place.cx, (top + bottom) / 2, art.width * place.rx, (bottom - top) / 2, style.linePx);
  const reeds = bulrushes(pond.cx + pond.rx * 0.86, pond.cy - pond.ry * 0.35, art.height * 0.16, style.linePx, style.detail === 'low' ? 2 : 3);
  const afloat = (count <= 1 ? DUCK_SPOTS.slice(1, 2) : DUCK_SPOTS.slice(0, count)).flatMap(([across, down, size]) => {
    const drawn = drawMotif({ motif: 'swimming-duck', cx: pond.cx + pond.rx * across, bottom: pond.cy + pond.ry * down, size: art.width * size * (place.rx / POND.rx), linePx: style.linePx, detail: style.detail });
    return drawn ? [drawn] : [];
  });
  const ducks = afloat.map((duck) => `${duck.markup}<g clip-path="url(#duck-pond-water)">${waterBand(duck.box, WATER_LINE, style.linePx)}</g>`);
  const boxes: Box[] = [reeds.box, ...afloat.map((duck) => duck.box)];
  // No bush or flower bed set on the grass over the water.
  scene.layers.occupied.push({ x: pond.cx - pond.rx, y: pond.cy - pond.ry, width: pond.rx * 2, height: pond.ry * 2 });
  return {
    under: `${water}${reeds.markup}<clipPath id="duck-pond-water"><path d="${pond.clipPath}"/></clipPath>`,
    markup: ducks,
    boxes,
    used: ['swimming-duck', 'water-wave'],
    joins: afloat.map((duck) => ({ what: 'duck-on-pond', figure: { x: duck.box.x + duck.box.width / 2, y: duck.box.y + duck.box.height * WATER_LINE }, thing: { x: pond.cx, y: pond.cy } })),
  };
}

/** A slice of bread held up in the fist: a square with a domed top crust, the crust's inner line for its edge. */
function breadSlice(fist: Point, size: number, linePx: number): { markup: string; box: Box; centre: Point } {
  const half = size / 2;
  const x = fist.x + half * 0.3;
  const bottom = fist.y + half * 0.4;
  const dome = `M${fmt(x - half)} ${fmt(bottom)}L${fmt(x - half)} ${fmt(bottom - size * 0.8)}c${fmt(-half * 0.35)} ${fmt(-size * 0.45)} ${fmt(size * 0.45)} ${fmt(-size * 0.5)} ${fmt(half)} ${fmt(-size * 0.28)}c${fmt(half * 0.55)} ${fmt(-size * 0.22)} ${fmt(half * 1.35)} ${fmt(-size * 0.17)} ${fmt(half)} ${fmt(size * 0.28)}L${fmt(x + half)} ${fmt(bottom)}Z`;
  return {
    markup: `<path d="${dome}" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"/>`,
    box: { x: x - half * 1.2, y: bottom - size * 1.25, width: size * 1.2, height: size * 1.25 },
    centre: { x, y: bottom - size * 0.5 },
  };
}
