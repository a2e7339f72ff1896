import type { Box } from '../../drawing';
import { fmt } from '../../svg-number';
import type { Scene } from '../scene-state';
import { drawBeingInBox } from '../figures';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `moon`: the nursery rhyme's leap, high in the night sky over a big full moon. */
export const jumpingOverMoonAct: Act = { isForHands: false, draw: drawMoonLeap };

/** The gap between the hooves and the moon's top, and the moon's radius, as shares of the art's width. */
const GAP_OVER_MOON = 0.02;
const MOON_RADIUS = 0.22;
/** How much of the moon's radius sinks behind the far hills: a moon rising, not one afloat over them or sat on them. */
const MOON_BEHIND_HILLS = 0.3;
/** Craters as [dx, dy, r] shares of the moon's radius: the youngest get two big ones, older children more, smaller. */
const CRATERS: Record<'low' | 'medium' | 'high', Array<[number, number, number]>> = {
  low: [
    [-0.38, -0.22, 0.24],
    [0.3, 0.36, 0.2],
  ],
  medium: [
    [-0.4, -0.25, 0.2],
    [0.34, 0.3, 0.18],
    [0.28, -0.42, 0.11],
    [-0.22, 0.52, 0.1],
  ],
  high: [
    [-0.4, -0.25, 0.2],
    [0.34, 0.3, 0.18],
    [0.28, -0.42, 0.11],
    [-0.22, 0.52, 0.1],
    [-0.6, 0.22, 0.08],
    [0.62, -0.08, 0.08],
  ],
};

/**
 * "The cow jumped over the moon": the leaper up in the night sky with its legs in the air, a big round moon right under
 * it, rising behind the far hills. It stood on the farm's grass, a small crescent far off in a corner: on the ground far
 * below the moon, it did not jump over it (judging 20).
 */
function drawMoonLeap(scene: Scene, { lead, pose, others, crowdPose }: ActCast): void {
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
      const line = `fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}"`;
      const craters = CRATERS[style.detail].map(([dx, dy, r]) => `<circle cx="${fmt(centre.x + dx * radius)}" cy="${fmt(centre.y + dy * radius)}" r="${fmt(r * radius)}" ${line}/>`);
      // Behind the far hills, so they cut its foot off level with the land.
      scene.layers.far.push(`<circle cx="${fmt(centre.x)}" cy="${fmt(centre.y)}" r="${fmt(radius)}" ${line}/>${craters.join('')}`);
      const moon: Box = { x: centre.x - radius, y: centre.y - radius, width: radius * 2, height: radius * 2 };
      const hooves = { x: centre.x, y: drawn.box.y + drawn.box.height };
      return { markup: [], boxes: [moon], drawnAs: 'full-moon', used: ['full-moon', 'crescent-moon'], joins: [{ what: 'leap-over-moon', figure: hooves, thing: { x: centre.x, y: moon.y } }] };
    },
  });
}
