import { drawMotif } from '../../drawing';
import { drawComposedProp, getComposedProp } from '../../props/prop-library';
import { motifKind } from '../../word-matching';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, MOUTH_DOWN, type Act, type ActCast } from './act';

/** `chew`: a pet lying with its head down on its forepaws, the thing it chews (a slipper, a bone) at its mouth. */
export const chewingAct: Act = { isForHands: false, draw: drawChewer };

/** The chewed thing's width, as a share of the chewer's head's. */
const CHEWED_WIDTH = 1.3;
const ICON_WIDTH = 0.7;
/** How far the chewed thing's back end reaches back past the mouth, as a share of its width: into the mouth. */
const IN_MOUTH = 0.12;

/**
 * "A puppy chewing a slipper": the puppy lies on the floor with its head down on its forepaws, and the slipper lies on
 * the floor over them with its heel in the mouth. The puppy stood on the grass with no slipper drawn, a foreleg jutting
 * out of its chest (cold judging).
 */
function drawChewer(scene: Scene, { lead, pose, others, crowdPose, named }: ActCast): void {
  const { style } = scene;
  // A small thing the words name: a composed one (a slipper) or an icon's (a bone), not a place, a being or the sky.
  const chewed = named.find((motif) => {
    const prop = getComposedProp(motif);
    const kind = motifKind(motif);
    return prop ? prop.kind === 'thing' && prop.size === 'small' : kind !== 'place' && kind !== 'being' && kind !== 'sky' && kind !== 'vehicle';
  });
  drawLeadWithThing(scene, lead, pose, others, crowdPose, {
    heightShare: 0.8,
    left: 0.04,
    width: 0.6,
    // Eyes open: it lies as it would asleep, but chews.
    placement: { expression: 'happy' },
    thing: (drawn) => {
      if (!chewed) return { markup: [], boxes: [], used: [], joins: [] };
      const { face, headTop } = drawn.anchors;
      const r = face.y - headTop.y;
      const mouth = { x: face.x + r * 0.3, y: face.y + r * (MOUTH_DOWN * 2 - 1) };
      const prop = getComposedProp(chewed);
      // An icon is as tall as it is wide: at a slipper's width, a bone stood up over the face.
      const size = drawn.headBox.width * (prop ? CHEWED_WIDTH : ICON_WIDTH);
      const at = { cx: mouth.x - size * IN_MOUTH + size / 2, bottom: drawn.box.y + drawn.box.height, size, linePx: style.linePx, detail: style.detail };
      const thing = prop ? drawComposedProp(prop, at) : drawMotif({ motif: chewed, ...at });
      if (!thing) return { markup: [], boxes: [], used: [], joins: [] };
      // Kept clear of the room's things, but not one more subject box: the room lays its rug under a lone subject.
      scene.layers.occupied.push(thing.box);
      // Measured by tests: the thing's back end at the mouth.
      const joins = [{ what: 'chewed-at-mouth', figure: mouth, thing: { x: thing.box.x, y: thing.box.y } }];
      return { markup: [thing.markup], boxes: [], drawnAs: chewed, used: [chewed], joins };
    },
  });
}
