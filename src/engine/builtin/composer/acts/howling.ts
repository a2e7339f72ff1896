import type { BuiltinCharacterSpec } from '../../character';
import type { Box } from '../../drawing';
import type { Point } from '../../figure/geometry';
import { WOLF_EYE, WOLF_MUZZLE } from '../../props/howling-wolf';
import { fmt } from '../../svg-number';
import { drawBeingInBox } from '../figures';
import { fullMoon } from '../moon';
import { addFigure, placeCrowd, type Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `howl`: a wolf sat up on a rock, its head thrown back and its muzzle raised to the sky, to a big full moon by night. */
export const howlingAct: Act = { isForHands: false, draw: drawHowler };

/** The rock's width and height, and the wolf's height on it, as shares of the art's width and height. */
const ROCK = { left: 0.02, width: 0.62, height: 0.12 };
const WOLF_HEIGHT = 0.56;
/**
 * Where the rest of the pack sits on the grass right of the rock, nearest first: its left edge and how far up the ground
 * it sits, as shares of the art's width and height, and how tall, as a share of the wolf's height.
 */
const PACK = [
  { left: 0.6, back: 0, height: 0.55 },
  { left: 0.42, back: 0.15, height: 0.4 },
];
/** The moon's centre and radius, as shares of the art's width and height: up ahead of the raised muzzle. */
const MOON = { x: 0.78, y: 0.17, radius: 0.16 };

/**
 * "A wolf howling at the moon": the wolf sits side on up on a rock, head back, muzzle raised to a big full moon in the
 * sky ahead of it. Its icon was a front-facing head, mouth shut, standing on the meadow with no body, a small crescent
 * in a corner: no wolf howled (judging 20). A creature with no howling drawing of its own raises its head in the
 * stargazing pose under the same moon.
 */
function drawHowler(scene: Scene, { lead, pose, others, crowdPose, named }: ActCast): void {
  const { art, groundY, style } = scene;
  const moonCentre = { x: art.x + art.width * MOON.x, y: art.y + art.height * MOON.y };
  // The moon only by night (the moon or the night named): "a wolf howling" had a full moon beside the sun.
  if (scene.context.isNight) {
    const moon = fullMoon(moonCentre.x, moonCentre.y, art.width * MOON.radius, style.linePx, style.detail);
    scene.layers.far.push(moon.markup);
    scene.subject.push(moon.box);
    scene.layers.drawn.push('full-moon');
    scene.used.add('full-moon');
    // The moon the words name is this one: a crescent named too would be a second moon.
    if (named.includes('crescent-moon')) scene.used.add('crescent-moon');
  }
  if (lead.figure !== null || lead.motif !== 'wolf') {
    drawLeadWithThing(scene, lead, pose, others, crowdPose, { heightShare: 0.8, left: 0.06, width: 0.56, placement: { expression: 'howling' }, thing: (drawn) => ({ markup: [], boxes: [], used: [], joins: [{ what: 'howl-at-moon', figure: drawn.anchors.face, thing: moonCentre }] }) });
    return;
  }
  drawWolfOnRock(scene, lead, moonCentre);
  // The rest of the pack howls too, sat on the grass beside the rock, smaller as further off: as the icon's heads they
  // were two stickers in the corner.
  const pack = others.filter((other) => other.figure === null && other.motif === 'wolf').slice(0, PACK.length);
  // The one further back first, so the nearer one is in front of it.
  [...pack.entries()].reverse().forEach(([index, wolf]) => {
    const spot = PACK[index]!;
    const height = art.height * WOLF_HEIGHT * spot.height;
    const region: Box = { x: art.x + art.width * spot.left, y: groundY - art.height * spot.back - height, width: height, height };
    addFigure(scene, drawBeingInBox({ ...wolf, motif: 'howling-wolf' }, { pose: 'standing', facing: 1, style, prop: null }, region, height / 0.85), wolf);
  });
  placeCrowd(scene, others.filter((other) => !pack.includes(other)), crowdPose);
}

function drawWolfOnRock(scene: Scene, wolf: BuiltinCharacterSpec, moonCentre: Point): void {
  const { art, groundY, style } = scene;
  const rock: Box = { x: art.x + art.width * ROCK.left, y: groundY - art.height * ROCK.height, width: art.width * ROCK.width, height: art.height * ROCK.height };
  scene.layers.main.push(rockMarkup(rock, style.linePx, style.detail !== 'low'));
  scene.subject.push(rock);
  const height = art.height * WOLF_HEIGHT;
  // Its paws and haunch on the rock's flat top, a line's width into it so no sliver of sky shows under them.
  const top = rock.y + rock.height * 0.12 + style.linePx;
  const region: Box = { x: rock.x + rock.width * 0.04, y: top - height, width: rock.width * 0.92, height };
  const drawn = drawBeingInBox({ ...wolf, motif: 'howling-wolf' }, { pose: 'standing', facing: 1, style, prop: null }, region, height / 0.85);
  addFigure(scene, drawn, wolf);
  const at = (share: { x: number; y: number }): Point => ({ x: drawn.box.x + drawn.box.width * share.x, y: drawn.box.y + drawn.box.height * share.y });
  scene.joins.push({ what: 'muzzle-from-eye', figure: at(WOLF_EYE), thing: at(WOLF_MUZZLE) }, { what: 'howl-at-moon', figure: at(WOLF_MUZZLE), thing: moonCentre }, { what: 'wolf-on-rock', figure: { x: drawn.box.x + drawn.box.width / 2, y: drawn.box.y + drawn.box.height }, thing: { x: rock.x + rock.width / 2, y: top } });
}

/** A big boulder with a flat top to sit on, rounded down to the ground; older children get a crack or two in it. */
function rockMarkup(rock: Box, linePx: number, hasCracks: boolean): string {
  const { x, y, width: w, height: h } = rock;
  const outline = `M${fmt(x)} ${fmt(y + h)}C${fmt(x)} ${fmt(y + h * 0.4)} ${fmt(x + w * 0.08)} ${fmt(y + h * 0.1)} ${fmt(x + w * 0.24)} ${fmt(y + h * 0.08)}L${fmt(x + w * 0.7)} ${fmt(y)}C${fmt(x + w * 0.9)} ${fmt(y)} ${fmt(x + w)} ${fmt(y + h * 0.4)} ${fmt(x + w)} ${fmt(y + h)}Z`;
  const cracks = hasCracks ? `<path d="M${fmt(x + w * 0.62)} ${fmt(y + h)}L${fmt(x + w * 0.66)} ${fmt(y + h * 0.7)}L${fmt(x + w * 0.72)} ${fmt(y + h * 0.55)}M${fmt(x + w * 0.2)} ${fmt(y + h)}L${fmt(x + w * 0.17)} ${fmt(y + h * 0.66)}" fill="none"/>` : '';
  return `<g fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"><path d="${outline}"/>${cracks}</g>`;
}
