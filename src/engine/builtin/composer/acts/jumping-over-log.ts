import { fallenLog } from '../fallen-log';
import { drawBeingInBox } from '../figures';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `log`: a leap over a fallen log lying across the ground. */
export const jumpingOverLogAct: Act = { isForHands: false, draw: drawLogLeap };

/** The leaper's height as a share of a lead's alone. */
const HEIGHT_SHARE = 0.8;
/** The log's length and thickness as shares of the leaper's height, and the gap between its top and the lowest foot. */
const LOG_LENGTH = 0.8;
const LOG_THICKNESS = 0.22;
const GAP_OVER_LOG = 0.03;

/**
 * "A fox jumping over a log": the leaper up in the air, right over a fallen log lying across the grass. With the plain
 * jumping verb it did a star jump on a bare meadow and no log was drawn.
 */
function drawLogLeap(scene: Scene, { lead, pose, others, crowdPose }: ActCast): void {
  const { art, groundY, style } = scene;
  const height = scene.leadHeight * HEIGHT_SHARE;
  // The pose's own lift raises the leap off its region's foot: measured on a first drawing, so the feet end just over the log.
  const probe = drawBeingInBox(lead, { pose, facing: 1, style, prop: null }, { x: art.x, y: groundY - height * 1.1, width: art.width, height: height * 1.1 }, height);
  const poseLift = groundY - (probe.box.y + probe.box.height);
  drawLeadWithThing(scene, lead, pose, others, crowdPose, {
    heightShare: HEIGHT_SHARE,
    left: 'centred',
    width: 0.7,
    lift: LOG_THICKNESS + GAP_OVER_LOG - poseLift / height,
    thing: (drawn, height) => {
      const middle = drawn.box.x + drawn.box.width / 2;
      const log = fallenLog(middle - (height * LOG_LENGTH) / 2, middle + (height * LOG_LENGTH) / 2, groundY, height * LOG_THICKNESS, style.linePx, style.detail);
      const lowest = { x: middle, y: drawn.box.y + drawn.box.height };
      // The air under the leap kept clear down to the log, so no bush or flower grows up between the legs and the log.
      const clearFrom = drawn.box.y + drawn.box.height / 2;
      const clearing = { x: log.box.x, y: clearFrom, width: log.box.width, height: log.box.y - clearFrom };
      return { under: log.markup, markup: [], boxes: [log.box, clearing], drawnAs: 'log', used: ['log'], joins: [{ what: 'leap-over-log', figure: lowest, thing: log.top }] };
    },
  });
}
