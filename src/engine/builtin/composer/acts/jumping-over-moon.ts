import type { Scene } from '../scene-state';
import { drawBeingInBox } from '../figures';
import { fullMoon } from '../moon';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `moon`: the nursery rhyme's leap, high in the night sky over a big full moon. */
export const jumpingOverMoonAct: Act = { isForHands: false, draw: drawMoonLeap };

/** The gap between the hooves and the moon's top, and the moon's radius, as shares of the art's width. */
const GAP_OVER_MOON = 0.02;
const MOON_RADIUS = 0.22;
/** How much of the moon's radius sinks behind the far hills: a moon rising, not one afloat over them or sat on them. */
const MOON_BEHIND_HILLS = 0.3;
/**
 * "The cow jumped over the moon": the leaper up in the night sky with its legs in the air, a big round moon right under
 * it, rising behind the far hills. It stood on the farm's grass, a small crescent far off in a corner: on the ground far
 * below the moon, it did not jump over it (judging 20).
 */
function drawMoonLeap(scene: Scene, { lead, pose, others, crowdPose, named }: ActCast): void {
  const { art, groundY, horizonY, style } = scene;
  const height = scene.leadHeight;
  const radius = art.width * MOON_RADIUS;
  const centreY = horizonY + radius * MOON_BEHIND_HILLS - radius;
  const hoovesY = centreY - radius - art.width * GAP_OVER_MOON;
  // The pose's own lift raises the leap off its region's foot: measured on a first drawing, so the hooves end just over the moon.
  const probe = drawBeingInBox(lead, { pose, facing: 1, style, prop: null }, { x: art.x, y: groundY - height * 1.1, width: art.width, height: height * 1.1 }, height);
  const poseLift = groundY - (probe.box.y + probe.box.height);
  drawLeadWithThing(scene, lead, pose, others, crowdPose, {
    heightShare: 1,
    left: 'centred',
    width: 0.7,
    lift: (groundY - hoovesY - poseLift) / height,
    thing: (drawn) => {
      const centre = { x: drawn.box.x + drawn.box.width / 2, y: centreY };
      const moon = fullMoon(centre.x, centre.y, radius, style.linePx, style.detail);
      // Behind the far hills, so they cut its foot off level with the land.
      scene.layers.far.push(moon.markup);
      const hooves = { x: centre.x, y: drawn.box.y + drawn.box.height };
      return { markup: [], boxes: [moon.box], drawnAs: 'full-moon', used: ['full-moon', ...named.filter((motif) => motif === 'crescent-moon')], joins: [{ what: 'leap-over-moon', figure: hooves, thing: { x: centre.x, y: moon.box.y } }] };
    },
  });
}
