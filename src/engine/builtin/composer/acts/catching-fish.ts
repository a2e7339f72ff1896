import { drawMotif, fmt, type Box } from '../../drawing';
import { waterBand } from '../pond';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `river`: the catcher stands in a river running across the page, a small fish held up in its paw. */
export const catchingFishAct: Act = { isForHands: true, draw: drawFishCatcher };

/** The river's far and near banks, above and below the ground line, as shares of the art's height; the near one kept on the page. */
const RIVER = { far: 0.16, near: 0.03 };
/** Where the water line crosses the catcher, as a share of its drawing's height down from the top. */
const WADING = 0.84;
/** The fish's length, as a share of the catcher's height: a fish to catch, not one as big as the bear. */
const FISH = 0.3;

/**
 * "A bear catching a fish in a river": the river runs across the page, the bear stands in it up to its knees, and holds a
 * small fish up in its paw. Before, it held a baseball on dry grass beside a fish as big as itself, the river undrawn
 * (judging 22).
 */
function drawFishCatcher(scene: Scene, { lead, pose, others, crowdPose }: ActCast): void {
  const { art, groundY, style } = scene;
  const fish = others.find((character) => character.motif === 'fish' && character.figure === null);
  const far = groundY - art.height * RIVER.far;
  const near = Math.min(groundY + art.height * RIVER.near, art.y + art.height * (1 - RIVER.near));
  // Under the sea the catcher is already in the water: a river's banks there cut across the seabed.
  const hasRiver = scene.layout.backdrop === 'outdoor';
  drawLeadWithThing(scene, lead, pose, others, crowdPose, {
    heightShare: 0.9,
    left: 'centred',
    width: 0.44,
    thing: (drawn, height) => {
      const fist = drawn.anchors.hands.front;
      const caught = drawMotif({ motif: 'fish', cx: fist.x + height * FISH * 0.4, bottom: fist.y + height * FISH * 0.2, size: height * FISH, linePx: style.linePx, detail: style.detail });
      const water = waterBand(drawn.box, WADING, style.linePx);
      const markup = hasRiver ? [`<g clip-path="url(#river-water)">${water}</g>`] : [];
      const boxes: Box[] = hasRiver ? [{ x: art.x, y: far, width: art.width, height: near - far }] : [];
      if (caught) markup.push(caught.markup, drawn.grip?.front ?? '');
      if (caught) boxes.push(caught.box);
      return {
        under: hasRiver ? riverBanks(art, far, near, style.linePx) : '',
        markup,
        boxes,
        drawnAs: hasRiver ? 'river' : undefined,
        used: caught ? ['fish'] : [],
        joins: caught ? [{ what: 'fish-in-paw', figure: fist, thing: { x: caught.box.x + caught.box.width / 2, y: caught.box.y + caught.box.height / 2 } }, ...(hasRiver ? [{ what: 'standing-in-river', figure: { x: drawn.box.x + drawn.box.width / 2, y: drawn.box.y + drawn.box.height }, thing: { x: drawn.box.x + drawn.box.width / 2, y: (far + near) / 2 } }] : [])] : [],
        shown: caught ? fish : undefined,
      };
    },
  });
}

/** The river: its far and near banks as gently wavy lines across the art, white between them, with a few ripples. */
function riverBanks(art: Box, far: number, near: number, linePx: number): string {
  const bank = (y: number, swell: number): string => {
    const step = art.width / 4;
    let d = `M${fmt(art.x)} ${fmt(y)}`;
    for (let index = 0; index < 4; index++) d += `q${fmt(step / 2)} ${fmt(index % 2 === 0 ? -swell : swell)} ${fmt(step)} 0`;
    return d;
  };
  const swell = (near - far) * 0.12;
  const water = `${bank(far, swell)}L${fmt(art.x + art.width)} ${fmt(near)}L${fmt(art.x)} ${fmt(near)}Z`;
  const ripple = (x: number, y: number): string => `M${fmt(x)} ${fmt(y)}q40 -22 80 0q40 22 80 0`;
  const ripples = [ripple(art.x + art.width * 0.06, far + (near - far) * 0.45), ripple(art.x + art.width * 0.8, far + (near - far) * 0.6)].join('');
  return `<clipPath id="river-water"><path d="${water}"/></clipPath><path d="${water}" fill="#fff" stroke="none"/><path d="${bank(far, swell)}${bank(near, -swell)}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/><path d="${ripples}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.8)}" stroke-linecap="round"/>`;
}
